import CNcursesw
import TermLayout
import TermLayoutCursesTesting
import Testing

@testable import TermLayoutCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Texts drawn one after another on a row 6 cells wide, each from its column and in its style,
/// and what the row shows then: its characters (`·` for a blank cell, a wide character once)
/// and which of its cells are in reverse video (`r`).
struct Overdraw: Sendable, CustomTestStringConvertible {
    var draws: [(text: String, x: Int, style: TextStyle)]
    var row: String
    var reversed: String
    var testDescription: String { draws.map { "\($0.text) at \($0.x)" }.joined(separator: ", ") }
}

private let reverse = TextStyle(.reverse)

extension PseudoTerminalTests {
    nonisolated static let overdraws = [
        Overdraw(draws: [("行", 0, reverse), ("a", 1, .plain)], row: "·a····", reversed: "r·····"),
        Overdraw(draws: [("行", 0, reverse), ("a", 0, .plain)], row: "a·····", reversed: "·r····"),
        Overdraw(draws: [("行行", 0, .plain), ("b", 1, .plain)], row: "·b行··", reversed: "······"),
        Overdraw(draws: [("行行", 0, reverse), ("b", 2, .plain)], row: "行b···", reversed: "rr·r··"),
        Overdraw(draws: [("行", 0, .plain), ("行", 1, .plain)], row: "·行···", reversed: "······"),
        Overdraw(draws: [("ab", 0, .plain), ("行", 1, reverse)], row: "a行···", reversed: "·rr···"),
        Overdraw(draws: [("行", 4, reverse), ("xy", 3, .plain)], row: "···xy·", reversed: "·····r"),
    ]

    @Test(
        "a character drawn over half of a wide one blanks its other half in its style, in a window as on the headless Screen",
        arguments: overdraws)
    func overdraw(_ overdraw: Overdraw) throws {
        let pty = try PseudoTerminal(size: Size(width: 20, height: 4))
        defer { pty.close() }
        let session = try pty.startSession()
        // ncurses measures a character with wcwidth, in the process's locale: a UTF-8 one
        // whatever the environment's, for this test alone (the suite runs one test at a time).
        let previous = String(cString: setlocale(LC_CTYPE, nil))
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil, "the C.UTF-8 locale")
        defer { setlocale(LC_CTYPE, previous) }
        let width = 6
        let pad = try #require(newpad(1, Int32(width)))
        defer { delwin(pad) }
        let styles = CursesStyles(depth: session.colorDepth)
        let canvas = CursesCanvas(styles: styles, writesUnicode: true)
        let frame = Rect(x: 0, y: 0, width: width, height: 1)
        canvas.start(window: pad, frame: frame, visible: frame)
        let screen = Screen(size: frame.size)
        for (text, x, style) in overdraw.draws {
            canvas.draw(text, at: Point(x: x, y: 0), style: style)
            screen.draw(text, at: Point(x: x, y: 0), style: style)
        }
        try canvas.finish()

        // The row's characters, a wide one once: winnwstr leaves out the cell it spills into.
        var characters = [wchar_t](repeating: 0, count: width + 1)
        let count = mvwinnwstr(pad, 0, 0, &characters, Int32(width))
        try #require(count >= 0, "mvwinnwstr")
        let row = String(
            String.UnicodeScalarView(
                characters[..<Int(count)].compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
        let reverseBits = styles.attributes(for: reverse).attributes
        let reversed = (0..<width).map { x in
            var cell = cchar_t()
            _ = mvwin_wch(pad, 0, Int32(x), &cell)
            return cell.attr & reverseBits != 0 ? "r" : "·"
        }
        let blanksShown = { (line: String) in line.replacingOccurrences(of: " ", with: "·") }
        #expect(blanksShown(row) == overdraw.row)
        #expect(reversed.joined() == overdraw.reversed)
        #expect(blanksShown(screen.lines[0]) == overdraw.row)
        #expect(
            (0..<width).map { screen[$0, 0].style == reverse ? "r" : "·" }.joined()
                == overdraw.reversed)
    }
}
