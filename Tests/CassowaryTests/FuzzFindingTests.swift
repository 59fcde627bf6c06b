import Cassowary
import Testing

/// Solver call sequences the solver fuzz target (`Tools/fuzz.sh solver`) found wrong, each
/// minimized and written out as calls. One still fails, as a known issue until it is fixed.
@Suite struct FuzzFindingTests {
    let x = (0..<5).map { Variable("x\($0)") }

    /// `c3` added and removed again while `c2` pins `x3` at -8: the value drifts further at each
    /// cycle (by 5e-10, then 5e-8), and removing `c3` once a required `c4` moved `x3` fails with
    /// "the objective is unbounded". In a longer run the drift left a required equality off by
    /// 0.0136. It fails the same way before the reclaim work (87a814f).
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
        withKnownIssue("each removal and addition of c3 moves x3 further from -8") {
            #expect(abs(solver.value(of: x[3]) + 8) < 1e-9)
        }
        try solver.addConstraint(c4)
        withKnownIssue("removing c3 throws: the objective is unbounded") {
            try solver.removeConstraint(c3)
            solver.updateVariables()
            #expect(abs(solver.value(of: x[3]) - 6.8) < 1e-9)
        }
    }
}
