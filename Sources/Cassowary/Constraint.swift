import Synchronization

/// How an expression relates to zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// The expression is zero.
    case equal
    /// The expression is zero or less.
    case lessThanOrEqual
    /// The expression is zero or more.
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// `expression relation 0` at a strength. A reference value: the solver tracks each constraint
/// by identity, so the same constraint object is what you later remove.
public final class Constraint: Sendable, CustomStringConvertible {
    /// Creation order; it breaks ties wherever constraints are listed.
    public let id: Int
    /// The left side minus the right side, as written; the relation compares it with zero.
    public let expression: LinearExpression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// Required, or the priority levels at which a violation is weighed.
    public let strength: Strength

    /// `expression relation 0`, required unless a strength is given. Operators such as `a + 10 ==
    /// b` build the same thing from both sides.
    public init(
        _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required
    ) {
        self.id = constraintCounter.add(1, ordering: .relaxed).newValue
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same expression and relation at another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}

private let constraintCounter = Atomic<Int>(0)
