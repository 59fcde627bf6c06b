import TermLayout
import Testing

/// A layout pass walks the tree as a list the engine makes once and keeps until the tree
/// changes: each change to the tree after a pass must reach the next one, and the list must
/// keep no view alive, nor the root that owns the engine.
@Suite("The engine's list of the tree")
@MainActor
struct TreeOrderTests {
    /// A change to a tree laid out once at 20×4 (`a` and `b` side by side, `inner` filling
    /// `a`), made before a resize to 30×5: a pass that walked the tree as it was would leave a
    /// view added out, place a removed one, place a moved one in its old superview, and lay
    /// out siblings in their old order.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case addedToRoot, addedToSubview, removed, movedToOtherSuperview, broughtToFront

        var testDescription: String { rawValue }

        /// The frames after the pass, `name x,y w×h`, and the order `layoutSubviews()` ran in.
        var expected: (frames: [String], layouts: [String]) {
            switch self {
            case .addedToRoot:
                (
                    ["a 0,0 15×5", "b 15,0 15×5", "inner 0,0 15×5", "late 0,4 30×1"],
                    ["a", "inner", "b", "late"]
                )
            case .addedToSubview:
                (
                    ["a 0,0 15×5", "b 15,0 15×5", "inner 0,0 15×5", "late 0,4 15×1"],
                    ["a", "inner", "b", "late"]
                )
            case .removed:
                (["a 0,0 15×5", "b 15,0 15×5", "inner 0,0 10×4"], ["a", "b"])
            case .movedToOtherSuperview:
                (["a 0,0 15×5", "b 15,0 15×5", "inner 0,0 15×5"], ["a", "b", "inner"])
            case .broughtToFront:
                (["a 0,0 15×5", "b 15,0 15×5", "inner 0,0 15×5"], ["b", "a", "inner"])
            }
        }
    }

    /// A view that notes each `layoutSubviews()` in a shared list.
    final class Recording: View {
        var notes: (String) -> Void = { _ in }

        override func layoutSubviews() { notes(identifier ?? "?") }
    }

    @Test("a change to the tree after a layout pass reaches the next", arguments: Change.allCases)
    func changeReachesNextPass(_ change: Change) throws {
        let root = RootView(size: Size(width: 20, height: 4))
        var layouts: [String] = []
        let views = ["a", "b", "inner", "late"].map { name in
            let view = Recording(identifier: name)
            view.notes = { layouts.append($0) }
            return view
        }
        let (a, b, inner, late) = (views[0], views[1], views[2], views[3])
        try root.addSubview(a)
        try root.addSubview(b)
        try a.addSubview(inner)
        let fill = "H:|[view]|;V:|[view]|"
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[a][b(==a)]|;V:|[a]|;V:|[b]|", views: ["a": a, "b": b])
                + LayoutConstraint.constraints(withVisualFormat: fill, views: ["view": inner]))
        root.layoutIfNeeded()
        switch change {
        case .addedToRoot, .addedToSubview:
            try (change == .addedToRoot ? root : b).addSubview(late)
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(
                    withVisualFormat: "H:|[late]|;V:[late(1)]|", views: ["late": late]))
        case .removed: inner.removeFromSuperview()
        case .movedToOtherSuperview:
            try b.addSubview(inner)
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(withVisualFormat: fill, views: ["view": inner]))
        case .broughtToFront: root.bringSubviewToFront(a)
        }
        root.terminalSize = Size(width: 30, height: 5)
        layouts = []
        root.layoutIfNeeded()
        let names = ["a", "b", "inner"] + (late.superview == nil ? [] : ["late"])
        let named = Dictionary(uniqueKeysWithValues: views.map { ($0.identifier!, $0 as View) })
        #expect(frames(named, names) == change.expected.frames)
        #expect(layouts == change.expected.layouts)
    }

    @Test("a view that leaves the tree and a dropped root are freed at once")
    func listKeepsNothingAlive() throws {
        weak var freedRoot: RootView?
        weak var freedView: View?
        var root: RootView? = RootView(size: Size(width: 10, height: 3))
        try {
            let kept = View(identifier: "kept")
            let removed = View(identifier: "removed")
            try root?.addSubview(kept)
            try kept.addSubview(removed)
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(
                    withVisualFormat: "H:|[kept]|;V:|[kept]|", views: ["kept": kept]))
            root?.layoutIfNeeded()
            removed.removeFromSuperview()
            freedView = removed
        }()
        #expect(freedView == nil)
        freedRoot = root
        root = nil
        #expect(freedRoot == nil)
    }
}
