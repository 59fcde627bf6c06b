import TermLayout
import Testing

@Suite("Edges measured as constraints measure them")
@MainActor
struct EdgePositionTests {
    static let rect = Rect(x: 3, y: 2, width: 10, height: 4)

    @Test(
        "each edge of 3,2 10×4, leading and trailing mirrored under right-to-left",
        arguments: [
            (LayoutAttribute.left, LayoutDirection.leftToRight, 3), (.right, .leftToRight, 13),
            (.top, .leftToRight, 2), (.bottom, .leftToRight, 6), (.leading, .leftToRight, 3),
            (.trailing, .leftToRight, 13), (.left, .rightToLeft, 3), (.right, .rightToLeft, 13),
            (.leading, .rightToLeft, -13), (.trailing, .rightToLeft, -3),
        ])
    func edges(attribute: LayoutAttribute, direction: LayoutDirection, expected: Int) {
        #expect(attribute.edgePosition(in: Self.rect, direction: direction) == expected)
    }

    @Test(
        "sizes, centres and baselines are not edges",
        arguments: [
            LayoutAttribute.width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline,
        ])
    func notEdges(attribute: LayoutAttribute) {
        #expect(attribute.edgePosition(in: Self.rect, direction: .leftToRight) == nil)
    }

    @Test("a trailing-to-leading chain meets under right-to-left layout, as it does on screen")
    func rightToLeftChain() throws {
        let scene = Scene(size: Size(width: 20, height: 1), ["a", "b"])
        scene.screen.layoutDirection = .rightToLeft
        try scene.layOut("H:|[a(5)][b(6)]; V:|[a]|; V:|[b]|")
        let a = try #require(
            LayoutAttribute.trailing.edgePosition(
                in: scene["a"].absoluteFrame, direction: .rightToLeft))
        let b = try #require(
            LayoutAttribute.leading.edgePosition(
                in: scene["b"].absoluteFrame, direction: .rightToLeft))
        #expect(a == b)
        #expect(scene["a"].absoluteFrame == Rect(x: 15, y: 0, width: 5, height: 1))
    }
}
