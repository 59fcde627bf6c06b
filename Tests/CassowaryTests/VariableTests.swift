import Cassowary
import Testing

@Suite struct VariableTests {
    @Test func identityIsFixedAtCreationNotByName() {
        let first = Variable("width")
        let second = Variable("width")
        let copy = first
        #expect(first == copy)
        #expect(first != second)
        #expect(Set([first, second, copy]).count == 2)
    }

    @Test(arguments: [("left", "left"), (nil, nil)] as [(String?, String?)])
    func descriptionUsesTheName(name: String?, expected: String?) {
        let variable = Variable(name)
        #expect(variable.description == (expected ?? "v\(variable.id)"))
    }
}
