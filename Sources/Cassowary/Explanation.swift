/// Why an expression of a solver's variables has its value, read from the final tableau: the
/// constraints that hold exactly and pin it, the variables it rests on that nothing pins, and
/// the non-required constraints near it that do not hold. A diagnostic: see
/// `Solver.explanation(of:)`.
public struct Explanation: Sendable {
    /// What holds a value in place: an added constraint, or an edit variable at its suggestion.
    public enum Cause: Sendable, CustomStringConvertible {
        /// A constraint added to the solver.
        case constraint(Constraint)
        /// An edit variable, the value last suggested for it, and its strength.
        case edit(Variable, suggested: Double, strength: Strength)

        public var description: String {
            switch self {
            case .constraint(let constraint): constraint.description
            case .edit(let variable, let suggested, let strength):
                "\(variable) suggested \(formatNumber(suggested)) | \(strength)"
            }
        }
    }

    /// A non-required constraint, or an edit variable's suggestion, that the solution misses
    /// by `error` (positive).
    public struct Loss: Sendable {
        /// The constraint or suggestion that lost.
        public let cause: Cause
        /// How far the solution misses it.
        public let error: Double
    }

    /// The expression's value in the tableau as it stands.
    public let value: Double
    /// The constraints and edit variables that hold exactly and that the value depends on,
    /// oldest first: change one and the value moves.
    public let tight: [Cause]
    /// The variables the value depends on that no constraint pins: each sits at 0 and could
    /// take another value as good (the layout is ambiguous there).
    public let open: [Variable]
    /// The non-required constraints and suggestions, oldest first, that do not hold and that
    /// mention the expression's variables or those of `tight`, or whose error rests on what
    /// the value rests on: what lost to `tight`.
    public let lost: [Loss]
}
