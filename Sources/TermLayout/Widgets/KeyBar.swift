/// A row of key hints, as nano and htop show at the bottom: `q quit  ↑↓ move`, each key in
/// `keyStyle` (the theme's `bar` style unless set), its action in `style`, two spaces between
/// hints. Hints that do not fit are cut, the row ending in `…`. Pin it into the unsafe border
/// with `RootView.pinToBottomBorder(_:)`; text goes on the first row of a taller bar.
open class KeyBar: View {
    /// The hints in order: each a key (`q`) and what it does (`quit`).
    public var hints: [(key: String, action: String)] {
        didSet { setNeedsDisplay() }
    }
    /// The style of the actions, the spaces and the rest of the row.
    public var style: TextStyle {
        didSet { setNeedsDisplay() }
    }
    /// The style of the keys; nil (the default) for the theme's `bar` style.
    public var keyStyle: TextStyle? {
        didSet { setNeedsDisplay() }
    }

    /// A key bar showing `hints`, keys in the theme's `bar` style unless `keyStyle` is given.
    public init(
        identifier: String? = nil, hints: [(key: String, action: String)] = [],
        style: TextStyle = .plain, keyStyle: TextStyle? = nil
    ) {
        self.hints = hints
        self.style = style
        self.keyStyle = keyStyle
        super.init(identifier: identifier)
    }

    /// One row; any width.
    open override var intrinsicContentSize: IntrinsicSize { IntrinsicSize(height: 1) }

    open override func draw(in canvas: any Canvas) {
        canvas.fill(bounds, style: style)
        let keyStyle = self.keyStyle ?? theme.bar
        var runs: [(text: String, style: TextStyle)] = []
        for (index, hint) in hints.enumerated() {
            runs += [
                (index == 0 ? "" : "  ", style), (hint.key, keyStyle), (" ", style),
                (hint.action, style),
            ]
        }
        let cells = runs.flatMap { run in graphemes(run.text).map { ($0, run.style) } }
        let row = cells.map(\.0)
        let kept = truncatedTail(row, toWidth: bounds.width)
        guard !kept.isEmpty else { return }
        let shown = kept == row ? cells : cells.prefix(kept.count - 1) + [(kept.last!, style)]
        var x = 0
        for (grapheme, style) in shown {
            x = canvas.draw(grapheme.text, at: Point(x: x, y: 0), style: style)
        }
    }
}
