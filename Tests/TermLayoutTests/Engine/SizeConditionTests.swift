import Foundation
import TermLayoutTesting
import Testing

@testable import TermLayout

/// A sidebar beside the content from 80 columns, above it below 80, and a badge shown only
/// from 10 rows: the layout an app switches at a threshold.
@MainActor
private func sidebarScene(_ size: Size) throws -> (
    RootView, wide: [LayoutConstraint], narrow: [LayoutConstraint]
) {
    var scene = Scene(size: size, ["sidebar", "content"])
    try scene.add(View(identifier: "badge"), named: "badge")
    let views = scene.views
    let formats = { (format: String) in
        try LayoutConstraint.constraints(withVisualFormat: format, views: views)
    }
    let wide = try formats("H:|[sidebar(20)][content]|;V:|[sidebar]|;V:|[content]|")
    let narrow = try formats("V:|[sidebar(3)][content]|;H:|[sidebar]|;H:|[content]|")
    for constraint in wide { constraint.condition = .width(80...) }
    for constraint in narrow { constraint.condition = .width(..<80) }
    let badge = try formats("H:[badge(5)]|;V:|[badge(1)]")
    scene["badge"].shownWhen = .height(10...)
    try LayoutConstraint.activate(wide + narrow + badge)
    return (scene.screen, wide, narrow)
}

/// Which of the constraints of `root`'s tree are in its solver.
@MainActor
private func inSolver(_ root: RootView, _ constraints: [LayoutConstraint]) -> [Bool] {
    constraints.map(\.isInLayout)
}

@Suite("Size conditions")
@MainActor
struct SizeConditionTests {
    @Test(
        "a condition prints in the canonical form of the string languages",
        arguments: [
            (SizeCondition.width(..<80), "width < 80"),
            (.width(80...), "width >= 80"),
            (.width(40..<80), "width >= 40 and width < 80"),
            (.width(...79), "width < 80"),
            (.height(3...3), "height == 3"),
            (.width(..<80).and(.height(10...)), "width < 80 and height >= 10"),
            (.width(..<80).and(.width(40...)), "width >= 40 and width < 80"),
            (.width(0...), "width >= 0"),
            (.width(0...).and(.height(...Int.max)), "width >= 0"),
        ])
    func description(_ condition: SizeCondition, _ expected: String) {
        #expect(condition.description == expected)
    }

    @Test(
        "a condition no size satisfies is known as such",
        arguments: [
            (SizeCondition.width(..<0), false), (.width(..<(-5)), false),
            (.width(5...).and(.width(..<3)), false), (.height(0...0), true),
            (.width(..<Int.min), false), (.width(3..<4), true),
        ])
    func satisfiable(_ condition: SizeCondition, _ expected: Bool) {
        #expect(condition.isSatisfiable == expected)
    }

    @Test("a view's size prints under its identifier")
    func viewDescription() {
        let sidebar = View(identifier: "sidebar")
        let condition = SizeCondition.size(of: sidebar, width: ..<30)
            .and(.size(of: sidebar, height: 10...))
        #expect(condition.description == "sidebar.width < 30 and sidebar.height >= 10")
        #expect(condition != .size(of: View(identifier: "sidebar"), width: ..<30))
    }

    @Test(
        "the constraints and views whose condition holds take part, at each size",
        arguments: [
            (Size(width: 100, height: 20), true, "0,0 20×20", "20,0 80×20", false),
            (Size(width: 80, height: 20), true, "0,0 20×20", "20,0 60×20", false),
            (Size(width: 79, height: 20), false, "0,0 79×3", "0,3 79×17", false),
            (Size(width: 79, height: 9), false, "0,0 79×3", "0,3 79×6", true),
            (Size(width: 120, height: 10), true, "0,0 20×10", "20,0 100×10", false),
        ])
    func behaviour(size: Size, wide: Bool, sidebar: String, content: String, badgeHidden: Bool)
        throws
    {
        for start in [size, Size(width: 1, height: 1), Size(width: 200, height: 60)] {
            let (root, wideSet, narrowSet) = try sidebarScene(start)
            root.layoutIfNeeded()
            root.terminalSize = size
            root.layoutIfNeeded()
            #expect(inSolver(root, wideSet) == wideSet.map { _ in wide }, "from \(start)")
            #expect(inSolver(root, narrowSet) == narrowSet.map { _ in !wide }, "from \(start)")
            let frames = frameList(root)
            #expect(frames.contains("sidebar \(sidebar)"), "from \(start): \(frames)")
            #expect(frames.contains("content \(content)"), "from \(start): \(frames)")
            #expect(root.subviews[2].isHidden == badgeHidden, "from \(start)")
            #expect(wideSet.allSatisfy(\.isActive) && narrowSet.allSatisfy(\.isActive))
        }
    }

