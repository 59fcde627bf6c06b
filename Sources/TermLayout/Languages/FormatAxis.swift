/// How a visual format's axis maps onto attributes: which side of a view faces the start of
/// the format, which its end, and whether the format runs along increasing coordinates.
struct FormatAxis {
    var isVertical: Bool
    /// The side of an element facing the start of the format (`leading`, `top`, ...).
    var start: LayoutAttribute
    var end: LayoutAttribute
    /// `width` or `height`: what a view's own predicates constrain.
    var size: LayoutAttribute
    /// False only for right-to-left formats, whose later views have smaller coordinates.
    var isForward: Bool
    /// Gaps between views run from one's last baseline to the next one's first.
    var usesBaselines: Bool

    static func horizontal(_ options: VisualFormatOptions) -> FormatAxis {
        if options.contains(.directionLeftToRight) {
            return FormatAxis(axis: false, .left, .right, .width, forward: true)
        }
        if options.contains(.directionRightToLeft) {
            return FormatAxis(axis: false, .right, .left, .width, forward: false)
        }
        return FormatAxis(axis: false, .leading, .trailing, .width, forward: true)
    }

    static func vertical(_ options: VisualFormatOptions) -> FormatAxis {
        var axis = FormatAxis(axis: true, .top, .bottom, .height, forward: true)
        axis.usesBaselines = options.contains(.spacingBaselineToBaseline)
        return axis
    }

    private init(
        axis isVertical: Bool, _ start: LayoutAttribute, _ end: LayoutAttribute,
        _ size: LayoutAttribute, forward: Bool
    ) {
        self.isVertical = isVertical
        self.start = start
        self.end = end
        self.size = size
        isForward = forward
        usesBaselines = false
    }
}
