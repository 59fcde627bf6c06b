import Testing

@testable import Cassowary

@Suite("Changing a constraint's constant in place")
struct SetConstantTests {
    /// `x + c REL 0` (or `x - y + c`) with another constraint beside it; after moving `c`, the
    /// values equal those of a solver that was given the moved constraint from the start.
    struct Case: Sendable, CustomTestStringConvertible {
        var relation: Relation
        var strength: Strength
        var from: Double
        var to: Double
        var testDescription: String { "\(relation) \(strength): \(from) → \(to)" }
    }

    nonisolated static let cases: [Case] = [
        Case(relation: .equal, strength: .required, from: -10, to: -30),
        Case(relation: .equal, strength: .strong, from: -10, to: 5),
        Case(relation: .greaterThanOrEqual, strength: .required, from: -10, to: -40),
        Case(relation: .greaterThanOrEqual, strength: .medium, from: -10, to: -70),
        Case(relation: .lessThanOrEqual, strength: .required, from: -30, to: -20),
        Case(relation: .lessThanOrEqual, strength: .strong, from: -30, to: -5),
    ]

    /// x and y in a row of 100: x + y == 100, x as close to 25 as a weak wish, y >= 10.
    func system(_ testCase: Case, constant: Double) -> (Solver, Constraint, Variable, Variable) {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try! solver.addConstraint(x + y == 100)
        try! solver.addConstraint(y >= 10)
        try! solver.addConstraint((x == 25).withStrength(.weak))
        let moved = Constraint(
            LinearExpression([Term(x)], constant: constant), testCase.relation,
            strength: testCase.strength)
        try! solver.addConstraint(moved)
        return (solver, moved, x, y)
    }

    @Test("the values are those of a fresh solve with the new constant", arguments: cases)
    func matchesFreshSolve(_ testCase: Case) throws {
        let (solver, moved, x, y) = system(testCase, constant: testCase.from)
        solver.updateVariables()
        try solver.setConstant(testCase.to, of: moved)
        solver.updateVariables()
        #expect(solver.constant(of: moved) == testCase.to)
        let (fresh, _, freshX, freshY) = system(testCase, constant: testCase.to)
        fresh.updateVariables()
        #expect(abs(solver.value(of: x) - fresh.value(of: freshX)) < 1e-9)
        #expect(abs(solver.value(of: y) - fresh.value(of: freshY)) < 1e-9)
        #expect(solver.invariantViolations() == [])
    }

    @Test("a required constant that would contradict others is refused and changes nothing")
    func refusal() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor: Constraint = x >= 10
        let ceiling: Constraint = x <= 50
        try solver.addConstraint(floor)
        try solver.addConstraint(ceiling)
        try solver.addConstraint((x == 30).withStrength(.weak))
        solver.updateVariables()
        let error = #expect(throws: SolverError.self) { try solver.setConstant(-60, of: floor) }
        guard case .unsatisfiableConstraint(let refused, let conflicts) = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(refused === floor)
        #expect(conflicts.map(\.id) == [ceiling.id])
        #expect(solver.constant(of: floor) == -10)
        #expect(solver.updateVariables().isEmpty)
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-40, of: floor)
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
    }

    @Test("a redundant required equality cannot drift from its twin")
    func redundantEquality() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let first: Constraint = x == y
        let twin: Constraint = x == y
        try solver.addConstraint(first)
        try solver.addConstraint(twin)
        #expect(throws: SolverError.self) { try solver.setConstant(1, of: twin) }
        solver.removeConstraintIgnoringErrors(first)
        try solver.setConstant(1, of: twin)
        try solver.addConstraint(y == 5)
        solver.updateVariables()
        #expect(solver.value(of: x) == 4)
    }

    @Test("unknown constraints and non-finite constants are refused")
    func refusedInputs() throws {
        let x = Variable("x")
        let solver = Solver()
        let added: Constraint = x == 1
        let stranger: Constraint = x == 2
        try solver.addConstraint(added)
        #expect(throws: SolverError.self) { try solver.setConstant(2, of: stranger) }
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: added) }
        #expect(solver.constant(of: stranger) == nil)
    }
}

extension Solver {
    fileprivate func removeConstraintIgnoringErrors(_ constraint: Constraint) {
        try? removeConstraint(constraint)
    }
}
