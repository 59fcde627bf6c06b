import Cassowary
import Testing

@Suite struct ConstraintTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test(arguments: [
        (Relation.equal, "=="), (.lessThanOrEqual, "<="), (.greaterThanOrEqual, ">="),
    ])
    func relationsPrintAsOperators(relation: Relation, expected: String) {
        #expect(relation.description == expected)
    }

    @Test func descriptionShowsExpressionRelationAndStrength() {
        let constraint = (2 * x <= y + 3).withStrength(.weak)
        #expect(constraint.description == "2 * x - y - 3 <= 0 | @250")
    }

    @Test func withStrengthMakesANewConstraint() {
        let required = x == 1
        let weak = required.withStrength(.weak)
        #expect(weak !== required)
        #expect(weak.strength == .weak)
        #expect(required.strength == .required)
        #expect(weak.id > required.id)
    }
}
