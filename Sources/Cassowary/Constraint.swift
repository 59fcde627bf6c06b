import Synchronization

/// How an expression relates to zero.
public enum Relation: Sendable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
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
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

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
