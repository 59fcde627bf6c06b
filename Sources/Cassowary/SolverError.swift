/// Why the solver refused a call. After any of these the solver is exactly as it was before.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// A required constraint contradicts required constraints already added, which are listed
    /// (oldest first); none of them had to be given up to find out.
    case unsatisfiableConstraint(Constraint, conflictsWith: [Constraint])
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable: it was never added, or was removed.
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions and cannot be required.
    case requiredEditStrength(Variable)
    /// A coefficient, constant, suggested value or strength that is NaN, infinite or out of
    /// range; `context` says which.
    case invalidNumber(Double, context: String)
    /// The tableau lost an invariant; this is a bug in the solver, never the caller's fault.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint) was already added"
        case .unsatisfiableConstraint(let constraint, let conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint: \(constraint) contradicts:\n\(list)"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint) was never added or was removed"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable) is already an edit variable"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: add \(variable) with addEditVariable first"
        case .requiredEditStrength(let variable):
            return "edit variable \(variable) cannot be required: use a priority below 1000"
        case .invalidNumber(let value, let context):
            return "invalid number \(value) for \(context): numbers must be finite"
        case .internalError(let message):
            return "internal solver error: \(message)"
        }
    }
}
