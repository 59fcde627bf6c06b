import Cassowary

/// What an app that swaps constraints for hours does to the solver, on a chain of 10 views:
/// a set of 10 constraints (each view's preferred width) replaced by new ones, or a view of 4
/// new variables and 4 constraints inserted beside the chain and removed. The solver's
/// storage (`Solver.storage`) must stay the size of one set, however many cycles run.
public final class ChurnScenario {
    public let chain = ChainScenario(count: 10)
    public var solver: Solver { chain.solver }
    private var preferredWidths: [Constraint]
    private var cycle = 0

    public init() throws(SolverError) {
        try chain.build()
        preferredWidths = chain.preferredWidths
    }

    /// Removes the 10 preferred widths and adds 10 new ones, alternating 10 and 9 wide.
    public func swapSetStep() throws(SolverError) {
        cycle += 1
        for constraint in preferredWidths { try solver.removeConstraint(constraint) }
        preferredWidths = chain.widths.map {
            ($0 == Double(10 - cycle % 2)).withStrength(.weak)
        }
        for constraint in preferredWidths { try solver.addConstraint(constraint) }
    }

    /// Inserts a view of 4 new variables under the middle view, lays out, and removes it.
    public func viewStep() throws(SolverError) {
        let (left, top, width, height) = (
            Variable("left"), Variable("top"), Variable("width"), Variable("height")
        )
        let view: [Constraint] = [
            left == chain.lefts[5], top == 2, width == chain.widths[5],
            (height == 3).withStrength(.weak),
        ]
        for constraint in view { try solver.addConstraint(constraint) }
        solver.updateVariables()
        for constraint in view { try solver.removeConstraint(constraint) }
    }
}
