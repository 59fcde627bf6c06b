import TermLayout
import Testing

@Suite("Visual Format Language")
@MainActor
struct VisualFormatTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var options: VisualFormatOptions = []
        var metrics: [String: Double] = [:]
        var expected: [String]
        var testDescription: String { format }
    }

    nonisolated static let cases: [Case] = [
        Case(format: "H:[a]-[b]", expected: ["b.leading == a.trailing + 1"]),
        Case(
            format: "V:|-[a]-|", expected: ["a.top == root.top + 1", "root.bottom == a.bottom + 1"]),
        Case(
            format: "|-(>=2,<=4@300)-[a]",
            expected: [
                "a.leading >= root.leading + 2", "a.leading <= root.leading + 4 @300",
            ]),
        Case(
            format: "[a(==b@10,>=3)]-gap-[b]", metrics: ["gap": 2],
            expected: [
                "a.width == b.width @10", "a.width >= 3", "b.leading == a.trailing + 2",
            ]),
        Case(format: "[a(w@p)]", metrics: ["w": 7, "p": 600], expected: ["a.width == 7 @600"]),
        Case(
            format: "[a(-3)]-(-2)-[b]",
            expected: [
                "a.width == -3", "b.leading == a.trailing - 2",
            ]),
        Case(
            format: "|>[a]<|",
            expected: [
                "a.leading == root.safeArea.leading", "root.safeArea.trailing == a.trailing",
            ]),
        Case(
            format: "V:<|-[a]-|>",
            expected: [
                "a.top == root.safeArea.top + 1", "root.safeArea.bottom == a.bottom + 1",
            ]),
        Case(
            format: "H:|-[a]-[b]-|", options: .directionLeftToRight,
            expected: [
                "a.left == root.left + 1", "b.left == a.right + 1", "root.right == b.right + 1",
            ]),
        Case(
            format: "H:|-[a]-[b]-|", options: .directionRightToLeft,
            expected: [
                "root.right == a.right + 1", "a.left == b.right + 1", "b.left == root.left + 1",
            ]),
        Case(
            format: "V:|[a]-[b]|", options: .spacingBaselineToBaseline,
            expected: [
                "a.top == root.top", "b.firstBaseline == a.lastBaseline + 1",
                "root.bottom == b.bottom",
            ]),
        Case(
            format: "V:[a][b][c]", options: [.alignAllLeading, .alignAllCenterX],
            expected: [
                "b.top == a.bottom", "c.top == b.bottom", "a.leading == b.leading",
                "b.leading == c.leading", "a.centerX == b.centerX", "b.centerX == c.centerX",
            ]),
        Case(
            format: "H:|[a]|;V:|[a];a.height == 3",
            expected: [
                "a.leading == root.leading", "root.trailing == a.trailing", "a.top == root.top",
                "a.height == 3",
            ]),
        Case(format: "  [a]-[b] ;  V:[a]", expected: ["b.leading == a.trailing + 1"]),
    ]

    @Test("a format gives exactly these constraints, in Apple's order", arguments: cases)
    func format(_ testCase: Case) throws {
        let scene = Scene("a", "b", "c")
        let described = try scene.describe(
            testCase.format, options: testCase.options, metrics: testCase.metrics)
        #expect(described == testCase.expected)
    }

    @Test("'-' means the standard spacing the caller chooses, between siblings and to edges")
    func standardSpacingIsConfigurable() throws {
        let scene = Scene("a", "b")
        let spacing = StandardSpacing(betweenSiblings: 2, toEdge: 3)
        #expect(
            try scene.describe("|-[a]-[b]-|", spacing: spacing) == [
                "a.leading == root.leading + 3", "b.leading == a.trailing + 2",
                "root.trailing == b.trailing + 3",
            ])
    }

    @Test("an edge is the superview of the view beside it, named as in the views dictionary")
    func edgeIsTheNeighboursSuperview() throws {
        let root = View(identifier: "root")
        let panel = View()
        let label = View(identifier: "label")
        try root.addSubview(panel)
        try panel.addSubview(label)
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "|-[label]-<|", views: ["label": label, "panel": panel])
        #expect(
            constraints.map(\.description) == [
                "label.leading == panel.leading + 1",
                "panel.safeArea.trailing == label.trailing + 1",
            ])
        #expect(constraints[0].secondItem === panel)
        #expect(constraints[1].firstItem === panel.safeAreaLayoutGuide)
    }

    @Test("option names are Apple's, without the prefix")
    func optionNames() {
        #expect(VisualFormatOptions(name: "alignAllTop") == .alignAllTop)
        #expect(
            VisualFormatOptions(name: "spacingBaselineToBaseline") == .spacingBaselineToBaseline)
        #expect(VisualFormatOptions(name: "NSLayoutFormatAlignAllTop") == nil)
    }
}
