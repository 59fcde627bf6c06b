import TermLayout
import TermLayoutTesting
import Testing

@Suite("Label: text that wraps, truncates, aligns and sizes itself")
@MainActor
struct LabelTests {
    /// One label filling a `width`×`height` root, drawn; trailing spaces trimmed, rows kept.
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var width: Int
        var height = 4
        var lines = 0
        var mode = LineBreakMode.wordWrap
        var alignment = TextAlignment.leading
        var rightToLeft = false
        var expected: [String]
        var testDescription: String { "\(text.debugDescription) at \(width)×\(height)" }
    }

    func draw(_ testCase: Case) throws -> [String] {
        let root = RootView(size: Size(width: testCase.width, height: testCase.height))
        root.layoutDirection = testCase.rightToLeft ? .rightToLeft : .leftToRight
        let label = Label(text: testCase.text)
        label.numberOfLines = testCase.lines
        label.lineBreakMode = testCase.mode
        label.alignment = testCase.alignment
        try root.addSubview(label)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[label]|;V:|[label]|", views: ["label": label]))
        return WidgetDrawing.rows(root)
    }

    nonisolated static let wrapping: [Case] = [
        Case(
            text: "the quick brown fox jumps", width: 10,
            expected: ["the quick", "brown fox", "jumps", ""]),
        Case(text: "one\n\ntwo three", width: 20, expected: ["one", "", "two three", ""]),
        Case(text: "  indent me", width: 9, expected: ["  indent", "me", "", ""]),
        Case(text: "漢字の本文です", width: 6, expected: ["漢字の", "本文で", "す", ""]),
        Case(text: "漢字漢字", width: 5, expected: ["漢字", "漢字", "", ""]),
        Case(text: "hello 漢字 world", width: 8, expected: ["hello 漢", "字 world", "", ""]),
        Case(
            text: "a supercalifragilistic word", width: 8, height: 5,
            expected: ["a", "supercal", "ifragili", "stic", "word"]),
        Case(
            text: "the quick brown fox jumps", width: 10, lines: 2,
            expected: ["the quick", "brown fox…", "", ""]),
        Case(
            text: "the quick brown fox jumps", width: 9, lines: 2,
            expected: ["the quick", "brown fo…", "", ""]),
        Case(text: "漢字漢字", width: 5, lines: 1, expected: ["漢字…", "", "", ""]),
        Case(text: "漢字漢字", width: 4, lines: 1, expected: ["漢…", "", "", ""]),
        Case(text: "a b c d e f", width: 3, height: 2, expected: ["a b", "c…"]),
        Case(text: "tab\there\u{1B}[31m", width: 20, expected: ["tab␉here␛[31m", "", "", ""]),
    ]

    @Test("word wrap breaks at spaces and around wide characters", arguments: wrapping)
    func wordWrap(_ testCase: Case) throws {
        #expect(try draw(testCase) == testCase.expected)
    }

    nonisolated static let truncation: [Case] = [
        Case(text: "short", width: 8, expected: ["short", "", "", ""]),
        Case(text: "hello world", width: 8, lines: 1, expected: ["hello w…", "", "", ""]),
        Case(text: "hello world", width: 7, lines: 1, expected: ["hello…", "", "", ""]),
        Case(text: "漢字漢字", width: 5, lines: 1, expected: ["漢字…", "", "", ""]),
        Case(text: "漢字漢字", width: 4, lines: 1, expected: ["漢…", "", "", ""]),
        Case(
            text: "first line\nsecond", width: 20, lines: 1, expected: ["first line…", "", "", ""]),
        Case(text: "first line\nsecond", width: 6, expected: ["first…", "second", "", ""]),
        Case(text: "a\nb\nc", width: 6, height: 2, expected: ["a", "b…"]),
    ].map {
        var truncating = $0
        truncating.mode = .truncateTail
        return truncating
    }

    @Test(
        "truncating the tail ends a cut row in … and never splits a wide character",
        arguments: truncation)
    func truncateTail(_ testCase: Case) throws {
        #expect(try draw(testCase) == testCase.expected)
    }

    nonisolated static let alignments: [Case] = [
        Case(text: "abc", width: 9, height: 1, alignment: .left, expected: ["abc"]),
        Case(text: "abc", width: 9, height: 1, alignment: .center, expected: ["   abc"]),
        Case(text: "abc", width: 9, height: 1, alignment: .right, expected: ["      abc"]),
        Case(text: "abc", width: 9, height: 1, alignment: .trailing, expected: ["      abc"]),
        Case(text: "a\nabc", width: 7, height: 2, alignment: .center, expected: ["   a", "  abc"]),
        Case(text: "漢字", width: 7, height: 1, alignment: .right, expected: ["   漢字"]),
        Case(
            text: "abc", width: 9, height: 1, alignment: .leading, rightToLeft: true,
            expected: ["      abc"]),
        Case(
            text: "abc", width: 9, height: 1, alignment: .trailing, rightToLeft: true,
            expected: ["abc"]),
    ]

    @Test(
        "alignment places each row; leading and trailing follow the layout direction",
        arguments: alignments)
    func alignment(_ testCase: Case) throws {
        #expect(try draw(testCase) == testCase.expected)
    }

    @Test(
        "the intrinsic size is the widest row by the row count",
        arguments: [
            ("", 1, LineBreakMode.truncateTail, nil, IntrinsicSize(width: 0, height: 0)),
            ("hello", 1, .truncateTail, nil, IntrinsicSize(width: 5, height: 1)),
            ("漢字 ok", 1, .truncateTail, nil, IntrinsicSize(width: 7, height: 1)),
            ("a\nlonger\nb", 1, .truncateTail, nil, IntrinsicSize(width: 2, height: 1)),
            ("a\nlonger\nb", 2, .truncateTail, nil, IntrinsicSize(width: 7, height: 2)),
            ("a\nlonger\nb", 0, .truncateTail, nil, IntrinsicSize(width: 6, height: 3)),
            ("a\nlonger\nb", 0, .truncateTail, 4, IntrinsicSize(width: 4, height: 3)),
            ("the quick brown fox", 0, .wordWrap, nil, IntrinsicSize(width: 19, height: 1)),
            ("the quick brown fox", 0, .wordWrap, 10, IntrinsicSize(width: 9, height: 2)),
            ("the quick brown fox", 1, .wordWrap, 10, IntrinsicSize(width: 10, height: 1)),
        ] as [(String, Int, LineBreakMode, Int?, IntrinsicSize)])
    func intrinsicSize(
        text: String, lines: Int, mode: LineBreakMode, preferred: Int?, expected: IntrinsicSize
    ) {
        let label = Label(text: text)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.preferredMaxLayoutWidth = preferred
        #expect(label.intrinsicContentSize == expected)
        #expect(label.textRows == 0..<expected.height!)
    }

    /// `H:|[name][value]|` in a row `width` wide: two labels, the value hugging less.
    func row(width: Int) throws -> (RootView, Label, Label) {
        let root = RootView(size: Size(width: width, height: 1))
        let name = Label(identifier: "name", text: "name:")
        let value = Label(identifier: "value", text: "漢字 value")
        value.setContentHuggingPriority(LayoutPriority(rawValue: 200)!, for: .horizontal)
        value.setContentCompressionResistancePriority(
            LayoutPriority(rawValue: 700)!, for: .horizontal)
        try root.addSubview(name)
        try root.addSubview(value)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[name][value]|;V:|[name];V:|[value]",
                views: ["name": name, "value": value]))
        root.layoutIfNeeded()
        return (root, name, value)
    }

    @Test(
        "in a VFL row a label hugs its text; the one that hugs less takes the slack",
        arguments: [(20, 5, 15, "name:漢字 value"), (12, 5, 7, "name:漢字 v…"), (4, 4, 0, "nam…")])
    func hugging(width: Int, nameWidth: Int, valueWidth: Int, line: String) throws {
        let (root, name, value) = try row(width: width)
        #expect(name.frame.width == nameWidth && value.frame.width == valueWidth)
        #expect(name.frame.height == 1 && value.frame.height == 1)
        #expect(WidgetDrawing.rows(root) == [line])
    }

    @Test("changing the text resizes the label and asks for display")
    func textChange() throws {
        let (root, name, value) = try row(width: 20)
        name.display(in: Screen(size: name.frame.size))
        #expect(!name.needsDisplay)
        name.text = "longer name:"
        #expect(name.needsDisplay)
        root.layoutIfNeeded()
        #expect(name.frame.width == 12 && value.frame.minX == 12)
    }

    @Test("new text keeps the label's compression resistance as it was")
    func textChangeKeepsPriorities() throws {
        let (root, name, value) = try row(width: 12)
        value.text = "漢字 values"
        root.layoutIfNeeded()
        #expect(name.frame.width == 5 && value.frame.width == 7)
    }

    @Test("a wrapping label without a preferred width takes the rows its laid-out width needs")
    func automaticWidth() throws {
        let root = RootView(size: Size(width: 10, height: 6))
        let label = Label(text: "the quick brown fox jumps")
        label.numberOfLines = 0
        label.lineBreakMode = .wordWrap
        let below = Label(text: "below")
        try root.addSubview(label)
        try root.addSubview(below)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[label]|;H:|[below]|;V:|[label][below]",
                views: ["label": label, "below": below]))
        root.layoutIfNeeded()
        #expect(label.frame.height == 3 && below.frame.minY == 3)
        root.terminalSize = Size(width: 30, height: 6)
        root.layoutIfNeeded()
        #expect(label.frame.height == 1 && below.frame.minY == 1)
    }

    @Test(
        "a three-row label's baselines are its first and last text rows",
        arguments: [
            ("other.firstBaseline == label.firstBaseline", 2),
            ("other.lastBaseline == label.lastBaseline", 4),
            ("other.firstBaseline == label.lastBaseline", 5),
        ])
    func baselines(equation: String, top: Int) throws {
        let root = RootView(size: Size(width: 20, height: 10))
        let label = Label(identifier: "label", text: "one\ntwo\nthree")
        label.numberOfLines = 0
        let other = Label(identifier: "other", text: "beside")
        try root.addSubview(label)
        try root.addSubview(other)
        let views = ["label": label, "other": other]
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[label]-[other];V:|-2-[label];" + equation, views: views))
        root.layoutIfNeeded()
        #expect(label.textRows == 0..<3 && label.frame.height == 3)
        #expect(other.frame.minY == top)
        label.text = "one\ntwo"
        root.layoutIfNeeded()
        #expect(other.frame.minY == top - (equation.hasSuffix("lastBaseline") ? 1 : 0))
    }

    @Test("a wrapped CJK paragraph, aligned in rows, as a snapshot")
    func snapshot() throws {
        let root = RootView(size: Size(width: 16, height: 8))
        let views = ["left": Label(), "center": Label(), "right": Label()]
        for (name, alignment) in [
            ("left", TextAlignment.left), ("center", .center), ("right", .right),
        ] {
            let label = views[name]!
            label.text = "漢字 and ASCII wrap 一緒に"
            label.numberOfLines = 2
            label.lineBreakMode = .wordWrap
            label.alignment = alignment
            try root.addSubview(label)
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: """
                    H:|[left]|;H:|[center]|;H:|[right]|;V:|[left(2)]-[center(2)]-[right(2)]
                    """, views: views))
        expectSnapshot(WidgetDrawing.screen(root).description, named: "label-alignment-16x8")
    }
}

/// Screens drawn from a root, for the widget tests.
@MainActor
enum WidgetDrawing {
    /// `root` laid out and drawn on a screen of its size: its rows, trailing spaces trimmed.
    static func rows(_ root: RootView) -> [String] {
        screen(root).lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// `root` laid out and drawn on a screen of its size.
    static func screen(_ root: RootView) -> Screen {
        root.layoutIfNeeded()
        let screen = Screen(size: root.terminalSize)
        screen.render(root)
        return screen
    }
}
