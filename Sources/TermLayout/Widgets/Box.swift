/// A bordered panel with an optional title on its top edge, drawn with `drawBox` in the
/// theme's `border` style unless `style` is set. Its layout margins are one cell on each side,
/// so content pinned to `layoutMarginsGuide` (`box.margins` in an equation) sits inside the
/// border.
open class Box: View {
    /// The text on the top edge; none when nil.
    public var title: String? {
        didSet { setNeedsDisplay() }
    }
    /// The characters the outline is drawn with.
    public var border: BorderStyle {
        didSet { setNeedsDisplay() }
    }
    /// The style of the outline, and of the title unless `titleStyle` is set; nil (the
    /// default) for the theme's `border` style.
    public var style: TextStyle? {
        didSet { setNeedsDisplay() }
    }
    /// The style of the title; nil (the default) for the outline's style, or in a `Dialog` for
    /// the theme's `title` style.
    public var titleStyle: TextStyle? {
        didSet { setNeedsDisplay() }
    }

    /// A box with one-cell layout margins, so content pinned to its margins sits inside the border.
    public init(
        identifier: String? = nil, title: String? = nil, border: BorderStyle = .single,
        style: TextStyle? = nil, titleStyle: TextStyle? = nil
    ) {
        self.title = title
        self.border = border
        self.style = style
        self.titleStyle = titleStyle
        super.init(identifier: identifier)
        layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    }

    open override func draw(in canvas: any Canvas) {
        let style = self.style ?? theme.border
        canvas.drawBox(
            bounds, border: border, title: title, style: style,
            titleStyle: titleStyle ?? defaultTitleStyle(outline: style))
    }

    /// The title's style when `titleStyle` is nil: the outline's; a dialog's is the theme's.
    func defaultTitleStyle(outline: TextStyle) -> TextStyle { outline }
}
