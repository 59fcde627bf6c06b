/// The views a list or grid shows for the items in sight, made only when there are not enough
/// to reuse: an item scrolled out of sight gives its view back (hidden, still in the tree, so
/// taking it again costs no solver work beyond its frame), and an item scrolled in takes one.
/// A list of 100,000 rows so never holds more views than fit on the screen, plus a few.
@MainActor
struct ReusePool<Key: Hashable, Item: View> {
    /// The view of each item in sight.
    private(set) var visible: [Key: Item] = [:]
    private var spare: [Item] = []

    /// Every view made so far, in sight or spare.
    var count: Int { visible.count + spare.count }

    /// Shows exactly `keys`: views of items gone out of sight become spare and hidden; each
    /// item newly in sight takes a spare view or one from `make` (added to `container`), and
    /// `configure` fills it. Every view in sight is then given to `place`.
    mutating func show(
        _ keys: [Key], in container: View, make: () -> Item, configure: (Item, Key) -> Void,
        place: (Item, Key) -> Void
    ) {
        let wanted = Set(keys)
        for (key, item) in visible where !wanted.contains(key) { retire(key, item) }
        for key in keys {
            let item: Item
            if let shown = visible[key] {
                item = shown
            } else {
                item = spare.popLast() ?? made(make, in: container)
                item.isHidden = false
                visible[key] = item
                configure(item, key)
            }
            place(item, key)
        }
    }

    /// Configures the views in sight again, for data that changed under them, but only those
    /// whose item still `exists`: the others become spare, so a data source is never asked for
    /// an item it no longer has (UIKit never asks past its counts).
    mutating func reload(keeping exists: (Key) -> Bool, configure: (Item, Key) -> Void) {
        for (key, item) in visible {
            if exists(key) { configure(item, key) } else { retire(key, item) }
        }
    }

    private mutating func retire(_ key: Key, _ item: Item) {
        visible.removeValue(forKey: key)
        item.isHidden = true
        spare.append(item)
    }

    private func made(_ make: () -> Item, in container: View) -> Item {
        let item = make()
        // A view made here joins a container that exists and is not its descendant.
        try? container.addSubview(item)
        return item
    }
}
