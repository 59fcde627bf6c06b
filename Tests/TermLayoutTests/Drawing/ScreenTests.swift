import TermLayout
import Testing

/// A view that draws with `paint` and remembers what the renderer gave it.
final class Painting: View {
    private let paint: (any Canvas) -> Void
    private(set) var drawCount = 0
    private(set) var canvasBounds: Rect?
    private(set) var canvasClip: Rect?

    init(_ frame: Rect, paint: @escaping (any Canvas) -> Void = { _ in }) {
        self.paint = paint
        super.init()
        self.frame = frame
    }

    /// A view that fills itself with `letter`.
    convenience init(_ letter: Character, _ frame: Rect, style: TextStyle = .plain) {
        self.init(frame) { $0.fill($0.bounds, with: letter, style: style) }
    }

    /// A view that fills itself with dots and then paints: the dots left show every cell
    /// `paint` did not write.
    convenience init(dotted frame: Rect, paint: @escaping (any Canvas) -> Void) {
        self.init(frame) { canvas in
            canvas.fill(canvas.bounds, with: ".")
            paint(canvas)
        }
    }

    override func draw(in canvas: any Canvas) {
        drawCount += 1
        canvasBounds = canvas.bounds
        canvasClip = canvas.clip
        paint(canvas)
    }
}

/// `Rect(x:y:width:height:)`, short enough for a table.
func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A root `width`×`height` that fills itself with `.`, so that every cell a view writes over
/// it stands out, with `views` as its subviews.
@MainActor
func backdrop(_ width: Int, _ height: Int, _ views: [View]) -> View {
    let root = Painting(".", rect(0, 0, width, height))
    for view in views { try! root.addSubview(view) }
    return root
}

/// `root` rendered on a screen of its size.
@MainActor
func render(_ root: View) -> Screen {
    let screen = Screen(size: root.frame.size)
    screen.render(root)
    return screen
}

/// `views` rendered over a backdrop `width`×`height`.
@MainActor
func screen(_ width: Int, _ height: Int, _ views: [View]) -> Screen {
    render(backdrop(width, height, views))
}

