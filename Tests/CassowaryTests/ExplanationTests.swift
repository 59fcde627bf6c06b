import Cassowary
import Testing

/// `Solver.explanation(of:)` on small systems: which constraints it lists as tight, which
/// variables as open, and which preferences as lost.
@Suite("Why a variable has its value")
struct ExplanationTests {
    /// A system, the expression asked about, and the explanation expected, each cause and
    /// loss by its description.
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var build: @Sendable () throws -> (Solver, LinearExpression)
        var value: Double
        var tight: [String]
        var open: [String] = []
        var lost: [String] = []
    }

    nonisolated static let cases: [Case] = [
        Case(
            testDescription: "a required equality pins it",
            build: {
                let x = Variable("x")
                let solver = Solver()
                try solver.addConstraint(x == 10)
                try solver.addConstraint((x == 20).withStrength(.weak))
                return (solver, x.expression)
            }, value: 10, tight: ["x - 10 == 0 | required"],
            lost: ["x - 20 == 0 | @250 misses by 10"]),
        Case(
            testDescription: "a preference holds when nothing else is there",
            build: {
                let x = Variable("x")
                let solver = Solver()
                try solver.addConstraint((x == 20).withStrength(.weak))
                try solver.addConstraint(x >= 0)
                return (solver, x.expression)
            }, value: 20, tight: ["x - 20 == 0 | @250"]),
        Case(
            testDescription: "an inequality at its bound clips a stronger preference",
            build: {
                let x = Variable("x")
                let solver = Solver()
                try solver.addConstraint((x == 50).withStrength(.strong))
                try solver.addConstraint(x <= 20)
                try solver.addConstraint(x >= 0)
                return (solver, x.expression)
            }, value: 20, tight: ["x - 20 <= 0 | required"],
            lost: ["x - 50 == 0 | @750 misses by 30"]),
        Case(
            testDescription: "a chain, through the variables it is written in",
            build: {
                let a = Variable("a")
                let b = Variable("b")
                let solver = Solver()
                try solver.addConstraint(a == 5)
                try solver.addConstraint(b == a + 3)
                return (solver, b.expression)
            }, value: 8, tight: ["a - 5 == 0 | required", "b - a - 3 == 0 | required"]),
        Case(
            testDescription: "an edit variable: a pane beside a sidebar squeezed by the width",
            build: {
                let width = Variable("width")
                let side = Variable("side")
                let main = Variable("main")
                let solver = Solver()
                try solver.addEditVariable(width, strength: Strength(priority: 999))
                try solver.suggestValue(20, for: width)
                try solver.addConstraint(side + main == width)
                try solver.addConstraint(main >= 10)
                try solver.addConstraint(side >= 0)
                try solver.addConstraint((side == 24).withStrength(.strong))
                return (solver, side.expression)
            }, value: 10,
            tight: [
                "width suggested 20 | @999", "side + main - width == 0 | required",
                "main - 10 >= 0 | required",
            ], lost: ["side - 24 == 0 | @750 misses by 14"]),
        Case(
            testDescription: "a required constraint beats the terminal: the edit is lost",
            build: {
                let width = Variable("width")
                let x = Variable("x")
                let solver = Solver()
                try solver.addEditVariable(width, strength: Strength(priority: 999))
                try solver.suggestValue(5, for: width)
                try solver.addConstraint(x == width)
                try solver.addConstraint(x >= 8)
                return (solver, x.expression)
            }, value: 8, tight: ["x - 8 >= 0 | required"],
            lost: ["width suggested 5 | @999 misses by 3"]),
        Case(
            testDescription: "a sum leaves one of its variables open",
            build: {
                let x = Variable("x")
                let y = Variable("y")
                let solver = Solver()
                try solver.addConstraint(x + y == 10)
                return (solver, x.expression)
            }, value: 10, tight: ["x + y - 10 == 0 | required"], open: ["y"]),
        Case(
            testDescription: "a variable the solver has never seen is open",
            build: {
                let solver = Solver()
                return (solver, Variable("z") + 1)
            }, value: 1, tight: [], open: ["z"]),
        Case(
            testDescription: "an expression: the right edge, pinned where its parts are not",
            build: {
                let left = Variable("left")
                let width = Variable("width")
                let solver = Solver()
                try solver.addConstraint(left + width == 30)
                try solver.addConstraint(left >= 0)
                try solver.addConstraint((width == 40).withStrength(.weak))
                return (solver, left + width)
            }, value: 30, tight: ["left + width - 30 == 0 | required"],
            lost: ["width - 40 == 0 | @250 misses by 10"]),
    ]

    @Test("lists the tight, the open and the lost", arguments: cases)
    func explains(_ example: Case) throws {
        let (solver, expression) = try example.build()
        let explanation = solver.explanation(of: expression)
        #expect(explanation.value == example.value)
        #expect(explanation.tight.map(\.description) == example.tight)
        #expect(explanation.open.map(\.description) == example.open)
        #expect(explanation.lost.map { "\($0.cause) misses by \(Int($0.error))" } == example.lost)
    }
}
