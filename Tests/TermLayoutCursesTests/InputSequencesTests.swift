import TermLayout
import Testing

@testable import TermLayoutCurses

/// Events as `KeyReader` gets them from ncurses for `text`: one key a character.
private func keys(_ text: String) -> [TerminalEvent] {
    text.map { $0 == "\u{1B}" ? .key(.escape) : .key(.character($0)) }
}

@Suite("Sequences ncurses passes on a character at a time are put back together")
struct InputSequencesTests {
    @Test(
        "replies are taken out, Alt and Ctrl-arrows decoded, unknown sequences dropped, the rest stays keys",
        arguments: [
            ("\u{1B}[?2026;2$y", [TerminalEvent.reply(.modeReport(mode: 2026, state: 2))]),
            ("a\u{1B}[?62;22cb", keys("a") + [.reply(.deviceAttributes)] + keys("b")),
            (
                "\u{1B}[?2026;0$y\u{1B}[?1;2c",
                [.reply(.modeReport(mode: 2026, state: 0)), .reply(.deviceAttributes)]
            ),
            ("\u{1B}[?1;2;3$y", []),
            ("\u{1B}", [.key(.escape)]),
            ("\u{1B}bx", [.key(.alt("b")), .key(.character("x"))]),
            (
                "\u{1B}[1;5D\u{1B}[1;5C",
                [.key(.modified(.left, .control)), .key(.modified(.right, .control))]
            ),
            ("\u{1B}[9;9Zb", keys("b")),
            ("\u{1B}[3~\u{1B}[A\u{1B}OB", [.key(.delete), .key(.up), .key(.down)]),
        ] as [(String, [TerminalEvent])])
    func decode(input: String, expected: [TerminalEvent]) {
        var sequences = InputSequences()
        #expect(sequences.decode(keys(input)) == expected)
    }

    @Test(
        "SGR mouse reports (mode 1006) become mouse events, at cells counted from 0",
        arguments: [
            ("\u{1B}[<0;5;3M", MouseEvent(.press, at: Point(x: 4, y: 2))),
            ("\u{1B}[<0;5;3m", MouseEvent(.release, at: Point(x: 4, y: 2))),
            ("\u{1B}[<2;1;1M", MouseEvent(.press, button: .right, at: .zero)),
            ("\u{1B}[<32;10;4M", MouseEvent(.drag, at: Point(x: 9, y: 3))),
            ("\u{1B}[<64;2;2M", MouseEvent(.scrollUp, button: .none, at: Point(x: 1, y: 1))),
            ("\u{1B}[<65;2;2M", MouseEvent(.scrollDown, button: .none, at: Point(x: 1, y: 1))),
            (
                "\u{1B}[<20;3;3M",
                MouseEvent(.press, at: Point(x: 2, y: 2), modifiers: [.shift, .control])
            ),
            ("\u{1B}[<1;300;150M", MouseEvent(.press, button: .middle, at: Point(x: 299, y: 149))),
        ] as [(String, MouseEvent)])
    func mouse(input: String, expected: MouseEvent) {
        var sequences = InputSequences()
        #expect(
            sequences.decode(keys(input) + keys("x")) == [.mouse(expected), .key(.character("x"))])
    }

    @Test(
        "mouse reports that mean nothing here are dropped",
        arguments: [
            ("\u{1B}[<66;2;2M", []), ("\u{1B}[<35;2;2M", []), ("\u{1B}[<0;0;1M", []),
            ("\u{1B}[<0;1M", []), ("\u{1B}[<0;1;1;1M", []),
        ] as [(String, [TerminalEvent])])
    func meaninglessMouse(input: String, expected: [TerminalEvent]) {
        var sequences = InputSequences()
        #expect(sequences.decode(keys(input)) == expected)
    }

    @Test(
        "keys with modifiers in xterm's encoding: 1 plus Shift 1, Alt 2, Ctrl 4; Meta dropped",
        arguments: [
            ("\u{1B}[1;2A", Key.modified(.up, .shift)),
            ("\u{1B}[1;3B", .modified(.down, .alt)),
            ("\u{1B}[1;6C", .modified(.right, [.control, .shift])),
            ("\u{1B}[1;8H", .modified(.home, [.control, .alt, .shift])),
            ("\u{1B}[1;5F", .modified(.end, .control)),
            ("\u{1B}[1;2P", .modified(.function(1), .shift)),
            ("\u{1B}[1;5S", .modified(.function(4), .control)),
            ("\u{1B}[15;2~", .modified(.function(5), .shift)),
            ("\u{1B}[24;5~", .modified(.function(12), .control)),
            ("\u{1B}[3;5~", .modified(.delete, .control)),
            ("\u{1B}[6;3~", .modified(.pageDown, .alt)),
            ("\u{1B}[1;10D", .modified(.left, .shift)),
        ])
    func modified(input: String, expected: Key) {
        var sequences = InputSequences()
        #expect(sequences.decode(keys(input)) == [.key(expected)])
    }

    @Test(
        "modified keys name themselves as a key bar would",
        arguments: [
            (Key.modified(.left, .control), "ctrl-left"),
            (.modified(.function(5), [.shift, .control]), "ctrl-shift-F5"),
            (.modified(.home, [.alt, .shift]), "alt-shift-home"),
        ])
    func names(key: Key, name: String) {
        #expect(key.description == name)
    }

    @Test("a bracketed paste is one event, whole, however many batches it comes in")
    func paste() {
        var sequences = InputSequences()
        let first = keys("x\u{1B}[200~line one") + [.key(.enter)] + keys("\u{1B}b")
        let second = [.key(.tab)] + keys("two\u{1B}[201~y")
        #expect(sequences.decode(first) == [.key(.character("x"))])
        #expect(
            sequences.decode(second)
                == [.key(.paste("line one\n\u{1B}b\ttwo")), .key(.character("y"))])
        #expect(sequences.decode(keys("\u{1B}[201~z")) == [.key(.character("z"))], "an end alone")
    }
}
