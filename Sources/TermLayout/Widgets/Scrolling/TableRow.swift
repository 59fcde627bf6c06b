/// A row of a `TableView`: each cell's text where the header's cell of its column lies, cut to
/// its width, with a `│` in the theme's `dimmed` style in the cell before each column but the
/// first. The background, marked as a list row's when selected, spans the whole width.
final class TableRow: ListRow {
    /// Each column's text, left to right.
    var cells: [String] = [] {
        didSet { if cells != oldValue { setNeedsDisplay() } }
    }
    /// Where each column lies, in the row's coordinates; the table copies them from its
    /// header.
    var columnRanges: [Range<Int>] = [] {
        didSet { if columnRanges != oldValue { setNeedsDisplay() } }
    }

    override func draw(in canvas: any Canvas) {
        let style = drawingStyle
        if style != .plain { canvas.fill(bounds, style: style) }
        canvas.drawColumnSeparators(columnRanges, style: style.applying(theme.dimmed))
        for (range, text) in zip(columnRanges, cells) where !range.isEmpty {
            canvas.draw(
                truncated(text, toWidth: range.count), at: Point(x: range.lowerBound, y: 0),
                style: style)
        }
    }
}

extension Canvas {
    /// Draws a `│` in `style` on the first row in the cell before each column but the first,
    /// where the column has a width: a table's rows and its header separate columns alike.
    func drawColumnSeparators(_ ranges: [Range<Int>], style: TextStyle) {
        for range in ranges.dropFirst() where !range.isEmpty {
            draw("│", at: Point(x: range.lowerBound - 1, y: 0), style: style)
        }
    }
}
