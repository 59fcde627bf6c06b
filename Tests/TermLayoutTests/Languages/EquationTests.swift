import TermLayout
import Testing

@Suite("Equations")
@MainActor
struct EquationTests {
    nonisolated static let cases: [(equation: String, expected: [String])] = [
        ("a.centerX == |", ["a.centerX == root.centerX"]),
        ("a.top==|.top+1", ["a.top == root.top + 1"]),
        ("a.leading == |>.leading + 2", ["a.leading == root.safeArea.leading + 2"]),
        ("a.bottom <= <|", ["a.bottom <= root.safeArea.bottom"]),
        ("a.width == b * 2 - 1 @ 500", ["a.width == b.width * 2 - 1 @500"]),
        ("a.width >= b.height / 4", ["a.width >= b.height * 0.25"]),
        ("a.height == b.width * -1", ["a.height == b.width * -1"]),
        ("a.size == b", ["a.width == b.width", "a.height == b.height"]),
        ("a.size <= 10 * 2 + 1", ["a.width <= 21", "a.height <= 21"]),
        ("a.width == pad", ["a.width == 3"]),
        ("a.width == b.width + pad @ level", ["a.width == b.width + 3 @900"]),
        ("a.baseline == b.firstBaseline", ["a.lastBaseline == b.firstBaseline"]),
        ("a.top == b.safeArea.top", ["a.top == b.safeArea.top"]),
        ("a.margins.left == |.left", ["a.margins.left == root.left"]),
        (
            "a.edges >= | + 2",
            [
                "a.top >= root.top + 2", "a.left >= root.left + 2",
                "a.bottom <= root.bottom - 2", "a.right <= root.right - 2",
            ]
        ),
        ("a.center == b.center + 1", ["a.centerX == b.centerX + 1", "a.centerY == b.centerY + 1"]),
    ]

    @Test("an equation gives these constraints", arguments: cases)
    func equation(_ equation: String, expected: [String]) throws {
        let scene = Scene("a", "b")
        #expect(try scene.describe(equation, metrics: ["pad": 3, "level": 900]) == expected)
    }

    @Test("a bare name on the right is a view before it is a metric")
    func viewsBeforeMetrics() throws {
        let scene = Scene("a", "b")
        #expect(try scene.describe("a.width == b", metrics: ["b": 5]) == ["a.width == b.width"])
    }
}
