import Cassowary
import Testing

/// `Solver.values(pulling:holding:removing:flooring:)`: bounds added only where they bind give
/// the answer of every bound added first, and the solver itself does not move.
@Suite struct SolverValuesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// The solver's constraints, over x, y and z.
        var constraints: @Sendable (Variable, Variable, Variable) -> [Constraint]
        /// What the probe holds besides.
        var holding: @Sendable (Variable, Variable, Variable) -> [Constraint] = { _, _, _ in [] }
        /// Whether z is floored too, besides x and y.
        var floorsZ = true
        /// x, y and z with x pulled to -5 strong, y medium and z weak.
        var expected: [Double]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "no bound binds",
            constraints: { x, y, z in [x == 2, y == 3, z == 4] }, expected: [2, 3, 4]),
        Case(
            testDescription: "bounds bind where the pulls go below 0",
            constraints: { x, y, _ in [x + y == 10] }, expected: [0, 10, 0]),
        Case(
            testDescription: "a variable not floored stays below 0",
            constraints: { x, _, z in [z == x - 3] }, floorsZ: false, expected: [0, 0, -3]),
        Case(
            testDescription: "a bound wins over a constraint held that contradicts it",
            constraints: { _, _, _ in [] }, holding: { x, _, _ in [x <= -1] },
            expected: [0, 0, 0]),
    ]

    @Test(arguments: cases)
    func boundsWhereTheyBindGiveEveryBoundsAnswer(_ example: Case) throws {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let solver = Solver()
        for constraint in example.constraints(x, y, z) { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let before = [x, y, z].map { solver.value(of: $0) }
        let targets = zip([x, y, z], [Strength.strong, .medium, .weak]).map {
            (variable: $0, value: -5.0, strength: $1)
        }
        let floored = example.floorsZ ? [x, y, z] : [x, y]
        let holding = example.holding(x, y, z)
        let lazy = solver.values(pulling: targets, holding: holding, flooring: floored)
        let eager = solver.values(pulling: targets, holding: floored.map { $0 >= 0 } + holding)
        #expect(lazy == example.expected)
        #expect(eager == example.expected)
        solver.updateVariables()
        #expect([x, y, z].map { solver.value(of: $0) } == before)
    }
}
