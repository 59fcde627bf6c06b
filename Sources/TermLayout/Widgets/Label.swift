/// Where a `Label` puts each row of its text between its left and right edges.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case left
    /// Centred; a row that cannot centre exactly leans left.
    case center
    /// Against the right edge.
    case right
    /// The left edge, or the right one when the root lays out right to left (UIKit's natural).
    case leading
    /// The right edge, or the left one when the root lays out right to left.
    case trailing
}

/// Text of one or more rows, as UILabel: its intrinsic size is its text's, so constraints can
/// hug it; its baselines are the rows the text takes, from the top. The text is drawn through
/// `Canvas`, so control characters show as symbols and never reach the terminal.
open class Label: View {
    /// The text; newlines start new rows.
    public var text: String {
        didSet { textLayoutDidChange() }
    }
    /// The most rows the label shows; 0 (or less) for no limit. When text is left out, the last
    /// row shown ends in `…`.
    public var numberOfLines = 1 {
        didSet { textLayoutDidChange() }
    }
    /// How text that does not fit is cut or wrapped, as UILabel's `lineBreakMode`.
    public var lineBreakMode = LineBreakMode.truncateTail {
        didSet { textLayoutDidChange() }
    }
    /// The width, at least 1, the intrinsic size is measured at: text wraps (or is truncated)
    /// to it. nil, as UIKit's automatic width: a wrapping label asks for its text's widest
    /// line and for as many rows as the text takes at the width the last layout gave it.
    public var preferredMaxLayoutWidth: Int? {
        didSet { textLayoutDidChange() }
    }
    /// Where each row sits between the edges; leading unless set.
    public var alignment = TextAlignment.leading {
        didSet { setNeedsDisplay() }
    }
    /// How the text is drawn.
    public var style: TextStyle {
        didSet { setNeedsDisplay() }
    }
    /// The width of the last layout, which a wrapping label without a preferred width wraps
    /// its intrinsic height to.
    private var laidOutWidth: Int?

    /// A label showing `text` in `style`.
    public init(identifier: String? = nil, text: String = "", style: TextStyle = .plain) {
        self.text = text
        self.style = style
        super.init(identifier: identifier)
    }

    /// The widest row by the height of all rows, at `preferredMaxLayoutWidth`; zero for no text.
    open override var intrinsicContentSize: IntrinsicSize {
        let widest = lines(width: preferredWidth ?? .max).map(\.displayWidth).max()
        return IntrinsicSize(width: widest ?? 0, height: rowCount)
    }

    /// The rows the text takes in the intrinsic size, from the top row.
    open override var textRows: Range<Int>? { 0..<rowCount }

    /// Follows the width the layout gave a wrapping label without a preferred width, so that
    /// its height fits its text; a subclass that overrides this calls super.
    open override func layoutSubviews() {
        guard bounds.width > 0, bounds.width != laidOutWidth else { return }
        let rows = rowCount
        laidOutWidth = bounds.width
        if rowCount != rows { invalidateIntrinsicContentSize() }
    }

    open override func draw(in canvas: any Canvas) {
        let rows = lines(width: bounds.width, maximumLines: bounds.height)
        let mirrored = rootView?.layoutDirection == .rightToLeft
        for (row, line) in rows.enumerated() {
            let slack = bounds.width - line.displayWidth
            let x =
                switch alignment {
                case .left: 0
                case .center: slack / 2
                case .right: slack
                case .leading: mirrored ? slack : 0
                case .trailing: mirrored ? 0 : slack
                }
            canvas.draw(line.joinedText, at: Point(x: x, y: row), style: style)
        }
    }

    private var preferredWidth: Int? { preferredMaxLayoutWidth.map { max(1, $0) } }

    /// The rows the intrinsic height counts.
    private var rowCount: Int {
        let automatic = lineBreakMode == .wordWrap ? laidOutWidth : nil
        return lines(width: preferredWidth ?? automatic ?? .max).count
    }

    /// The rows at `width`, at most `numberOfLines` and `maximumLines` of them.
    private func lines(width: Int, maximumLines: Int = .max) -> [[Grapheme]] {
        let limit = numberOfLines > 0 ? min(numberOfLines, maximumLines) : maximumLines
        return textLines(text, width: width, mode: lineBreakMode, maximumLines: limit)
    }

    private func textLayoutDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
