import TermLayout
import Testing

@Suite("Formulas")
@MainActor
struct FormulaTests {
    nonisolated static let cases: [(formula: String, hasRightView: Bool, expected: String)] = [
        ("width = width", true, "a.width == b.width"),
        ("width == 0.5 * height + 2", true, "a.width == b.height * 0.5 + 2"),
        ("leading > trailing + 1 @750", true, "a.leading >= b.trailing + 1 @750"),
        ("top <= bottom - 3", true, "a.top <= b.bottom - 3"),
        ("baseline = baseline", true, "a.lastBaseline == b.lastBaseline"),
        ("height >= 3", false, "a.height >= 3"),
        ("  width<10@20  ", false, "a.width <= 10 @20"),
    ]

    @Test("a formula relates one attribute of each view", arguments: cases)
    func formula(_ formula: String, hasRightView: Bool, expected: String) throws {
        let scene = Scene("a", "b")
        let constraint = try LayoutConstraint(
            formula: formula, lhs: scene["a"], rhs: hasRightView ? scene["b"] : nil)
        #expect(constraint.description == expected)
    }

    /// root ─┬─ left ── deep ── deeper
    ///       └─ right
    @Test(
        "constrain installs on the nearest common ancestor, whatever the depths",
        arguments: [
            ("deeper", "right", "root"), ("right", "deeper", "root"), ("deeper", "left", "left"),
            ("deep", "deeper", "deep"), ("deeper", "deeper", "deeper"),
        ])
    func constrainInstallsOnNearestCommonAncestor(from: String, to: String, host: String) throws {
        let root = View(identifier: "root")
        var views = ["root": root]
        for (name, parent) in [
            ("left", "root"), ("right", "root"), ("deep", "left"),
            ("deeper", "deep"),
        ] {
            views[name] = View(identifier: name)
            try views[parent]!.addSubview(views[name]!)
        }
        let constraint = try views[from]!.constrain("width = width", to: views[to]!)
        #expect(constraint.isActive)
        #expect(constraint.installedView === views[host])
        #expect(views[host]!.constraints.contains { $0 === constraint })
    }

    @Test("constrain throws, naming both views, when they share no ancestor")
    func constrainWithoutCommonAncestor() throws {
        let a = View(identifier: "a")
        let b = View(identifier: "b")
        let error = #expect(throws: ActivationError.self) { try a.constrain("top = bottom", to: b) }
        #expect(error?.reason == .noCommonAncestor)
        #expect(
            error?.description
                == "cannot activate 'a.top == b.bottom': 'a' and 'b' have no common ancestor;"
                + " add both to the same view hierarchy before activating")
    }
}