    /// Walks every size from 1×1 to 200×60, row by row, so the thresholds are crossed both
    /// ways many times: at each, exactly the constraints whose condition holds are in the
    /// solver, and the frames are a fresh layout's (with `TERMLAYOUT_SWEEP=full`; otherwise
    /// around the threshold and at every fifth width and third height, to keep a debug run quick).
    @Test("from 1×1 to 200×60 the active set and the frames are a fresh layout's")
    func sweep() throws {
        let (root, wide, narrow) = try sidebarScene(Size(width: 1, height: 1))
        let full = ProcessInfo.processInfo.environment["TERMLAYOUT_SWEEP"] == "full"
        var mismatches: [String] = []
        for size in sweepSizes(widths: 1...200, heights: 1...60) {
            root.terminalSize = size
            root.layoutIfNeeded()
            let holds = size.width >= 80
            if inSolver(root, wide + narrow) != wide.map({ _ in holds })
                + narrow.map({ _ in !holds })
            {
                mismatches.append("\(size): the wrong constraints are in the solver")
            }
            guard
                full || (78...81).contains(size.width)
                    || size.width % 5 == 1 && size.height % 3 == 1
            else { continue }
            let (fresh, _, _) = try sidebarScene(size)
            fresh.layoutIfNeeded()
            if frameList(root) != frameList(fresh)
                || root.subviews[2].isHidden != fresh.subviews[2].isHidden
            {
                mismatches.append("\(size): \(frameList(root)) but fresh \(frameList(fresh))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("a condition on a view's size switches in the same pass, after the solve that sizes it")
    func viewSubject() throws {
        let scene = Scene(size: Size(width: 100, height: 10), ["content", "detail"])
        let content = scene["content"]
        try scene.layOut("H:|-(>=0)-[content(<=60@1000)]|;H:[content(==60@500)];V:|[content]|")
        let detail = try LayoutConstraint.constraints(
            withVisualFormat: "H:[detail(10)]|;V:|[detail(1)]", views: scene.views)
        for constraint in detail { constraint.condition = .size(of: content, width: 30...) }
        scene["detail"].shownWhen = .size(of: content, width: 30...)
        try LayoutConstraint.activate(detail)
        let root = scene.screen
        for (width, shown) in [(100, true), (20, false), (50, true), (29, false), (30, true)] {
            root.terminalSize = Size(width: width, height: 10)
            root.layoutIfNeeded()
            #expect(inSolver(root, detail) == detail.map { _ in shown }, "at \(width)")
            #expect(scene["detail"].isHidden == !shown, "at \(width)")
        }
    }

    @Test("conditions that undo themselves stop after a few solves, and the log says which")
    func oscillation() throws {
        let scene = Scene(size: Size(width: 40, height: 5), ["box"])
        let box = scene["box"]
        try scene.layOut("H:|[box(20@500)];V:|[box]|")
        let log = CapturedLog(scene.screen)
        let shrink = box.widthAnchor.constraint(equalToConstant: 5)
        shrink.condition = .size(of: box, width: 10...)
        try shrink.activate()
        scene.screen.layoutIfNeeded()
        #expect(
            log.lines == [
                """
                size conditions kept switching for 4 solves; each switch changes the size it \
                depends on:
                  when box.width >= 10: box.width == 5
                """
            ])
        #expect(shrink.isActive)
    }

    @Test("the layout trace marks the constraints a condition keeps out, and the hidden views")
    func trace() throws {
        let (root, _, _) = try sidebarScene(Size(width: 90, height: 5))
        root.layoutIfNeeded()
        let trace = root.layoutTrace.split(separator: "\n").map(String.init)
        #expect(trace.contains("    | when width >= 80: sidebar.width == 20"))
        #expect(
            trace.contains(
                "    | when width < 80: sidebar.height == 3  (out: its condition does not hold)"))
        #expect(trace.contains("  badge 85,0 5×1, hidden"))
    }

    @Test("a constraint that conflicts once its condition holds is deactivated and logged")
    func conflictWhenHolding() throws {
        let scene = Scene(size: Size(width: 50, height: 5), ["box"])
        let root = try scene.layOut("H:|[box(20)];V:|[box]|")
        let log = CapturedLog(root)
        let narrow = scene["box"].widthAnchor.constraint(equalToConstant: 5)
        narrow.condition = .width(..<40)
        try narrow.activate()
        root.layoutIfNeeded()
        #expect(narrow.isActive && log.lines.isEmpty)
        root.terminalSize = Size(width: 30, height: 5)
        root.layoutIfNeeded()
        #expect(!narrow.isActive)
        #expect(
            log.lines.first?.hasPrefix(
                "Not installed, it conflicts: when width < 40: box.width == 5") == true)
        #expect(scene["box"].frame.width == 20)
    }

    @Test("a condition set or cleared on an active constraint takes effect at the next layout")
    func changingCondition() throws {
        let scene = Scene(size: Size(width: 50, height: 5), ["box"])
        let root = try scene.layOut("H:|[box(20@500)];V:|[box]|")
        let narrow = scene["box"].widthAnchor.constraint(equalToConstant: 5)
        try narrow.activate()
        narrow.condition = .width(..<40)
        root.layoutIfNeeded()
        #expect(scene["box"].frame.width == 20)
        narrow.condition = .width(..<60)
        root.layoutIfNeeded()
        #expect(scene["box"].frame.width == 5)
        narrow.condition = nil
        root.terminalSize = Size(width: 100, height: 5)
        root.layoutIfNeeded()
        #expect(scene["box"].frame.width == 5)
        narrow.deactivate()
        root.layoutIfNeeded()
        #expect(scene["box"].frame.width == 20)
        #expect(root.engine.conditionalConstraints.isEmpty)
    }
}
