/// When a constraint takes part in layout, or a view shows: while the terminal (or a view)
/// has a width and height in given ranges of whole cells. Ranges rather than UIKit's
/// compact/regular size classes, because a class is a range with one threshold: `.width(..<80)`
/// is a compact width, and a layout with three widths needs no third class.
public struct SizeCondition: Sendable, Hashable, CustomStringConvertible {
    /// Whose size a condition looks at.
    public enum Subject: Sendable, Hashable {
        /// The terminal: the root view's `terminalSize`.
        case terminal
        /// A view, by identity, with the name the condition prints it as; its size is its
        /// frame's after a solve, so a switch it causes takes another solve. While the view is
        /// not in the root's tree the condition does not hold.
        case view(ObjectIdentifier, name: String)
    }

    /// One subject's axis held to the sizes `lower...upper`.
    struct Bound: Sendable, Hashable {
        var subject: Subject
        var axis: LayoutAttribute.Axis
        var lower: Int
        var upper: Int
    }

    /// The bounds, at most one per subject and axis, in the order first given.
    private(set) var bounds: [Bound]

    private init(_ subject: Subject, _ axis: LayoutAttribute.Axis, _ range: some CellRange) {
        let (lower, upper) = range.cellBounds
        self.init(subject, axis, lower: lower, upper: upper)
    }

    /// `subject`'s size on `axis` in `lower...upper`; empty when `upper < lower`. A range that
    /// bounds nothing is left out, so conditions that hold at the same sizes are equal.
    init(_ subject: Subject, _ axis: LayoutAttribute.Axis, lower: Int, upper: Int) {
        let bound = Bound(subject: subject, axis: axis, lower: max(lower, 0), upper: upper)
        bounds = bound.lower == 0 && bound.upper == .max ? [] : [bound]
    }

    /// While the terminal's width is in `range`, such as `..<80` or `80...`.
    public static func width(_ range: some CellRange) -> SizeCondition {
        SizeCondition(.terminal, .horizontal, range)
    }

    /// While the terminal's height is in `range`.
    public static func height(_ range: some CellRange) -> SizeCondition {
        SizeCondition(.terminal, .vertical, range)
    }

    /// While `view`'s width is in `range`; the name it prints as is its `identifier`.
    @MainActor
    public static func size(of view: View, width range: some CellRange) -> SizeCondition {
        SizeCondition(subject(view), .horizontal, range)
    }

    /// While `view`'s height is in `range`.
    @MainActor
    public static func size(of view: View, height range: some CellRange) -> SizeCondition {
        SizeCondition(subject(view), .vertical, range)
    }

    /// The view as a subject, printed under its identifier, else `viewName`.
    @MainActor
    static func subject(_ view: View, viewName: String? = nil) -> Subject {
        .view(ObjectIdentifier(view), name: view.layoutName(viewName: viewName))
    }

    /// Both this condition and `other`: where they bound the same size, the ranges meet.
    public func and(_ other: SizeCondition) -> SizeCondition {
        var result = self
        for bound in other.bounds {
            if let index = result.bounds.firstIndex(where: {
                $0.subject == bound.subject && $0.axis == bound.axis
            }) {
                result.bounds[index].lower = max(result.bounds[index].lower, bound.lower)
                result.bounds[index].upper = min(result.bounds[index].upper, bound.upper)
            } else {
                result.bounds.append(bound)
            }
        }
        return result
    }

    /// Whether some size satisfies the condition; one that none does never holds.
    public var isSatisfiable: Bool { bounds.allSatisfy { $0.lower <= $0.upper } }

    /// Whether the condition holds when `size` gives each subject's size (nil for a view that
    /// is not there, which holds nothing).
    func holds(sizes size: (Subject) -> Size?) -> Bool {
        bounds.allSatisfy { bound in
            guard let size = size(bound.subject) else { return false }
            let cells = bound.axis == .horizontal ? size.width : size.height
            return bound.lower <= cells && cells <= bound.upper
        }
    }

    /// The subjects other than the terminal the condition looks at.
    var views: [ObjectIdentifier] {
        bounds.compactMap { if case .view(let id, _) = $0.subject { id } else { nil } }
    }

    /// The canonical form of the string languages: `width >= 40 and width < 80`,
    /// `sidebar.height == 3`; `width >= 0` for a condition that bounds nothing.
    public var description: String {
        var parts: [String] = []
        for bound in bounds {
            let name: String
            switch bound.subject {
            case .terminal: name = bound.axis == .horizontal ? "width" : "height"
            case .view(_, let view):
                name = view + (bound.axis == .horizontal ? ".width" : ".height")
            }
            if bound.lower == bound.upper {
                parts.append("\(name) == \(bound.lower)")
                continue
            }
            if bound.lower > 0 { parts.append("\(name) >= \(bound.lower)") }
            if bound.upper < Int.max { parts.append("\(name) < \(bound.upper + 1)") }
        }
        return parts.isEmpty ? "width >= 0" : parts.joined(separator: " and ")
    }
}

/// A range of whole cells a ``SizeCondition`` accepts: `..<80`, `80...`, `40..<80`,
/// `...79` or `40...79`. Sizes below 0 never occur, so a range of only those holds nothing.
public protocol CellRange: Sendable {
    /// The smallest and largest size in the range, both included; `Int.max` for no largest.
    var cellBounds: (lower: Int, upper: Int) { get }
}

extension Range: CellRange where Bound == Int {
    /// `lowerBound...upperBound - 1`.
    public var cellBounds: (lower: Int, upper: Int) {
        (lowerBound, upperBound == .min ? -1 : upperBound - 1)
    }
}

extension ClosedRange: CellRange where Bound == Int {
    /// `lowerBound...upperBound`.
    public var cellBounds: (lower: Int, upper: Int) { (lowerBound, upperBound) }
}

extension PartialRangeFrom: CellRange where Bound == Int {
    /// `lowerBound` and up.
    public var cellBounds: (lower: Int, upper: Int) { (lowerBound, .max) }
}

extension PartialRangeUpTo: CellRange where Bound == Int {
    /// Up to `upperBound - 1`.
    public var cellBounds: (lower: Int, upper: Int) {
        (0, upperBound == .min ? -1 : upperBound - 1)
    }
}

extension PartialRangeThrough: CellRange where Bound == Int {
    /// Up to `upperBound`.
    public var cellBounds: (lower: Int, upper: Int) { (0, upperBound) }
}
