import TermLayout
import Testing

/// A view that handles the keys it is given and notes every key offered to it.
final class Listening: View {
    let handles: Set<Key>
    var offered: [Key] = []

    init(_ identifier: String, handles: Set<Key> = []) {
        self.handles = handles
        super.init(identifier: identifier)
    }

    override func handleKey(_ key: Key) -> Bool {
        offered.append(key)
        return handles.contains(key)
    }
}

/// A root that handles `q`, a `panel` that handles `tab`, and a `field` in it handling `a`.
@MainActor
final class KeyTree {
    let root = ListeningRoot()
    let panel = Listening("panel", handles: [.tab])
    let field = Listening("field", handles: [.character("a")])

    init() {
        try! root.addSubview(panel)
        try! panel.addSubview(field)
        root.focusedView = field
    }

    final class ListeningRoot: RootView {
        var offered: [Key] = []
        init() { super.init(size: Size(width: 10, height: 5)) }
        override func handleKey(_ key: Key) -> Bool {
            offered.append(key)
            return key == .character("q")
        }
    }

    /// Who was offered the key, in order.
    var chain: [String] {
        [("field", field.offered), ("panel", panel.offered), ("root", root.offered)]
            .filter { !$0.1.isEmpty }.map(\.0)
    }
}

@Suite("Keys go to the focused view, then up to the root")
@MainActor
struct KeyDispatchTests {
    @Test(
        "each key stops at the first view that handles it",
        arguments: [
            (Key.character("a"), true, ["field"]),
            (.tab, true, ["field", "panel"]),
            (.character("q"), true, ["field", "panel", "root"]),
            (.function(5), false, ["field", "panel", "root"]),
        ])
    func chain(key: Key, handled: Bool, offeredTo: [String]) {
        let tree = KeyTree()
        #expect(tree.root.dispatchKey(key) == handled)
        #expect(tree.chain == offeredTo)
    }

    @Test("without a focused view in the tree, or with it hidden, keys go to the root alone")
    func noFocus() throws {
        let removed = KeyTree()
        removed.field.removeFromSuperview()
        #expect(removed.root.dispatchKey(.tab) == false)
        #expect(removed.chain == ["root"])
        let hidden = KeyTree()
        hidden.field.isHidden = true
        #expect(hidden.root.dispatchKey(.character("q")))
        #expect(hidden.chain == ["root"])
    }

    @Test("keys describe themselves as a key bar would name them")
    func descriptions() {
        let keys: [Key] = [.character("x"), .character(" "), .control("q"), .function(10), .pageUp]
        #expect(keys.map(\.description) == ["x", "space", "ctrl-q", "F10", "page-up"])
    }
}
