import TermLayout
import Testing

@Suite("The minimum size: the smallest terminal at which every required constraint holds")
@MainActor
struct MinimumSizeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var formats: String
        var border = EdgeInsets.zero
        var minimum: Size
        var testDescription: String { "\(formats) → \(minimum.width)×\(minimum.height)" }
    }

    nonisolated static let cases: [Case] = [
        Case(formats: "H:|[a]|; V:|[a]|", minimum: Size(width: 1, height: 1)),
        Case(formats: "H:|-1-[a(>=200)]-1-|", minimum: Size(width: 202, height: 1)),
        Case(formats: "H:|[a(20)][b(30)]|; V:|[a(5)]|", minimum: Size(width: 50, height: 5)),
        Case(formats: "H:|[a(20)]-(>=0)-|; V:|[a(3)]-(>=2)-|", minimum: Size(width: 20, height: 5)),
        Case(formats: "H:|[a(>=10)]|; H:|[b(>=20)]|", minimum: Size(width: 20, height: 1)),
        Case(formats: "H:|[a(100@750)]|; V:|[a(4@999)]|", minimum: Size(width: 1, height: 1)),
        Case(
            formats: "a.width == b.width * 2 + 4; H:|[a][b(>=3)]|",
            minimum: Size(width: 13, height: 1)),
        Case(
            formats: "V:<|[a(3)]|>", border: EdgeInsets(top: 1, left: 0, bottom: 2, right: 0),
            minimum: Size(width: 1, height: 6)),
        Case(
            formats: "H:<|[a(10)]|>", border: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4),
            minimum: Size(width: 18, height: 1)),
        Case(
            formats: "H:|[a(10)]|", border: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4),
            minimum: Size(width: 10, height: 1)),
        // Under size conditions, the smallest size at which the constraints in force there
        // fit: 100 columns from 80, 30 below, is 30 wide, neither 80 nor 100.
        Case(
            formats: "H:|[a]|; when width >= 80: a.width >= 100; when width < 80: a.width >= 30",
            minimum: Size(width: 30, height: 1)),
        Case(
            formats: "when width < 80: H:|[a(>=100)]|; when width >= 80: H:|[a(>=90)]|",
            minimum: Size(width: 90, height: 1)),
        Case(
            formats: "when width < 40: H:|[a(>=50)]|; when width >= 40: H:|[a(>=20)]|",
            minimum: Size(width: 40, height: 1)),
        Case(
            formats: "H:|[a(>=5)]|; when height < 10: V:|[a(>=20)]|",
            minimum: Size(width: 5, height: 10)),
        // Width first: 10×30 below 50 columns is smaller than 50×3 from 50.
        Case(
            formats:
                "H:|[a(>=10)]|; when width < 50: V:|[a(>=30)]|; when width >= 50: V:|[a(>=3)]|",
            minimum: Size(width: 10, height: 30)),
        Case(
            formats: "H:|[a(>=10)]|; when width >= 30 and height >= 4: H:|[a(>=60)]|",
            minimum: Size(width: 10, height: 1)),
    ]

    @Test("each layout's minimum, computed by hand", arguments: cases)
    func minimum(_ example: Case) throws {
        let scene = Scene(size: Size(width: 80, height: 24), border: example.border, ["a", "b"])
        try scene.layOut(example.formats)
        #expect(scene.screen.minimumSize == example.minimum)
    }

    @Test(
        "at the minimum the root fits the terminal; a cell less in either direction, it cannot",
        arguments: cases)
    func boundary(_ example: Case) throws {
        let scene = Scene(size: example.minimum, border: example.border, ["a", "b"])
        let root = try scene.layOut(example.formats)
        #expect(fits(scene, example))
        #expect(!root.isTerminalTooSmall)
        for smaller in [
            Size(width: example.minimum.width - 1, height: example.minimum.height),
            Size(width: example.minimum.width, height: example.minimum.height - 1),
        ] where smaller.width >= 1 && smaller.height >= 1 && smaller != example.minimum {
            root.terminalSize = smaller
            root.layoutIfNeeded()
            #expect(!fits(scene, example), "at \(smaller)")
            #expect(root.isTerminalTooSmall, "at \(smaller)")
        }
    }

    /// Whether the layout fits the terminal as its constraints ask: the root its size, and the
    /// views inside the root, or inside the border for a layout pinned with `<|`. Short of
    /// room, the terminal's size gives way to required constraints (the root outgrows it), and
    /// the safe area's guide gives way to them too (a view pinned to it covers the border).
    private func fits(_ scene: Scene, _ example: Case) -> Bool {
        let root = scene.screen
        var area = Rect(origin: .zero, size: root.terminalSize)
        if example.formats.contains("<|") { area = area.inset(by: example.border) }
        return root.frame.size == root.terminalSize
            && ["a", "b"].allSatisfy { name in
                let frame = scene[name].absoluteFrame
                return !example.formats.contains(name)
                    || (area.minX <= frame.minX && frame.maxX <= area.maxX
                        && area.minY <= frame.minY && frame.maxY <= area.maxY)
            }
    }

    @Test("a view's minimum is its own, the terminal free to be as small as that allows")
    func viewMinimum() throws {
        var scene = Scene(size: Size(width: 80, height: 24), ["a"])
        try scene.add(View(identifier: "b"), named: "b", in: "a")
        try scene.layOut("H:|-(>=5)-[a]|; V:|[a]|; H:|[b(>=7)]-2-|; V:|-1-[b(3)]|")
        #expect(scene["a"].minimumSize == Size(width: 9, height: 4))
        #expect(scene["b"].minimumSize == Size(width: 7, height: 3))
        #expect(scene.screen.minimumSize == Size(width: 14, height: 4))
        #expect(View().minimumSize == .zero)
    }

    @Test("it follows constraints, constants and the border as they change, and moves no view")
    func keptCurrent() throws {
        let scene = Scene(size: Size(width: 40, height: 10), ["a", "b"])
        let root = try scene.layOut("H:|[a(>=10)]|; V:|[a(2)]; H:|[b]|")
        #expect(root.minimumSize == Size(width: 10, height: 1))
        let wider = try #require(
            LayoutConstraint.constraints(
                withVisualFormat: "b.width >= 30", views: ["b": scene["b"]]
            )
            .first)
        try wider.activate()
        #expect(root.minimumSize == Size(width: 30, height: 1))
        wider.constant = 35
        #expect(root.minimumSize == Size(width: 35, height: 1))
        root.unsafeBorder = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "V:<|[b(3)]|>", views: ["b": scene["b"]])
        )
        #expect(root.minimumSize == Size(width: 35, height: 5))
        wider.deactivate()
        #expect(root.minimumSize == Size(width: 10, height: 5))
        let frames = [scene["a"].frame, scene["b"].frame]
        _ = root.minimumSize
        root.layoutIfNeeded()
        #expect([scene["a"].frame, scene["b"].frame] == frames)
    }

    @Test("the too-small screen asks for the minimum of the constraints in force now")
    func underPresentConditions() throws {
        let scene = Scene(size: Size(width: 90, height: 5), ["a"])
        let root = try scene.layOut(
            "H:|[a]|; when width >= 80: a.width >= 100; when width < 80: a.width >= 30")
        #expect(root.minimumSize == Size(width: 30, height: 1))
        #expect(root.minimumSizeUnderPresentConditions == Size(width: 100, height: 1))
        #expect(root.isTerminalTooSmall)
        root.terminalSize = Size(width: 79, height: 5)
        #expect(root.minimumSizeUnderPresentConditions == Size(width: 30, height: 1))
        #expect(!root.isTerminalTooSmall)
    }

    /// A view kept wider than the terminal sticks out of the root's safe area. Measured
    /// against the border, that overhang was unsafe, the margins grew by it, the view by twice
    /// it at every solve, and the layout stayed thousands of columns wide once the terminal
    /// was large again.
    @Test(
        "a view wider than a tiny terminal does not grow by its own overhang",
        arguments: [
            Size(width: 1, height: 1), Size(width: 1, height: 24), Size(width: 20, height: 5),
        ])
    func overhang(through small: Size) throws {
        let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(bottom: 1))
        var messages: [String] = []
        root.log = { messages.append($0) }
        let box = Box(identifier: "box")
        let field = View(identifier: "field")
        try root.present(box)
        try box.addSubview(field)
        let margins = box.layoutMarginsGuide
        try LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.topAnchor.constraint(equalTo: margins.topAnchor),
            field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            field.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
            field.heightAnchor.constraint(equalToConstant: 1),
        ])
        let minimum = root.minimumSizeUnderPresentConditions
        root.terminalSize = small
        root.layoutIfNeeded()
        #expect(root.isTerminalTooSmall)
        #expect(box.frame.width <= minimum.width, "the box's own minimum, overhanging")
        root.terminalSize = Size(width: 80, height: 24)
        root.layoutIfNeeded()
        #expect(!root.isTerminalTooSmall)
        #expect(box.frame.width <= 80)
        #expect(root.minimumSizeUnderPresentConditions == minimum)
        #expect(!messages.contains { $0.contains("did not settle") }, "\(messages)")
    }
}
