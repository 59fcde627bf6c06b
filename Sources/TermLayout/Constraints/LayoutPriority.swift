import Cassowary

/// How much a constraint matters, as in Auto Layout: 1000 is required, anything from 1 up to
/// 999 may be broken when constraints conflict, higher priorities before lower ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    CustomStringConvertible
{
    public let rawValue: Double

    /// Fails for a value outside `1...1000` (NaN included): no layout could honour it.
    public init?(rawValue: Double) {
        guard Self.range.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The values a priority may take.
    public static let range: ClosedRange<Double> = 1...1000

    /// Must hold; a required constraint that conflicts is not installed, and the log says why.
    public static let required = LayoutPriority(unchecked: 1000)
    /// UIKit's `defaultHigh` (750): what a view's compression resistance starts at.
    public static let defaultHigh = LayoutPriority(unchecked: 750)
    /// UIKit's `defaultLow` (250): what a view's content hugging starts at.
    public static let defaultLow = LayoutPriority(unchecked: 250)
    /// UIKit's `fittingSizeLevel` (50): barely more than no constraint at all.
    public static let fittingSizeLevel = LayoutPriority(unchecked: 50)

    private init(unchecked rawValue: Double) { self.rawValue = rawValue }

    /// Whether this is `required` (1000).
    public var isRequired: Bool { rawValue == Self.range.upperBound }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The number, without a trailing `.0`.
    public var description: String { formatNumber(rawValue) }
}
