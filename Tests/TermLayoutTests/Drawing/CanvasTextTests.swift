import TermLayout
import Testing

@Suite("Drawing text and fills on a Canvas")
@MainActor
struct CanvasTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var what: String
        var paint: @MainActor @Sendable (any Canvas) -> Void
        var expected: [String]
        var testDescription: String { what }
    }

    /// Text drawn by a view 6×1 at column 1 of the middle row of an 8×3 screen of dots; the
    /// view paints itself with dots first, so the dots left show every cell the text did not
    /// write.
    nonisolated static let texts: [Case] = [
        Case(
            what: "inside the view", paint: { $0.draw("abc", at: Point(x: 1, y: 0)) },
            expected: ["........", "..abc...", "........"]),
        Case(
            what: "cut at the right edge", paint: { $0.draw("abcdefgh", at: Point(x: 2, y: 0)) },
            expected: ["........", "...abcd.", "........"]),
        Case(
            what: "cut at the left edge", paint: { $0.draw("abcdef", at: Point(x: -2, y: 0)) },
            expected: ["........", ".cdef...", "........"]),
        Case(
            what: "above the top edge", paint: { $0.draw("abc", at: Point(x: 0, y: -1)) },
            expected: ["........", "........", "........"]),
        Case(
            what: "below the bottom edge", paint: { $0.draw("abc", at: Point(x: 0, y: 1)) },
            expected: ["........", "........", "........"]),
        Case(
            what: "wide characters that fit exactly", paint: { $0.draw("中文字", at: .zero) },
            expected: ["........", ".中文字.", "........"]),
        Case(
            what: "a wide character cut by the right edge leaves a space, never half of it",
            paint: { $0.draw("ab中", at: Point(x: 3, y: 0)) },
            expected: ["........", "....ab .", "........"]),
        Case(
            what: "a wide character cut by the left edge leaves a space, never half of it",
            paint: { $0.draw("中文", at: Point(x: -1, y: 0)) },
            expected: ["........", ". 文....", "........"]),
        Case(
            what: "combining marks stay in their base's cell",
            paint: { $0.draw("e\u{301}te\u{300}!", at: .zero) },
            expected: ["........", ".e\u{301}te\u{300}!...", "........"]),
        Case(
            what: "emoji take two cells", paint: { $0.draw("😀ok", at: .zero) },
            expected: ["........", ".😀ok...", "........"]),
        Case(
            what: "control characters show as Control Pictures",
            paint: { $0.draw("a\tb\n", at: .zero) },
            expected: ["........", ".a␉b␊...", "........"]),
        Case(
            what: "an escape sequence shows instead of acting",
            paint: { $0.draw("\u{1B}[1mX", at: .zero) },
            expected: ["........", ".␛[1mX..", "........"]),
        Case(
            what: "a run continues where the last ended, even when that was clipped",
            paint: { canvas in
                let x = canvas.draw("abcdefgh", at: Point(x: -3, y: 0))
                canvas.draw("|", at: Point(x: x, y: 0))
            },
            expected: ["........", ".defgh|.", "........"]),
    ]

    @Test("text is drawn on one line and clipped to the view", arguments: texts)
    func text(_ testCase: Case) {
        let view = Painting(dotted: rect(1, 1, 6, 1), paint: testCase.paint)
        #expect(screen(8, 3, [view]).lines == testCase.expected)
    }

    /// Fills by a view 6×3 at column 1 of an 8×3 screen of dots, over dots of its own.
    nonisolated static let fills: [Case] = [
        Case(
            what: "the whole view", paint: { $0.fill($0.bounds, with: "x") },
            expected: [".xxxxxx.", ".xxxxxx.", ".xxxxxx."]),
        Case(
            what: "a rectangle partly outside the view is clipped to it",
            paint: { $0.fill(rect(-2, 1, 5, 5), with: "x") },
            expected: ["........", ".xxx....", ".xxx...."]),
        Case(
            what: "spaces by default", paint: { $0.fill(rect(1, 0, 2, 3)) },
            expected: ["..  ....", "..  ....", "..  ...."]),
        Case(
            what: "an empty rectangle fills nothing",
            paint: { $0.fill(rect(2, 1, 0, 2), with: "x") },
            expected: ["........", "........", "........"]),
        Case(
            what: "a wide character leaves a space where the last copy does not fit",
            paint: { $0.fill(rect(0, 0, 5, 1), with: "中") },
            expected: [".中中 ..", "........", "........"]),
        Case(
            what: "copies of a wide character line up with the rectangle, cut at the view's edge",
            paint: { $0.fill(rect(-1, 0, 6, 2), with: "中") },
            expected: [". 中中..", ". 中中..", "........"]),
        Case(
            what: "a control character fills with its picture",
            paint: { $0.fill(rect(0, 2, 2, 1), with: "\n") },
            expected: ["........", "........", ".␊␊....."]),
    ]

    @Test("fills cover a rectangle, clipped to the view", arguments: fills)
    func fill(_ testCase: Case) {
        let view = Painting(dotted: rect(1, 0, 6, 3), paint: testCase.paint)
        #expect(screen(8, 3, [view]).lines == testCase.expected)
    }
}
