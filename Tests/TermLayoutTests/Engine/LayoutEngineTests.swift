import TermLayout
import Testing

/// A root of the given size with named subviews, laid out by `formats`.
@MainActor
func layout(
    _ formats: String, size: Size, border: EdgeInsets = .zero, views names: [String]
) throws -> (RootView, [String: View]) {
    let scene = Scene(size: size, border: border, names)
    return (try scene.layOut(formats), scene.views)
}

/// A root of the given size with a `panel` filling it and a `label` in the panel placed by
/// `labelFormat` (VFL, relative to the panel), laid out.
@MainActor
func panelWithLabel(_ labelFormat: String, size: Size, border: EdgeInsets = .zero) throws -> (
    root: RootView, panel: View, label: View
) {
    var scene = Scene(size: size, border: border, ["panel"])
    try scene.add(View(identifier: "label"), named: "label", in: "panel")
    let root = try scene.layOut("H:|[panel]|;V:|[panel]|;" + labelFormat)
    return (root, scene["panel"], scene["label"])
}

/// What a root sends to its log sink, one report an entry.
@MainActor
final class CapturedLog {
    var lines: [String] = []

    init(_ root: RootView) {
        root.log = { [unowned self] in lines.append($0) }
    }
}

/// Frames written `name x,y w×h`, one view a line, in the given order.
@MainActor
func frames(_ views: [String: View], _ names: [String]) -> [String] {
    names.map { "\($0) \(views[$0]!.frame)" }
}

@Suite("The layout engine")
@MainActor
struct LayoutEngineTests {
    @Test("a VFL row fills the terminal and follows a resize")
    func rowFollowsResize() throws {
        let (root, views) = try layout(
            "H:|-[a]-[b(==a)]-|;V:|[a]|;V:|[b]|", size: Size(width: 21, height: 5),
            views: ["a", "b"])
        #expect(frames(views, ["a", "b"]) == ["a 1,0 9×5", "b 11,0 9×5"])
        root.terminalSize = Size(width: 41, height: 3)
        root.layoutIfNeeded()
        #expect(frames(views, ["a", "b"]) == ["a 1,0 19×3", "b 21,0 19×3"])
    }

