import Cassowary
import Testing

@Suite struct TermTests {
    let a = Variable("a")

    @Test(arguments: [(1.0, "a"), (2, "2 * a"), (-0.5, "-0.5 * a")])
    func description(coefficient: Double, expected: String) {
        #expect(Term(a, coefficient).description == expected)
    }

    @Test func scalingMultipliesTheCoefficient() {
        #expect((3 * a * 2).coefficient == 6)
        #expect((a / 4).coefficient == 0.25)
        #expect((-(2 * a)).coefficient == -2)
    }
}
