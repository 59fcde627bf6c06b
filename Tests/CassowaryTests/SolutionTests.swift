import Cassowary
import Testing

/// `Solver.solution`: every value as of the last `updateVariables()`, read without the solver.
@Suite struct SolutionTests {
    @Test("a solution gives each variable's value as of the update it was taken after")
    func valuesAsOfTheUpdate() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(4, for: x)
        try solver.addConstraint(y == 2 * x + 1)
        solver.updateVariables()
        let before = solver.solution
        #expect(before[x] == 4)
        #expect(before[y] == 9)

        try solver.suggestValue(10, for: x)
        solver.updateVariables()
        #expect(before[y] == 9, "a later solve leaves it as it was")
        #expect(solver.solution[y] == 21)
        #expect(solver.solution[Variable("unseen")] == 0)
    }
}
