import Cassowary

/// Why a view's attribute has the value it has, as `View.explainLayout(for:)` finds it: the
/// constraints that hold exactly and determine it, what it rests on that nothing pins, and the
/// lower-priority constraints that lost. Its description is the text the inspector and
/// `termlayout explain` show.
public struct LayoutExplanation: Sendable, CustomStringConvertible {
    /// One constraint of an explanation.
    public struct Entry: Sendable, CustomStringConvertible {
        /// The layout constraint; nil for one of the engine's own (the terminal's size, a
        /// frame, a guide, an intrinsic size).
        public let constraint: LayoutConstraint?
        /// Its canonical form with its priority, or the engine's sentence for its own.
        public let description: String
        /// How far the solution misses it, in cells: 0 for a tight one.
        public let error: Double
    }

    /// What is explained, such as `sidebar.width`.
    public let subject: String
    /// The attribute's value as solved, before frames are rounded to cells; nil for a view in
    /// no root view, which nothing lays out.
    public let value: Double?
    /// The constraints that hold exactly and determine the value, oldest first.
    public let tight: [Entry]
    /// The variables (as `item.left`, `item.width`…) that the constraints leave open, among
    /// those the value rests on: another layout, as good at every priority, moves them.
    public let open: [String]
    /// The non-required constraints near the value that do not hold, oldest first.
    public let lost: [Entry]

    public var description: String {
        guard let value else { return "\(subject): in no root view, so not laid out" }
        var lines = ["\(subject) = \(formatNumber(value))"]
        lines.append(tight.isEmpty ? "determined by no constraint" : "determined by:")
        lines += tight.map { "  \($0)" }
        if !open.isEmpty {
            lines.append(
                "left open: \(open.joined(separator: ", ")) (another layout as good moves it)")
        }
        if !lost.isEmpty { lines.append("lost:") }
        lines += lost.map { "  \($0), missed by \(formatNumber($0.error))" }
        return lines.joined(separator: "\n")
    }
}
