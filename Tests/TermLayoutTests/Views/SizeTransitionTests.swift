import TermLayout
import TermLayoutTesting
import Testing

/// A root that records the transitions it is told of and animates them for a linear second
/// when `animated`.
@MainActor
private final class TransitionRoot: RootView {
    var transitions: [String] = []
    var animated = true
    var completions: [Bool] = []

    override func willTransition(_ transition: SizeTransition) {
        transitions.append("\(transition.previousSize) → \(transition.size)")
        guard animated else { return }
        transition.animate(
            duration: .seconds(1), curve: .linear, completion: { self.completions.append($0) })
    }
}

/// A status line across the top, and below it a sidebar box beside a main box from 30
/// columns; narrower, the sidebar waits hidden just off the left edge and the main box takes
/// the row.
@MainActor
private struct AdaptiveScene {
    let clock = SteppedClock()
    let root: TransitionRoot

    init(width: Int) throws {
        root = TransitionRoot(size: Size(width: width, height: 5))
        root.animationClock = clock
        let views = [
            "status": Box(identifier: "status"), "side": Box(identifier: "side", title: "side"),
            "main": Box(identifier: "main", title: "main"),
        ]
        for name in ["status", "side", "main"] { try root.addSubview(views[name]!) }
        // Hidden below 30 columns: sliding out, it shows until the end.
        views["side"]!.shownWhen = .width(30...)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: """
                    H:|[status]|;V:|[status(1)][side]|;V:[status][main]|;\
                    H:[side(8)][main]|;\
                    when width >= 30: side.leading == |.leading;\
                    when width < 30: side.trailing == |.leading
                    """, views: views))
        root.layoutIfNeeded()
    }

    var screen: String { appScreen(of: root).description }
}

@Suite("Size transitions: a resize across a threshold, told to the root and animated")
@MainActor
struct SizeTransitionTests {
    @Test(
        "the sidebar slides in across 30 columns and out again: t = 0, ½, 1 of a linear second",
        arguments: [(29, 30, "in"), (30, 29, "out")])
    func crossing(from: Int, to: Int, name: String) throws {
        let scene = try AdaptiveScene(width: from)
        scene.root.terminalSize = Size(width: to, height: 5)
        scene.root.layoutIfNeeded()
        #expect(scene.root.isAnimating)
        var screens: [String] = []
        for step in 0...2 {
            if step > 0 { scene.clock.advance(by: .milliseconds(500)) }
            screens.append("t = \(step * 500) ms\n\(scene.screen)")
        }
        expectSnapshot(screens.joined(separator: "\n"), named: "transition-slide-\(name)")
        #expect(scene.screen == (try AdaptiveScene(width: to)).screen, "a fresh layout's render")
        #expect(!scene.root.isAnimating)
        #expect(scene.root.completions == [true])
        #expect(scene.root.transitions == ["\(from)×5 → \(to)×5"])
    }

    @Test("what the resize alone moves is at its end at once; what the switch moves starts back")
    func onlyTheSwitchMoves() throws {
        let scene = try AdaptiveScene(width: 20)
        let status = scene.root.subviews[0]
        let side = scene.root.subviews[1]
        scene.root.terminalSize = Size(width: 40, height: 5)
        scene.root.layoutIfNeeded()
        #expect(status.presentationFrame == Rect(x: 0, y: 0, width: 40, height: 1))
        #expect(side.presentationFrame == Rect(x: -8, y: 1, width: 8, height: 4))
        #expect(side.frame == Rect(x: 0, y: 1, width: 8, height: 4))
        scene.root.terminalSize = Size(width: 20, height: 5)
        scene.root.layoutIfNeeded()
        #expect(
            side.isHidden && scene.screen.contains("┌─ s… ─┐"), "hidden, it shows until the end")
    }

    @Test(
        "a resize that crosses nothing, or the first layout, is no transition; unanimated, it shows at once"
    )
    func whenTold() throws {
        let scene = try AdaptiveScene(width: 40)
        scene.root.animated = false
        scene.root.terminalSize = Size(width: 35, height: 7)
        scene.root.layoutIfNeeded()
        #expect(scene.root.transitions.isEmpty)
        scene.root.terminalSize = Size(width: 25, height: 7)
        scene.root.layoutIfNeeded()
        #expect(scene.root.transitions == ["35×7 → 25×7"])
        #expect(!scene.root.isAnimating)
        let fresh = try AdaptiveScene(width: 25)
        fresh.root.terminalSize = Size(width: 25, height: 7)
        #expect(scene.screen == fresh.screen)
    }

    @Test("constraints activated in the pass of a resize make no transition of their own")
    func arrivals() throws {
        let scene = try AdaptiveScene(width: 40)
        let extra = View(identifier: "extra")
        try scene.root.addSubview(extra)
        scene.root.terminalSize = Size(width: 35, height: 5)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "when width >= 30: H:|[extra(5)]", views: ["extra": extra]))
        scene.root.layoutIfNeeded()
        #expect(scene.root.transitions.isEmpty)
        #expect(extra.frame.width == 5)
        scene.root.terminalSize = Size(width: 25, height: 5)
        scene.root.layoutIfNeeded()
        #expect(scene.root.transitions == ["35×5 → 25×5"])
    }

    @Test("a resize during a transition ends it at once, at the new size's layout")
    func resizedMeanwhile() throws {
        let scene = try AdaptiveScene(width: 29)
        scene.root.terminalSize = Size(width: 30, height: 5)
        scene.root.layoutIfNeeded()
        scene.clock.advance(by: .milliseconds(500))
        scene.root.terminalSize = Size(width: 31, height: 5)
        scene.root.layoutIfNeeded()
        #expect(scene.root.completions == [false])
        #expect(!scene.root.isAnimating)
        #expect(scene.screen == (try AdaptiveScene(width: 31)).screen)
    }
}
