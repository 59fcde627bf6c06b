import TermLayout
import Testing

/// A view showing text on some of its rows, changeable.
final class Text: View {
    var rows: Range<Int>?
    override var textRows: Range<Int>? { rows }
}

@Suite("Baselines are a view's first and last text rows")
@MainActor
struct BaselineTests {
    /// A 5-row `box` at the top left with text on `boxRows`, and a `label` beside it (text on
    /// `labelRows`) placed by `format`.
    func layout(
        boxRows: Range<Int>?, labelRows: Range<Int>?, _ format: String,
        options: VisualFormatOptions = []
    ) throws -> (root: RootView, box: Text, label: Text) {
        let root = RootView(size: Size(width: 20, height: 20))
        let box = Text(identifier: "box")
        let label = Text(identifier: "label")
        box.rows = boxRows
        label.rows = labelRows
        try root.addSubview(box)
        try root.addSubview(label)
        let views = ["box": box, "label": label]
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[box(6)][label(6)];V:|-2-[box(5)];V:[label(3)]",
                views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, views: views))
        root.layoutIfNeeded()
        return (root, box, label)
    }

    @Test(
        "aligning baselines puts text rows on the same screen row",
        arguments: [
            // box text rows, label text rows, equation, label's top
            (1..<3, 0..<1, "label.firstBaseline == box.firstBaseline", 3),
            (1..<3, 0..<1, "label.lastBaseline == box.lastBaseline", 4),
            (1..<3, 1..<2, "label.baseline == box.baseline", 3),
            (nil, 0..<1, "label.firstBaseline == box.firstBaseline", 2),
            (nil, 0..<1, "label.lastBaseline == box.lastBaseline", 6),
            (1..<3, nil, "label.firstBaseline == box.firstBaseline", 3),
            (1..<3, nil, "label.lastBaseline == box.lastBaseline", 2),
        ] as [(Range<Int>?, Range<Int>?, String, Int)])
    func alignment(boxRows: Range<Int>?, labelRows: Range<Int>?, equation: String, top: Int)
        throws
    {
        let (_, _, label) = try layout(boxRows: boxRows, labelRows: labelRows, equation)
        #expect(label.frame.minY == top)
    }

    @Test("VFL's alignAllFirstBaseline lines up the text of a row of views")
    func alignAllOption() throws {
        let (_, box, label) = try layout(
            boxRows: 2..<3, labelRows: 0..<1, "H:[box][label]", options: .alignAllFirstBaseline)
        #expect(label.frame.minY == box.frame.minY + 2)
    }

    @Test("spacingBaselineToBaseline measures from one's last text row to the next one's first")
    func baselineSpacing() throws {
        // box's last text row ends at 2 + 3; one blank row; label's text (its row 1) at 6.
        let (_, _, label) = try layout(
            boxRows: 1..<3, labelRows: 1..<2, "V:[box]-1-[label]",
            options: .spacingBaselineToBaseline)
        #expect(label.frame.minY == 5)
    }

    @Test("text that moves takes the baseline constraints with it, constants included")
    func textMoves() throws {
        let (root, box, label) = try layout(
            boxRows: 1..<2, labelRows: 0..<1, "label.firstBaseline == box.firstBaseline")
        #expect(label.frame.minY == 3)
        box.rows = 3..<4
        box.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.minY == 5)
        label.rows = 1..<2
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.minY == 4)
        let constraint = try #require(
            root.constraints.first { $0.firstAttribute == .firstBaseline })
        constraint.constant = -2
        root.layoutIfNeeded()
        #expect(label.frame.minY == 2)
    }
}
