/// How the first side of a constraint compares with the second.
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    /// The first side is at most the second: `<=`.
    case lessThanOrEqual
    /// The two sides are equal: `==`.
    case equal
    /// The first side is at least the second: `>=`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`, as the canonical form prints it.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The relation that holds after both sides are negated (`a <= b` is `-a >= -b`).
    var flipped: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
