import TermLayout
import TermLayoutTesting
import Testing

/// A 24×5 root with a sidebar box pinned to the left of a main box, on a stepped clock: the
/// sidebar's leading and width constants are what the animations change.
@MainActor
private struct SidebarScene {
    let clock = SteppedClock()
    let root = RootView(size: Size(width: 24, height: 5))
    let side = Box(identifier: "side", title: "side")
    let main = Box(identifier: "main", title: "main")
    let leading: LayoutConstraint
    let width: LayoutConstraint

    init(leading: Double = 0, width: Double = 8, sideHidden: Bool = false) throws {
        root.animationClock = clock
        try root.addSubview(side)
        try root.addSubview(main)
        side.isHidden = sideHidden
        self.leading = side.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: leading)
        self.width = side.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activate(
            [self.leading, self.width]
                + LayoutConstraint.constraints(
                    withVisualFormat: "H:[side][main]|; V:|[side]|; V:|[main]|",
                    views: ["side": side, "main": main]))
        root.layoutIfNeeded()
    }

    /// The screen as the app shows it now, as text.
    var screen: String { appScreen(of: root).description }
}

/// What an animation changes in the scene, from the state it starts in.
enum SidebarChange: String, Sendable, CaseIterable, CustomTestStringConvertible {
    /// The sidebar starts off the screen to the left and slides in.
    case slideIn = "slide-in"
    /// The sidebar narrows to nothing and is hidden: it shows until the end.
    case hide

    var testDescription: String { rawValue }

    @MainActor
    fileprivate func scene() throws -> SidebarScene {
        switch self {
        case .slideIn: try SidebarScene(leading: -8)
        case .hide: try SidebarScene()
        }
    }

    @MainActor
    fileprivate func make(in scene: SidebarScene) {
        switch self {
        case .slideIn: scene.leading.constant = 0
        case .hide:
            scene.width.constant = 0
            scene.side.isHidden = true
        }
    }

    /// The same end state, laid out without an animation.
    @MainActor
    fileprivate func endScene() throws -> SidebarScene {
        switch self {
        case .slideIn: try SidebarScene()
        case .hide: try SidebarScene(width: 0, sideHidden: true)
        }
    }
}

/// A view that places its one subview by hand, at its right edge, as a list places its rows.
private final class RightAligning: View {
    let child = View(identifier: "child")

    init() {
        super.init(identifier: "aligning")
        try! addSubview(child)
    }

    override func layoutSubviews() {
        child.frame = Rect(x: bounds.width - 2, y: 0, width: 2, height: 1)
    }
}

@Suite("Animations, stepped on a clock")
@MainActor
struct AnimationTests {
    @Test("the screen at 0, ¼, ½, ¾ and all of a linear second", arguments: SidebarChange.allCases)
    func steps(_ change: SidebarChange) throws {
        let scene = try change.scene()
        scene.root.animate(duration: .seconds(1), curve: .linear) { change.make(in: scene) }
        var screens: [String] = []
        for step in 0...4 {
            if step > 0 { scene.clock.advance(by: .milliseconds(250)) }
            screens.append("t = \(step * 250) ms\n\(scene.screen)")
        }
        expectSnapshot(screens.joined(separator: "\n"), named: "animation-\(change.rawValue)")
        #expect(scene.screen == (try change.endScene()).screen, "the end is the layout's own")
        #expect(!scene.root.isAnimating)
    }

    @Test("frame is the end at once; presentationFrame moves to it")
    func modelAndPresentation() throws {
        let scene = try SidebarScene(leading: -8)
        scene.root.animate(duration: .seconds(1), curve: .linear) { scene.leading.constant = 0 }
        #expect(scene.side.frame == Rect(x: 0, y: 0, width: 8, height: 5))
        #expect(scene.side.presentationFrame == Rect(x: -8, y: 0, width: 8, height: 5))
        scene.clock.advance(by: .milliseconds(500))
        scene.root.layoutIfNeeded()
        #expect(scene.side.presentationFrame == Rect(x: -4, y: 0, width: 8, height: 5))
        #expect(scene.main.presentationFrame == Rect(x: 4, y: 0, width: 20, height: 5))
    }

