/// Apple's `NSLayoutFormatOptions`: alignments for every view of a format, the direction
/// horizontal formats run in, and baseline-to-baseline spacing for vertical ones.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every view of the format gets the left edge of the first.
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    /// Every view of the format gets the right edge of the first.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    /// Every view of the format gets the top edge of the first.
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    /// Every view of the format gets the bottom edge of the first.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    /// Every view of the format gets the leading edge of the first.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    /// Every view of the format gets the trailing edge of the first.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    /// Every view of the format gets the horizontal centre of the first.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    /// Every view of the format gets the vertical centre of the first.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    /// Every view of the format gets the first baseline of the first.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 8)
    /// Every view of the format gets the last baseline of the first.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 9)
    /// Horizontal formats run from leading to trailing (the default).
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    /// Horizontal formats run from left to right, whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    /// Horizontal formats run from right to left, whatever the layout direction.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)
    /// Vertical gaps between views measure from one's last baseline to the next's first.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)

    /// Each option with its name, in the order alignment constraints are emitted.
    package static let named:
        [(name: String, option: VisualFormatOptions, attribute: LayoutAttribute?)] =
            [
                ("alignAllLeft", .alignAllLeft, .left),
                ("alignAllRight", .alignAllRight, .right),
                ("alignAllTop", .alignAllTop, .top),
                ("alignAllBottom", .alignAllBottom, .bottom),
                ("alignAllLeading", .alignAllLeading, .leading),
                ("alignAllTrailing", .alignAllTrailing, .trailing),
                ("alignAllCenterX", .alignAllCenterX, .centerX),
                ("alignAllCenterY", .alignAllCenterY, .centerY),
                ("alignAllFirstBaseline", .alignAllFirstBaseline, .firstBaseline),
                ("alignAllLastBaseline", .alignAllLastBaseline, .lastBaseline),
                ("directionLeadingToTrailing", .directionLeadingToTrailing, nil),
                ("directionLeftToRight", .directionLeftToRight, nil),
                ("directionRightToLeft", .directionRightToLeft, nil),
                ("spacingBaselineToBaseline", .spacingBaselineToBaseline, nil),
            ]

    /// The option called `name`, as Apple spells it without the prefix (`alignAllTop`).
    public init?(name: some StringProtocol) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.option
    }

    /// The attributes every view of a format is aligned on, in emission order.
    var alignmentAttributes: [(name: String, attribute: LayoutAttribute)] {
        Self.named.compactMap { entry in
            guard let attribute = entry.attribute, contains(entry.option) else { return nil }
            return (entry.name, attribute)
        }
    }
}
