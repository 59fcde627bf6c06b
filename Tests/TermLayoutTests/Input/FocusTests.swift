import TermLayout
import Testing

/// A view that takes the focus and counts how often it was drawn.
final class Focusable: View {
    var draws = 0
    override var canBecomeFocused: Bool { true }
    override func draw(in canvas: any Canvas) { draws += 1 }
}

/// A root 20×3 with focusable `a`, `b` and `c` in a row and a plain `label` between a and b.
@MainActor
func focusRow() throws -> (root: RootView, views: [String: View]) {
    let root = RootView(size: Size(width: 20, height: 3))
    var views: [String: View] = [:]
    for name in ["a", "label", "b", "c"] {
        let view = name == "label" ? View(identifier: name) : Focusable(identifier: name)
        try root.addSubview(view)
        views[name] = view
    }
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat:
                "H:|[a(4)][label(4)][b(4)][c(4)];V:|[a(1)];V:|[label(1)];V:|[b(1)];V:|[c(1)]",
            views: views))
    root.layoutIfNeeded()
    return (root, views)
}

@Suite("Tab and Shift-Tab move the focus")
@MainActor
struct FocusTests {
    @Test(
        "through the views that can take it, in drawing order, wrapping round",
        arguments: [
            ([Key.tab], "a"), ([.tab, .tab], "b"), ([.tab, .tab, .tab, .tab], "a"),
            ([.backTab], "c"), ([.tab, .backTab, .backTab], "b"),
        ])
    func cycle(keys: [Key], focused: String) throws {
        let (root, _) = try focusRow()
        for key in keys { #expect(root.dispatchKey(key)) }
        #expect(root.focusedView?.identifier == focused)
    }

    @Test("hidden views, and views clipped away, are passed over")
    func skipsWhatDoesNotShow() throws {
        let (root, views) = try focusRow()
        views["b"]!.isHidden = true
        root.terminalSize = Size(width: 10, height: 3)  // c, at column 12, is off the screen
        root.layoutIfNeeded()
        #expect(root.dispatchKey(.tab) && root.focusedView === views["a"])
        #expect(!root.dispatchKey(.tab), "a is the only one left: the focus stays")
        #expect(root.focusedView === views["a"])
    }

    @Test("a view that takes Tab itself keeps it from moving the focus")
    func viewTakesTab() throws {
        final class TabEater: View {
            override var canBecomeFocused: Bool { true }
            override func handleKey(_ key: Key) -> Bool { key == .tab }
        }
        let root = RootView(size: Size(width: 10, height: 2))
        let eater = TabEater(identifier: "eater")
        let other = Focusable(identifier: "other")
        try root.addSubview(eater)
        try root.addSubview(other)
        eater.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        other.frame = Rect(x: 5, y: 0, width: 5, height: 1)
        root.layoutIfNeeded()
        root.focusedView = eater
        #expect(root.dispatchKey(.tab))
        #expect(root.focusedView === eater)
    }

    @Test("the views losing and gaining the focus are drawn again, subviews too, and know it")
    func focusRedraws() throws {
        let (root, views) = try focusRow()
        let a = views["a"] as! Focusable
        let b = views["b"] as! Focusable
        let screen = Screen(size: root.terminalSize)
        screen.render(root)
        root.focusedView = a
        #expect(a.needsDisplay && !b.needsDisplay && a.isFocused && !b.isFocused)
        screen.render(root)
        root.dispatchKey(.tab)
        #expect(a.needsDisplay && b.needsDisplay && b.isFocused && !a.isFocused)
    }
}
