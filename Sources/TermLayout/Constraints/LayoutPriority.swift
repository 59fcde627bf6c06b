import Cassowary

/// How much a constraint matters, as in Auto Layout: 1000 is required, anything from 1 up to
/// 999 may be broken when constraints conflict, higher priorities before lower ones. Between
/// 999 and 1000 are the engine's own priorities, the terminal's size among them (see
/// <doc:Shortages>), so no constraint of yours outranks the terminal.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    CustomStringConvertible
{
    public let rawValue: Double

    /// Fails for a value that is neither in `breakableRange` nor 1000 (NaN included): below 1
    /// no layout could honour it, and between 999 and 1000 it would outrank the terminal's
    /// size. It fails rather than trap or clamp: no bad number traps here.
    public init?(rawValue: Double) {
        guard Self.breakableRange.contains(rawValue) || rawValue == Self.required.rawValue else {
            return nil
        }
        self.rawValue = rawValue
    }

    /// The priorities a constraint that may break can have; above them only `required`.
    public static let breakableRange: ClosedRange<Double> = 1...999

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
    public var isRequired: Bool { self == .required }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The number, without a trailing `.0`.
    public var description: String { formatNumber(rawValue) }

    /// What the languages and layout files say after `@` when no number follows.
    package static let expected = "a priority (a number from 1 to 999, or 1000)"

    /// The error for `value` written as a priority when it is not one, for the languages and
    /// layout files, which point at where it is written.
    package static func outOfRange(_ value: Double) -> String {
        let advice = "use a number from 1 to 999, or 1000 for required"
        guard value > breakableRange.upperBound, value < required.rawValue else {
            return "priority \(formatNumber(value)) is out of range; \(advice)"
        }
        return "priority \(formatNumber(value)) is between 999 and 1000, where the engine's own"
            + " priorities are (the terminal's size among them); \(advice)"
    }
}
