/// A title or status line: a left, a centre and a right text on a row filled with `style`
/// (the theme's `bar` style unless set), inset by a cell at each end. Pin it into the unsafe
/// border with `RootView.pinToTopBorder(_:)`. When the texts do not all fit, the right text
/// (usually short: a position, a clock) is kept first, the left takes what is left, each ending
/// in `…` where cut, and the centre shows centred when it can, else in the gap between them, or
/// not at all.
/// Text goes on the first row of a taller bar.
open class StatusBar: View {
    /// The text at the left end, cut first after the right text is kept.
    public var leftText: String {
        didSet { setNeedsDisplay() }
    }
    /// The text in the centre, shown only when there is room.
    public var centerText: String {
        didSet { setNeedsDisplay() }
    }
    /// The text at the right end, kept before the others.
    public var rightText: String {
        didSet { setNeedsDisplay() }
    }
    /// The style of the whole row; nil (the default) for the theme's `bar` style.
    public var style: TextStyle? {
        didSet { setNeedsDisplay() }
    }

    /// A status bar with the given texts, in the theme's `bar` style unless `style` is given.
    public init(
        identifier: String? = nil, left: String = "", center: String = "", right: String = "",
        style: TextStyle? = nil
    ) {
        leftText = left
        centerText = center
        rightText = right
        self.style = style
        super.init(identifier: identifier)
    }

    /// One row; any width.
    open override var intrinsicContentSize: IntrinsicSize { IntrinsicSize(height: 1) }

    open override func draw(in canvas: any Canvas) {
        let style = self.style ?? theme.bar
        canvas.fill(bounds, style: style)
        let width = bounds.width
        let room = width - 2
        guard room > 0 else { return }
        let right = truncatedTail(graphemes(rightText), toWidth: room)
        let left = truncatedTail(
            graphemes(leftText), toWidth: room - right.displayWidth - (right.isEmpty ? 0 : 1))
        let gapStart = 1 + left.displayWidth + (left.isEmpty ? 0 : 1)
        let gapEnd = width - 1 - right.displayWidth - (right.isEmpty ? 0 : 1)
        let center = truncatedTail(graphemes(centerText), toWidth: max(0, gapEnd - gapStart))
        let centerX = min(
            max((width - center.displayWidth) / 2, gapStart), gapEnd - center.displayWidth)
        canvas.draw(left.joinedText, at: Point(x: 1, y: 0), style: style)
        canvas.draw(center.joinedText, at: Point(x: centerX, y: 0), style: style)
        canvas.draw(
            right.joinedText, at: Point(x: width - 1 - right.displayWidth, y: 0), style: style)
    }
}
