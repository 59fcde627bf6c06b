/// One item of a `GridView`: a box in the theme's `border` style with its text inside, or the
/// text alone in an item too small for both; all of it in the theme's `selection` style when
/// it is selected in a focused grid, in its `unfocusedSelection` style when the grid is not
/// focused.
open class GridItem: View {
    /// What the item shows.
    public var text = "" {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    /// The item the view shows now; reused views change items.
    public internal(set) var index = 0
    /// Whether the item is the grid's selection; the grid sets it.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// An empty item; the grid makes these and fills them through its data source.
    public required init() {
        super.init(identifier: "item")
    }

    open override func draw(in canvas: any Canvas) {
        let style = isSelected ? selectionStyle : .plain
        if isSelected { canvas.fill(bounds, style: style) }
        guard bounds.height >= 3, bounds.width >= 3 else {
            canvas.draw(truncated(text, toWidth: max(1, bounds.width)), at: .zero, style: style)
            return
        }
        canvas.drawBox(bounds, style: isSelected ? style : theme.border)
        canvas.draw(
            truncated(text, toWidth: max(1, bounds.width - 2)), at: Point(x: 1, y: 1),
            style: style)
    }
}
