/// How far something has come: a bar filled to `progress` in eighths of a cell, or, while
/// `isIndeterminate`, a block that sweeps to and fro as `phase` advances (an app advances it
/// from a `Task`, as often as it likes the bar to move).
open class ProgressBar: View {
    /// From 0 (nothing done) to 1 (done); values outside are clamped, and NaN counts as 0.
    public var progress: Double {
        didSet { setNeedsDisplay() }
    }
    /// Whether the bar says only that something is under way.
    public var isIndeterminate = false {
        didSet { setNeedsDisplay() }
    }
    /// Where the sweeping block is, in steps of a cell, while `isIndeterminate`.
    public var phase = 0 {
        didSet { setNeedsDisplay() }
    }
    /// The style of the filled part; the rest is drawn in `trackStyle`.
    public var style: TextStyle { didSet { setNeedsDisplay() } }
    /// The style of the part not yet filled; nil (the default) for the theme's `dimmed`.
    public var trackStyle: TextStyle? { didSet { setNeedsDisplay() } }

    /// A bar at `progress`.
    public init(
        identifier: String? = nil, progress: Double = 0, style: TextStyle = .plain,
        trackStyle: TextStyle? = nil
    ) {
        self.progress = progress
        self.style = style
        self.trackStyle = trackStyle
        super.init(identifier: identifier)
    }

    /// One row, and any width.
    open override var intrinsicContentSize: IntrinsicSize { IntrinsicSize(height: 1) }

    /// The fraction shown: `progress` clamped to 0...1, NaN as 0.
    public var shownProgress: Double { progress.isNaN ? 0 : min(max(progress, 0), 1) }

    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    open override func draw(in canvas: any Canvas) {
        let width = bounds.size.width
        canvas.fill(bounds, with: "·", style: trackStyle ?? theme.dimmed)
        guard width > 0 else { return }
        if isIndeterminate {
            let block = max(1, width / 5)
            let span = max(1, width - block)
            let position = phase % (2 * span)
            let x = position <= span ? position : 2 * span - position
            canvas.fill(
                Rect(x: x, y: 0, width: block, height: bounds.size.height), with: "█", style: style)
            return
        }
        let filled = Int((shownProgress * Double(width * 8)).rounded(.down))
        canvas.fill(
            Rect(x: 0, y: 0, width: filled / 8, height: bounds.size.height), with: "█", style: style
        )
        if filled % 8 > 0 {
            for y in 0..<bounds.size.height {
                canvas.draw(
                    String(Self.eighths[filled % 8 - 1]), at: Point(x: filled / 8, y: y),
                    style: style)
            }
        }
    }
}
