import Cassowary
import Testing

@Suite struct SolverTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func simpleEquality() throws {
        let solver = Solver()
        try solver.addConstraint(x == 10)
        try solver.addConstraint(x + y == 30)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
    }

    @Test func inequalitiesPinTheWeakPreference() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x + y <= 80)
        try solver.addConstraint((y == 100).withStrength(.weak))
        try solver.addConstraint((x == 5).withStrength(.strong))
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 75)
    }

    @Test func strictPriorities() throws {
        let solver = Solver()
        try solver.addConstraint((x == 10).withStrength(.medium))
        for _ in 0..<1000 {
            try solver.addConstraint((x == 0).withStrength(.weak))
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
    }
}
