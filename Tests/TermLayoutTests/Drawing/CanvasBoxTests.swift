import TermLayout
import Testing

@Suite("Drawing boxes on a Canvas")
@MainActor
struct CanvasBoxTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var what: String
        var paint: @MainActor @Sendable (any Canvas) -> Void
        var expected: [String]
        var testDescription: String { what }
    }

    nonisolated static let borders: [Case] = [
        Case(
            what: "single", paint: { $0.drawBox($0.bounds, border: .single) },
            expected: ["┌──┐", "│..│", "└──┘"]),
        Case(
            what: "double", paint: { $0.drawBox($0.bounds, border: .double) },
            expected: ["╔══╗", "║..║", "╚══╝"]),
        Case(
            what: "rounded", paint: { $0.drawBox($0.bounds, border: .rounded) },
            expected: ["╭──╮", "│..│", "╰──╯"]),
        Case(
            what: "heavy", paint: { $0.drawBox($0.bounds, border: .heavy) },
            expected: ["┏━━┓", "┃..┃", "┗━━┛"]),
        Case(
            what: "ascii", paint: { $0.drawBox($0.bounds, border: .ascii) },
            expected: ["+--+", "|..|", "+--+"]),
        Case(
            what: "2×2, all corners", paint: { $0.drawBox(rect(1, 0, 2, 2)) },
            expected: [".┌┐.", ".└┘.", "...."]),
        Case(
            what: "one cell high draws nothing", paint: { $0.drawBox(rect(0, 1, 4, 1)) },
            expected: ["....", "....", "...."]),
        Case(
            what: "one cell wide draws nothing", paint: { $0.drawBox(rect(1, 0, 1, 3)) },
            expected: ["....", "....", "...."]),
        Case(
            what: "cut by the view's right edge", paint: { $0.drawBox(rect(1, 0, 5, 3)) },
            expected: [".┌──", ".│..", ".└──"]),
        Case(
            what: "cut by the view's top edge", paint: { $0.drawBox(rect(0, -1, 4, 3)) },
            expected: ["│..│", "└──┘", "...."]),
    ]

    /// The view paints itself with `.` first, so every cell the box writes stands out and its
    /// inside shows as it was.
    @Test("a box outlines a rectangle in each line style, clipped", arguments: borders)
    func border(_ testCase: Case) {
        let view = Painting(dotted: rect(0, 0, 4, 3), paint: testCase.paint)
        #expect(render(view).lines == testCase.expected)
    }

    struct Titled: Sendable, CustomTestStringConvertible {
        var title: String
        var width: Int
        var top: String
        var testDescription: String { "\(title.debugDescription) in \(width) cells" }
    }

    nonisolated static let titles: [Titled] = [
        Titled(title: "Log", width: 11, top: "┌─ Log ───┐"),
        Titled(title: "Tasks", width: 11, top: "┌─ Tasks ─┐"),
        Titled(title: "Tasks", width: 10, top: "┌─ Tas… ─┐"),
        Titled(title: "A title longer than the box", width: 8, top: "┌─ A… ─┐"),
        Titled(title: "A title longer than the box", width: 9, top: "┌─ A… ──┐"),
        Titled(title: "Log", width: 7, top: "┌─ … ─┐"),
        Titled(title: "Log", width: 6, top: "┌────┐"),
        Titled(title: "", width: 8, top: "┌──────┐"),
        Titled(title: "日本語", width: 10, top: "┌─ 日… ──┐"),
        Titled(title: "日本語", width: 12, top: "┌─ 日本語 ─┐"),
        Titled(title: "a\tb", width: 10, top: "┌─ a␉b ──┐"),
    ]

    @Test("a title sits on the top edge, ending in … when the box is too narrow", arguments: titles)
    func title(_ titled: Titled) {
        let view = Painting(rect(0, 0, titled.width, 2)) { canvas in
            canvas.drawBox(canvas.bounds, title: titled.title)
        }
        let bottom = "└" + String(repeating: "─", count: titled.width - 2) + "┘"
        #expect(render(view).lines == [titled.top, bottom])
    }

    @Test("a titled box cut by an ancestor shows what falls inside it, over blank cells")
    func titledBoxClipped() throws {
        let panel = Painting(".", rect(1, 0, 6, 3))
        let box = Painting(rect(-2, 0, 11, 3)) { canvas in
            canvas.drawBox(canvas.bounds, title: "Log")
        }
        try panel.addSubview(box)
        #expect(render(backdrop(8, 3, [panel])).lines == [". Log ─.", ".      .", ".──────."])
    }
}
