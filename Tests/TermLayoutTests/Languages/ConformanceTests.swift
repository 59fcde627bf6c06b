import Testing

@testable import TermLayout

@Suite("Conformance vectors of the constraint languages")
@MainActor
struct ConformanceTests {
    nonisolated static let cases = (try? ConformanceFile.load()) ?? []

    @Test("the vectors are read from the repository and hold cases")
    func fileIsRead() throws {
        let cases = try ConformanceFile.load()
        #expect(cases.count >= 50)
    }

    @Test(
        "each case gives exactly its constraints, in order, or an error at its offset",
        arguments: cases)
    func conformance(_ testCase: ConformanceCase) throws {
        let scene = Scene(testCase.views)
        switch testCase.expectation {
        case .constraints(let expected):
            let constraints = try scene.constraints(for: testCase)
            #expect(constraints.map(\.description) == expected)
        case .error(let offset):
            let error = #expect(throws: FormatError.self) { try scene.constraints(for: testCase) }
            if let offset, let error {
                #expect(error.offset == offset, "\(error)")
            }
        }
    }

    @Test(
        "every constraint's description reads back as an equation giving the same constraint",
        arguments: cases.filter { if case .constraints = $0.expectation { true } else { false } })
    func roundTrip(_ testCase: ConformanceCase) throws {
        let scene = Scene(testCase.views)
        var views = scene.views
        views["root"] = scene.root
        for constraint in try scene.constraints(for: testCase) {
            let reparsed = try LayoutConstraint.constraints(
                withVisualFormat: constraint.description, views: views)
            #expect(reparsed.count == 1)
            #expect(
                reparsed.first?.isEquivalent(to: constraint) == true,
                "\(constraint) read back as \(reparsed.map(\.description))")
        }
    }
}