@Suite("Rendering a view tree on a Screen")
@MainActor
struct ScreenTests {
    @Test("subviews draw above their superview and are clipped by every ancestor")
    func nestedViewsClip() throws {
        let outer = Painting("a", rect(1, 1, 5, 3))
        let inner = Painting("b", rect(2, 1, 6, 6))
        let innermost = Painting("c", rect(-1, 1, 2, 1))
        try outer.addSubview(inner)
        try inner.addSubview(innermost)
        #expect(
            screen(8, 5, [outer]).lines == [
                "........",
                ".aaaaa..",
                ".aabbb..",
                ".aacbb..",
                "........",
            ])
        #expect(innermost.canvasBounds == rect(0, 0, 2, 1))
        #expect(innermost.canvasClip == rect(1, 0, 1, 1))
    }

    @Test("later siblings draw above earlier ones; bringSubviewToFront reorders")
    func siblingsInZOrder() {
        let a = Painting("a", rect(0, 0, 4, 2))
        let b = Painting("b", rect(2, 1, 4, 2))
        let root = backdrop(6, 3, [a, b])
        #expect(render(root).lines == ["aaaa..", "aabbbb", "..bbbb"])
        root.bringSubviewToFront(a)
        #expect(render(root).lines == ["aaaa..", "aaaabb", "..bbbb"])
    }

    @Test("a laid-out root renders where its constraints put its views, and again after a resize")
    func laidOutRoot() throws {
        let root = RootView(size: Size(width: 14, height: 4))
        let views = ["a": "A", "b": "B"].mapValues { title in
            Painting(.zero) { $0.drawBox($0.bounds, title: title) }
        }
        for name in ["a", "b"] { try root.addSubview(views[name]!) }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[a][b(==a)]|;V:|[a]|;V:|[b]|", views: views))
        root.layoutIfNeeded()
        #expect(
            render(root).lines == [
                "┌─ A ─┐┌─ B ─┐",
                "│     ││     │",
                "│     ││     │",
                "└─────┘└─────┘",
            ])
        root.terminalSize = Size(width: 10, height: 3)
        root.layoutIfNeeded()
        #expect(render(root).lines == ["┌───┐┌───┐", "│   ││   │", "└───┘└───┘"])
    }

    @Test("a hidden view is skipped with its subtree; its siblings still draw")
    func hiddenSubtree() throws {
        let hidden = Painting("h", rect(0, 0, 3, 2))
        let child = Painting("c", rect(0, 0, 1, 1))
        let sibling = Painting("s", rect(4, 0, 2, 2))
        try hidden.addSubview(child)
        hidden.isHidden = true
        #expect(screen(6, 2, [hidden, sibling]).lines == ["....ss", "....ss"])
        #expect(hidden.drawCount == 0 && child.drawCount == 0)
    }

    struct Placement: Sendable, CustomTestStringConvertible {
        var name: String
        var frame: Rect
        var clip: Rect?
        var expected: [String]
        var testDescription: String { name }
    }

    /// A 4×3 view with its top row "abcd" and `-` below, on a 5×3 screen.
    nonisolated static let placements: [Placement] = [
        Placement(
            name: "inside", frame: rect(1, 0, 4, 3), clip: rect(0, 0, 4, 3),
            expected: [".abcd", ".----", ".----"]),
        Placement(
            name: "off the left and top edges", frame: rect(-2, -1, 4, 3),
            clip: rect(2, 1, 2, 2), expected: ["--...", "--...", "....."]),
        Placement(
            name: "off the right and bottom edges", frame: rect(3, 2, 4, 3),
            clip: rect(0, 0, 2, 1), expected: [".....", ".....", "...ab"]),
        Placement(
            name: "larger than the screen on every side", frame: rect(-1, -1, 7, 5),
            clip: rect(1, 1, 5, 3), expected: ["-----", "-----", "-----"]),
        Placement(
            name: "wholly off the screen, to the right", frame: rect(5, 0, 4, 3), clip: nil,
            expected: [".....", ".....", "....."]),
        Placement(
            name: "wholly off the screen, above", frame: rect(0, -3, 4, 3), clip: nil,
            expected: [".....", ".....", "....."]),
        Placement(
            name: "0×0 inside the screen", frame: rect(2, 1, 0, 0), clip: nil,
            expected: [".....", ".....", "....."]),
    ]

    @Test("a view partly or wholly off the screen draws only what shows", arguments: placements)
    func placement(_ placement: Placement) {
        let view = Painting(placement.frame) { canvas in
            canvas.fill(canvas.bounds, with: "-")
            canvas.draw("abcdefg", at: .zero)
        }
        #expect(screen(5, 3, [view]).lines == placement.expected)
        #expect(view.canvasClip == placement.clip)
        #expect(view.drawCount == (placement.clip == nil ? 0 : 1))
    }

    @Test("a view with nothing showing is not asked to draw, and neither are its subviews")
    func emptyViewSkipsSubtree() throws {
        let empty = Painting("e", rect(1, 1, 0, 0))
        let child = Painting("c", rect(0, 0, 2, 2))
        try empty.addSubview(child)
        #expect(screen(3, 3, [empty]).lines == ["...", "...", "..."])
        #expect(empty.drawCount == 0 && child.drawCount == 0)
    }

    @Test("a 1×1 screen shows one cell; a wide character there shows as a space")
    func oneCellScreen() {
        #expect(screen(1, 1, [Painting("x", rect(0, 0, 3, 3))]).lines == ["x"])
        let wide = Painting(rect(0, 0, 1, 1)) { $0.draw("中", at: .zero) }
        #expect(screen(1, 1, [wide]).lines == [" "])
    }

    @Test("a 0×0 screen has no lines and draws nothing")
    func emptyScreen() {
        let view = Painting("x", rect(0, 0, 3, 3))
        let screen = screen(0, 0, [view])
        #expect(screen.lines == [] && screen.description == "")
        #expect(view.drawCount == 0)
    }

    @Test("rendering again starts from a blank screen")
    func renderClears() {
        let view = Painting("x", rect(0, 0, 2, 1))
        let root = backdrop(3, 1, [view])
        let screen = render(root)
        view.frame = rect(1, 0, 2, 1)
        screen.render(view)
        #expect(screen.lines == [" xx"])
    }

    @Test("a subtree renders at its absolute frame, clipped by its ancestors, which do not draw")
    func subtreeRendersInPlace() throws {
        let parent = Painting("p", rect(1, 0, 3, 2))
        let child = Painting("c", rect(1, 1, 4, 4))
        try parent.addSubview(child)
        let root = backdrop(6, 3, [parent])
        #expect(render(root).lines == [".ppp..", ".pcc..", "......"])
        let screen = Screen(size: Size(width: 6, height: 3))
        screen.render(child)
        #expect(screen.lines == ["      ", "  cc  ", "      "])
        parent.isHidden = true
        screen.render(child)
        #expect(screen.lines == ["      ", "      ", "      "])
    }

    @Test("a wide character partly overwritten leaves a space in its other half")
    func overwritingHalfAWideCharacter() {
        let wide = Painting(rect(0, 0, 6, 1)) { $0.draw("中文字", at: .zero) }
        let overLeftHalf = Painting("x", rect(2, 0, 1, 1))
        let overRightHalf = Painting("y", rect(5, 0, 1, 1))
        let screen = screen(6, 1, [wide, overLeftHalf, overRightHalf])
        #expect(screen.lines == ["中x  y"])
        #expect(screen[0, 0] == Cell("中") && screen[1, 0].isContinuation)
    }

    @Test("description is the lines joined by newlines, trailing spaces kept")
    func description() {
        let screen = Screen(size: Size(width: 3, height: 2))
        screen.render(Painting("x", rect(0, 0, 1, 2)))
        #expect(screen.description == "x  \nx  ")
    }
}
