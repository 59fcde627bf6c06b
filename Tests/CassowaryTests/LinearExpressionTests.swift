import Cassowary
import Testing

@Suite struct LinearExpressionTests {
    let a = Variable("a")
    let b = Variable("b")

    @Test func operatorsBuildTermsInWrittenOrder() {
        let expression = 2 * a + b - 3
        #expect(expression.terms.map(\.variable) == [a, b])
        #expect(expression.terms.map(\.coefficient) == [2, 1])
        #expect(expression.constant == -3)
        #expect(expression.description == "2 * a + b - 3")
    }

    @Test(arguments: [
        (LinearExpression(constant: 4), "4"),
        (LinearExpression([Term(Variable("x"), -1)], constant: 0.5), "-1 * x + 0.5"),
        (LinearExpression([Term(Variable("x")), Term(Variable("y"), -2)]), "x - 2 * y"),
    ])
    func descriptions(expression: LinearExpression, expected: String) {
        #expect(expression.description == expected)
    }

    @Test func scalingAndNegationReachTheConstant() {
        let expression = -((a + 2) / 2)
        #expect(expression.terms.map(\.coefficient) == [-0.5])
        #expect(expression.constant == -1)
    }

    @Test func subtractingFromANumber() {
        let expression = 10 - 2 * a
        #expect(expression.terms.map(\.coefficient) == [-2])
        #expect(expression.constant == 10)
    }

    @Test func relationsMoveEverythingToTheLeft() {
        let constraint: Constraint = a + 1 >= b
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.expression.description == "a - b + 1")
        #expect(constraint.strength == .required)
    }
}
