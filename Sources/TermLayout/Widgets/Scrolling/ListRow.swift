/// One row of a `ListView`: its text, drawn from `contentInset.left` (the list's safe-area
/// inset, by default) while the row's background, in the theme's `selection` style when it is
/// selected in a focused list (`unfocusedSelection` in a list without the focus), spans the
/// whole width, as a UITableViewCell's content view sits inside its background.
open class ListRow: View {
    /// What the row shows, on its first line.
    public var text = "" {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    /// The style of the text and the row's background.
    public var style = TextStyle.plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The row the view shows now; reused views change rows.
    public internal(set) var indexPath = IndexPath(row: 0)
    /// Whether the row is the list's selection; the list sets it.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    /// How far the content sits from the row's left and right edges.
    public internal(set) var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { setNeedsDisplay() } }
    }

    /// An empty row; the list makes these and fills them through its data source.
    public required init() {
        super.init(identifier: "row")
    }

    /// The row's content area: its bounds less `contentInset`.
    public var contentRect: Rect { bounds.inset(by: contentInset) }

    /// The style the row draws in: `style`, with the selection's laid over it when the row is
    /// selected.
    var drawingStyle: TextStyle {
        isSelected ? style.applying(selectionStyle) : style
    }

    open override func draw(in canvas: any Canvas) {
        let style = drawingStyle
        if style != .plain { canvas.fill(bounds, style: style) }
        let content = contentRect
        guard content.width > 0 else { return }
        canvas.draw(
            truncated(text, toWidth: content.width), at: Point(x: content.minX, y: 0),
            style: style)
    }
}

/// A section header of a `ListView`: its title, in the theme's `title` style over its
/// `header` style, inset like the rows' content.
final class ListHeader: View {
    var title = "" {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { setNeedsDisplay() } }
    }

    init() {
        super.init(identifier: "header")
    }

    override func draw(in canvas: any Canvas) {
        let content = bounds.inset(by: contentInset)
        guard content.width > 0 else { return }
        canvas.draw(
            truncated(title, toWidth: content.width), at: Point(x: content.minX, y: 0),
            style: theme.header.applying(theme.title))
    }
}

extension View {
    /// How a selected row or item shows: in the theme's `selection` style while its list or
    /// grid (the scroll view whose content view holds it) has the focus, else in its
    /// `unfocusedSelection` style.
    var selectionStyle: TextStyle {
        superview?.superview?.isFocused == true ? theme.selection : theme.unfocusedSelection
    }
}