    /// The engine notes the views a solve squeezed below 0, and names each size floor by its
    /// view; both hold the view weakly, so a view that leaves the tree is not kept alive until
    /// the next solve, nor the root by its own engine.
    @Test("a squeezed view that leaves the tree is freed at once, not kept by the engine")
    func squeezedViewIsFreed() throws {
        let root = RootView(size: Size(width: 10, height: 3))
        root.log = { _ in }
        weak var freedBox: View?
        try {
            let box = View(identifier: "box")
            try root.addSubview(box)
            try LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: -2)])
            root.layoutIfNeeded()
            #expect(root.layoutShortage?.lostFloors == ["box's width >= 0"])
            box.removeFromSuperview()
            freedBox = box
        }()
        #expect(freedBox == nil)
    }

    @Test("edges equal in the solver share a cell edge: no gap, no overlap")
    func roundingKeepsNeighboursTogether() throws {
        let (_, views) = try layout(
            "H:|[a][b(==a)][c(==a)]|;V:|[a(1)]", size: Size(width: 10, height: 1),
            views: ["a", "b", "c"])
        let a = views["a"]!.frame
        let b = views["b"]!.frame
        let c = views["c"]!.frame
        #expect(a.maxX == b.minX && b.maxX == c.minX && c.maxX == 10)
        #expect(a.minX == 0)
    }

    @Test("pinned with <| and |>, a view follows the unsafe border; pinned with | it does not")
    func safeAreaFollowsBorder() throws {
        let (root, views) = try layout(
            "V:|>[safe]<|;V:|[full]|;H:|[safe]|;H:|[full]|", size: Size(width: 10, height: 10),
            border: EdgeInsets(top: 1, bottom: 2), views: ["safe", "full"])
        #expect(frames(views, ["safe", "full"]) == ["safe 0,1 10×7", "full 0,0 10×10"])
        root.unsafeBorder = EdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(frames(views, ["safe", "full"]) == ["safe 0,3 10×7", "full 0,0 10×10"])
        #expect(root.safeAreaInsets == EdgeInsets(top: 3))
        #expect(views["full"]!.safeAreaInsets == EdgeInsets(top: 3))
        #expect(views["safe"]!.safeAreaInsets == .zero)
    }

    @Test("a nested view pinned to its container's safe area follows a live border change")
    func nestedSafeArea() throws {
        let (root, panel, label) = try panelWithLabel(
            "V:|>[label(2)];H:|-[label]-|", size: Size(width: 20, height: 10),
            border: EdgeInsets(top: 1))
        #expect(panel.safeAreaInsets == EdgeInsets(top: 1))
        #expect(label.frame == Rect(x: 1, y: 1, width: 18, height: 2))
        root.unsafeBorder = EdgeInsets(top: 4)
        root.layoutIfNeeded()
        #expect(panel.safeAreaInsets == EdgeInsets(top: 4))
        #expect(label.frame == Rect(x: 1, y: 4, width: 18, height: 2))
    }

    @Test("changing a constant moves the layout without re-adding the constraint")
    func constantInPlace() throws {
        let (root, views) = try layout(
            "H:|-[a(4)];V:|[a(1)]", size: Size(width: 20, height: 3), views: ["a"])
        let gap = root.constraints.first { $0.firstAttribute == .leading }!
        gap.constant = 7
        root.layoutIfNeeded()
        #expect(views["a"]!.frame == Rect(x: 7, y: 0, width: 4, height: 1))
        #expect(gap.isActive)
    }

    @Test(
        "a constant that is not a number deactivates its constraint, says so, and layout goes on",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteConstant(constant: Double) throws {
        let (root, views) = try layout(
            "H:|-[a(4)];V:|[a(1)]", size: Size(width: 20, height: 3), views: ["a"])
        let log = CapturedLog(root)
        let gap = root.constraints.first { $0.firstAttribute == .leading }!
        gap.constant = constant
        root.layoutIfNeeded()
        #expect(!gap.isActive)
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.hasPrefix("Deactivated") == true)
        #expect(views["a"]!.frame.size == Size(width: 4, height: 1))
    }

    @Test("a conflicting constraint stays inactive and the log names it and its conflicts")
    func conflictIsLogged() throws {
        let (root, views) = try layout(
            "H:|[a(4)]", size: Size(width: 20, height: 3), views: ["a"])
        let log = CapturedLog(root)
        let conflicting = views["a"]!.widthAnchor.constraint(equalToConstant: 6)
        try conflicting.activate()
        root.layoutIfNeeded()
        #expect(!conflicting.isActive)
        #expect(views["a"]!.frame.width == 4)
        #expect(
            log.lines == [
                "Not installed, it conflicts: a.width == 6\nit conflicts with:\n  a.width == 4"
            ])
    }

    @Test("safeAreaInsetsDidChange is called exactly when the insets change")
    func insetCallbacks() throws {
        final class Counting: View {
            var calls = 0
            override func safeAreaInsetsDidChange() { calls += 1 }
        }
        let root = RootView(size: Size(width: 10, height: 10))
        let view = Counting(identifier: "v")
        try root.addSubview(view)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|[v]|;V:|[v]|", views: ["v": view]))
        root.layoutIfNeeded()
        #expect(view.calls == 0)
        root.unsafeBorder = EdgeInsets(top: 2)
        root.layoutIfNeeded()
        #expect(view.calls == 1)
        root.terminalSize = Size(width: 12, height: 12)
        root.layoutIfNeeded()
        #expect(view.calls == 1)
        view.additionalSafeAreaInsets = EdgeInsets(left: 1)
        root.layoutIfNeeded()
        #expect(view.calls == 2)
        #expect(view.safeAreaInsets == EdgeInsets(top: 2, left: 1))
    }

    @Test("after a resize only views whose frame changed are laid out and drawn again")
    func onlyChangedViewsRedraw() throws {
        final class Counting: View {
            var layouts = 0
            var draws = 0
            override func layoutSubviews() { layouts += 1 }
            override func draw(in canvas: any Canvas) { draws += 1 }
        }
        let root = RootView(size: Size(width: 20, height: 3))
        let fixed = Counting(identifier: "fixed")
        let stretched = Counting(identifier: "stretched")
        try root.addSubview(fixed)
        try root.addSubview(stretched)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[fixed(5)][stretched]|;V:|[fixed(1)];V:|[stretched(1)]",
                views: ["fixed": fixed, "stretched": stretched]))
        let screen = Screen(size: Size(width: 30, height: 3))
        root.layoutIfNeeded()
        screen.render(root)
        #expect(!fixed.needsDisplay && !stretched.needsDisplay && !root.needsDisplay)
        root.terminalSize = Size(width: 30, height: 3)
        root.layoutIfNeeded()
        #expect(!fixed.needsDisplay && stretched.needsDisplay && root.needsDisplay)
        #expect((fixed.layouts, stretched.layouts) == (1, 2))
        root.terminalSize = Size(width: 30, height: 3)
        root.layoutIfNeeded()
        #expect((fixed.layouts, stretched.layouts) == (1, 2))
        fixed.setNeedsDisplay()
        screen.render(root)
        #expect(!fixed.needsDisplay && !stretched.needsDisplay)
        #expect((fixed.draws, stretched.draws) == (2, 2))
    }

    @Test("a view placed by its frame keeps it until constraints place it")
    func framesTranslate() throws {
        let root = RootView(size: Size(width: 20, height: 5))
        let placed = View(identifier: "placed")
        placed.frame = Rect(x: 2, y: 1, width: 5, height: 2)
        try root.addSubview(placed)
        root.layoutIfNeeded()
        #expect(placed.frame == Rect(x: 2, y: 1, width: 5, height: 2))
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-3-[placed(4)];V:|[placed(1)]", views: ["placed": placed]))
        #expect(!placed.translatesFrameIntoConstraints)
        root.layoutIfNeeded()
        #expect(placed.frame == Rect(x: 3, y: 0, width: 4, height: 1))
    }

    @Test("required constraints wider than the terminal are named once in the log")
    func rootTooSmall() throws {
        let (root, views) = try layout(
            "H:|[a(30)]|;V:|[a(1)]", size: Size(width: 30, height: 2), views: ["a"])
        let log = CapturedLog(root)
        root.terminalSize = Size(width: 20, height: 2)
        root.layoutIfNeeded()
        root.terminalSize = Size(width: 19, height: 2)
        root.layoutIfNeeded()
        #expect(views["a"]!.frame.width == 30)
        #expect(root.violatedRequiredConstraints().isEmpty)
        #expect(
            log.lines == [
                """
                required constraints need 30×2 but the terminal is 20×2; views beyond it are \
                clipped. Lower the priority of:
                  a.leading == root.leading
                  a.width == 30
                  root.trailing == a.trailing
                """
            ])
        root.terminalSize = Size(width: 30, height: 2)
        root.layoutIfNeeded()
        #expect(log.lines.last == "the layout fits the terminal again at 30×2")
    }
}