    @Test("a new animation starts where the running one has got to, which completes with false")
    func interruption() throws {
        let scene = try SidebarScene(leading: -8)
        var completions: [String] = []
        scene.root.animate(duration: .seconds(1), curve: .linear) {
            scene.leading.constant = 0
        } completion: {
            completions.append("in \($0)")
        }
        scene.clock.advance(by: .milliseconds(500))
        scene.root.layoutIfNeeded()
        let halfWay = scene.side.presentationFrame
        scene.root.animate(duration: .seconds(1), curve: .linear) {
            scene.leading.constant = -8
        } completion: {
            completions.append("out \($0)")
        }
        #expect(completions == ["in false"])
        #expect(scene.side.presentationFrame == halfWay)
        scene.clock.advance(by: .milliseconds(500))
        scene.root.layoutIfNeeded()
        #expect(scene.side.presentationFrame == Rect(x: -6, y: 0, width: 8, height: 5))
        scene.clock.advance(by: .milliseconds(500))
        #expect(scene.screen == (try SidebarScene(leading: -8)).screen)
        #expect(completions == ["in false", "out true"])
    }

    @Test("a frame the changes set moves; one layoutSubviews() sets is there at once")
    func placedByHand() throws {
        let clock = SteppedClock()
        let root = RootView(size: Size(width: 20, height: 4))
        root.animationClock = clock
        let free = View(identifier: "free")
        let aligning = RightAligning()
        try root.addSubview(free)
        try root.addSubview(aligning)
        let width = aligning.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([width])
        root.layoutIfNeeded()
        root.animate(duration: .seconds(1), curve: .linear) {
            free.frame = Rect(x: 10, y: 2, width: 4, height: 2)
            width.constant = 20
        }
        clock.advance(by: .milliseconds(500))
        root.layoutIfNeeded()
        #expect(free.presentationFrame == Rect(x: 5, y: 1, width: 2, height: 1))
        #expect(aligning.presentationFrame.width == 15)
        #expect(aligning.child.presentationFrame == Rect(x: 18, y: 0, width: 2, height: 1))
    }

    @Test("a zero duration changes at once and completes")
    func immediate() throws {
        let scene = try SidebarScene(leading: -8)
        var finished: Bool?
        scene.root.animate(duration: .zero) {
            scene.leading.constant = 0
        } completion: {
            finished = $0
        }
        #expect(finished == true)
        #expect(!scene.root.isAnimating)
        #expect(scene.side.presentationFrame == scene.side.frame)
        #expect(scene.screen == (try SidebarScene()).screen)
    }

    @Test("a resize ends the animation at once, at the new layout")
    func resize() throws {
        let scene = try SidebarScene(leading: -8)
        var finished: Bool?
        scene.root.animate(duration: .seconds(1)) {
            scene.leading.constant = 0
        } completion: {
            finished = $0
        }
        scene.root.terminalSize = Size(width: 30, height: 5)
        #expect(finished == false)
        #expect(!scene.root.isAnimating)
        let resized = try SidebarScene()
        resized.root.terminalSize = Size(width: 30, height: 5)
        #expect(scene.screen == resized.screen)
    }

    @Test("the ticker asks for frames while it runs and ends the animation without a run loop")
    func ticker() async throws {
        let scene = try SidebarScene(leading: -8)
        var requests = 0
        scene.root.frameRequestHandler = { requests += 1 }
        var finished: Bool?
        scene.root.animate(duration: .milliseconds(100)) {
            scene.leading.constant = 0
        } completion: {
            finished = $0
        }
        while scene.clock.sleepers == 0 { await Task.yield() }
        let before = requests
        scene.clock.advance(by: .milliseconds(16))
        while requests == before { await Task.yield() }
        // The ticker sleeps again, its deadline read from the clock, before the clock moves on.
        while scene.clock.sleepers == 0 { await Task.yield() }
        scene.clock.advance(by: .milliseconds(100))
        while scene.root.isAnimating { await Task.yield() }
        #expect(finished == true)
        #expect(scene.clock.sleepers == 0, "no timer is left once it ends")
        let after = requests
        scene.clock.advance(by: .seconds(1))
        for _ in 0..<10 { await Task.yield() }
        #expect(requests == after, "an idle root asks for no frames")
    }

    @Test(
        "curves run from 0 to 1",
        arguments: [
            (AnimationCurve.linear, [0, 0.25, 0.5, 0.75, 1]),
            (.easeIn, [0, 0.015625, 0.125, 0.421875, 1]),
            (.easeOut, [0, 0.578125, 0.875, 0.984375, 1]),
            (.easeInOut, [0, 0.0625, 0.5, 0.9375, 1]),
        ])
    func curves(_ curve: AnimationCurve, _ expected: [Double]) {
        #expect([0, 0.25, 0.5, 0.75, 1].map { curve.progress(at: $0) } == expected)
    }
}
