/// A command in a menu, as UIKit's `UICommand`: a title, the key that runs it from anywhere
/// (shown beside the title), and what it does. A disabled item shows dimmed and cannot run.
@MainActor
public struct MenuItem {
    /// What the item says; empty for a separator.
    public var title: String
    /// The key that runs the item while its menu is closed (`.control("s")`); nil for none.
    public var keyEquivalent: Key?
    /// Whether the item can run.
    public var isEnabled: Bool
    /// What it does, after its menu has closed.
    public var action: @MainActor () -> Void

    /// An item saying `title`, run by a click, Enter, or `keyEquivalent`.
    public init(
        _ title: String, keyEquivalent: Key? = nil, isEnabled: Bool = true,
        action: @escaping @MainActor () -> Void = {}
    ) {
        self.title = title
        self.keyEquivalent = keyEquivalent
        self.isEnabled = isEnabled
        self.action = action
    }

    /// A line between groups of items.
    public static var separator: MenuItem { MenuItem("", isEnabled: false) }

    /// Whether the item is a separator.
    public var isSeparator: Bool { title.isEmpty }
}

/// A titled list of items: one of a `MenuBar`'s drop-down menus, or a pop-up menu on its own.
@MainActor
public struct Menu {
    /// The title in the menu bar.
    public var title: String
    /// The items, top first.
    public var items: [MenuItem]

    /// A menu titled `title` with `items`.
    public init(_ title: String, items: [MenuItem]) {
        self.title = title
        self.items = items
    }

    /// Shows the menu as a pop-up with its top-left corner at `point` (moved as little as
    /// keeps it on the screen), modal until an item runs, Esc, or a click outside it.
    @discardableResult
    public func popUp(in root: RootView, at point: Point) -> MenuPopup {
        let popup = MenuPopup(menu: self)
        // A new view is never the root nor its ancestor: presenting it cannot fail.
        try! root.present(popup, placement: .at(point))
        return popup
    }
}
