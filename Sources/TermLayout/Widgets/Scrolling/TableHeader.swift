/// A table's header: one cell per column, laid out side by side by constraints (see
/// `TableView+Columns.swift`), so the solver decides the columns' widths; the rows draw their
/// cells where these lie. The header stays at the top of the table while the rows scroll under
/// it: the theme's `header` style across the row, the titles in its `title` style over that,
/// and a `│` in its `dimmed` style between columns.
final class TableHeaderView: View {
    /// The columns' cells, left to right.
    var cells: [TableHeaderCell] = []
    /// How far the cells sit from the header's left and right edges: the rows' content inset.
    var contentInset = EdgeInsets.zero {
        didSet {
            guard contentInset != oldValue else { return }
            leftEdge?.constant = Double(contentInset.left)
            for constraint in rightEdges { constraint.constant = Double(-contentInset.right) }
        }
    }
    /// Called when the cells have moved, with their frames final.
    var didLayOut: () -> Void = {}
    /// The first cell's left edge at `contentInset.left`.
    var leftEdge: LayoutConstraint?
    /// Each cell's right edge at most at the header's right edge less `contentInset.right`,
    /// and the last one's there preferably.
    var rightEdges: [LayoutConstraint] = []

    init() {
        super.init(identifier: "table header")
    }

    /// Where each column lies, in the header's coordinates.
    var columnRanges: [Range<Int>] { cells.map { $0.frame.minX..<$0.frame.maxX } }

    override func layoutSubviews() {
        setNeedsDisplay()
        didLayOut()
    }

    override func draw(in canvas: any Canvas) {
        let theme = self.theme
        canvas.fill(bounds, style: theme.header)
        canvas.drawColumnSeparators(columnRanges, style: theme.header.applying(theme.dimmed))
    }
}

/// One column's cell in a table's header: the title, cut to fit, and ▲ or ▼ in its last cell
/// when the rows are sorted by the column. A fitting column's cell has the intrinsic width it
/// measured, which the cell hugs.
final class TableHeaderCell: View {
    var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// ▲ or ▼ when the rows are sorted by this column.
    var sortMark: Character? {
        didSet { if sortMark != oldValue { setNeedsDisplay() } }
    }
    /// The width a fitting column's content takes; nil for other columns.
    var fittingWidth: Int? {
        didSet { if fittingWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    init(title: String) {
        self.title = title
        super.init(identifier: "column \(title)")
    }

    override var intrinsicContentSize: IntrinsicSize { IntrinsicSize(width: fittingWidth) }

    override func draw(in canvas: any Canvas) {
        let style = theme.header.applying(theme.title)
        let room = bounds.width - (sortMark == nil ? 0 : 2)
        if room > 0 { canvas.draw(truncated(title, toWidth: room), at: .zero, style: style) }
        if let sortMark, bounds.width > 0 {
            canvas.draw(String(sortMark), at: Point(x: bounds.width - 1, y: 0), style: style)
        }
    }
}
