/// A solver's values as of one `updateVariables()`, for a caller that reads many: each read
/// is a look-up in this copy, not a call into the solver (whose every access Swift checks for
/// exclusivity at run time). Later solves leave it as it was.
public struct Solution: Sendable {
    let index: VariableIndex
    let values: [Double]

    /// The value of `variable`, as `Solver.value(of:)` gave it when this was taken; 0 for a
    /// variable the solver had not seen.
    public subscript(variable: Variable) -> Double {
        index[variable.id].map { values[$0] } ?? 0
    }
}

extension Solver {
    /// Every value as of the last `updateVariables()`, in one copy, for reading many values
    /// at once.
    public var solution: Solution {
        Solution(index: tableau.indexOfVariable, values: tableau.reportedValues)
    }
}
