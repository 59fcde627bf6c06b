import Cassowary
import Testing

/// Solver call sequences the solver fuzz target (`Tools/fuzz.sh solver`) found wrong, each
/// minimized and written out as calls, kept as regression tests.
@Suite struct FuzzFindingTests {
    let x = (0..<5).map { Variable("x\($0)") }

    /// `c3` added and removed again while `c2` pins `x3` at -8 (issue 18): `x3` stays at -8, and
    /// removing `c3` once a required `c4` moved `x3` works. A definition row held `16 x4 - 16 e`
    /// with `x4 = e`, rounding noise that pivots grew a hundredfold per cycle (5e-8 off after two,
    /// a required equality 0.0136 off in a longer run), until the noise made removing `c3` find
    /// "the objective is unbounded".
    @Test func addingAndRemovingAnEqualityKeepsValuesAndRemovalWorks() throws {
        let solver = Solver()
        let c0 = Constraint(
            LinearExpression([Term(x[4], -4.625), Term(x[1], 6.875)], constant: 55),
            .greaterThanOrEqual)
        let c1 = Constraint(
            LinearExpression(
                [Term(x[4], 1), Term(x[0], -0.0625), Term(x[3], -0.0625)], constant: 50),
            .greaterThanOrEqual, strength: .medium)
        let c2 = Constraint(
            LinearExpression([Term(x[3], -3.8125)], constant: -30.5), .equal, strength: .medium)
        let c3 = Constraint(
            LinearExpression(
                [Term(x[4], 1), Term(x[0], -0.0625), Term(x[3], -6.4375)], constant: -30.5),
            .equal, strength: .medium)
        let c4 = Constraint(LinearExpression([Term(x[3], -5)], constant: 34), .equal)

        try solver.addEditVariable(x[0], strength: .weak)
        try solver.addConstraint(c0)
        try solver.addConstraint(c1)
        try solver.addEditVariable(x[3], strength: .medium)
        try solver.removeConstraint(c1)
        try solver.addEditVariable(x[4], strength: .weak)
        try solver.addConstraint(c2)
        try solver.addConstraint(c3)
        for _ in 0..<2 {
            try solver.removeConstraint(c3)
            try solver.addConstraint(c3)
        }
        solver.updateVariables()
        #expect(abs(solver.value(of: x[3]) + 8) < 1e-9)
        try solver.addConstraint(c4)
        try solver.removeConstraint(c3)
        solver.updateVariables()
        #expect(abs(solver.value(of: x[3]) - 6.8) < 1e-9)
        #expect(solver.invariantViolations() == [])
    }
}
