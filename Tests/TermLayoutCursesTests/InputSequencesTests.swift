import TermLayout
import TermLayoutTesting
import Testing

@testable import TerminalInput

@Suite("The terminal's bytes become keys, mouse actions, pastes and replies")
struct InputSequencesTests {
    @Test(
        "replies are taken out, Alt and Ctrl-arrows decoded, unknown sequences dropped, the rest stays keys",
        arguments: [
            ("\u{1B}[?2026;2$y", [TerminalEvent.reply(.modeReport(mode: 2026, state: 2))]),
            ("a\u{1B}[?62;22cb", keyEvents("a") + [.reply(.deviceAttributes)] + keyEvents("b")),
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
            ("\u{1B}[9;9Zb", keyEvents("b")),
            ("\u{1B}[3~\u{1B}[A\u{1B}OB", [.key(.delete), .key(.up), .key(.down)]),
        ] as [(String, [TerminalEvent])])
    func decode(input: String, expected: [TerminalEvent]) {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes(input)) + sequences.flush() == expected)
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
        var sequences = InputDecoder()
        #expect(
            sequences.decode(bytes(input + "x")) == [.mouse(expected), .key(.character("x"))])
    }

    @Test(
        "mouse reports that mean nothing here are dropped",
        arguments: [
            ("\u{1B}[<66;2;2M", []), ("\u{1B}[<35;2;2M", []), ("\u{1B}[<0;0;1M", []),
            ("\u{1B}[<0;1M", []), ("\u{1B}[<0;1;1;1M", []),
        ] as [(String, [TerminalEvent])])
    func meaninglessMouse(input: String, expected: [TerminalEvent]) {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes(input)) == expected)
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
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes(input)) == [.key(expected)])
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

    @Test(
        "a bracketed paste of up to 65,536 scalars is one event, however many batches it comes in")
    func paste() {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes("x\u{1B}[200~line one\r\u{1B}b")) == keyEvents("x"))
        #expect(
            sequences.decode(bytes("\ttwo\u{1B}[201~y"))
                == [.key(.paste("line one\n\u{1B}b\ttwo")), .key(.character("y"))])
        #expect(sequences.decode(bytes("\u{1B}[201~z")) == keyEvents("z"), "an end alone")
    }

    /// The model: the paste's text, line breaks as line feeds, cut every 65,536 scalars.
    @Test(
        "a longer paste comes in parts of 65,536 scalars, in order, each as soon as it is whole",
        arguments: [65_535, 65_536, 65_537, 200_000], [7, 4_096, Int.max])
    func pasteInParts(length: Int, readSize: Int) {
        let alphabet: [Unicode.Scalar] = ["a", "é", "\r", "\t", "漢", "\u{1B}", "😀", " "]
        var random = SplitMix64(seed: UInt64(length))
        // Not Esc last: the start of what may be the end marker waits for the next read.
        let scalars =
            (0..<length).map { _ in alphabet[random.next(below: alphabet.count)] }
            .dropLast() + ["a"]
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        let input = bytes("\u{1B}[200~" + String(text))
        var decoder = InputDecoder()
        var events: [TerminalEvent] = []
        var start = input.startIndex
        while start < input.endIndex {
            let end = input.index(start, offsetBy: min(readSize, input.endIndex - start))
            events += decoder.decode(Array(input[start..<end]))
            start = end
        }
        let whole = length / InputSequences.pastePartLength
        #expect(events.count == whole, "every whole part passed on before the end marker")
        events += decoder.decode(bytes("\u{1B}[201~z"))
        let parts = stride(from: 0, to: length, by: InputSequences.pastePartLength).map {
            var part = String.UnicodeScalarView()
            part.append(
                contentsOf: scalars[$0..<min($0 + InputSequences.pastePartLength, length)].map {
                    $0 == "\r" ? "\n" : $0
                })
            return TerminalEvent.key(.paste(String(part)))
        }
        #expect(events == parts + keyEvents("z"))
    }

    @Test("a paste whose end never comes is passed on, in parts, when it is given up")
    func unendedPasteInParts() {
        var decoder = InputDecoder()
        let length = InputSequences.pastePartLength + 10
        let events =
            decoder.decode(
                bytes("\u{1B}[200~" + String(repeating: "x", count: length) + "\u{1B}[2"))
        #expect(
            events == [.key(.paste(String(repeating: "x", count: InputSequences.pastePartLength)))])
        #expect(decoder.flush() == [.key(.paste(String(repeating: "x", count: 10) + "\u{1B}[2"))])
    }

    @Test(
        "keys without modifiers in the forms terminals send them, keypad mode or not",
        arguments: [
            ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}OH", .home),
            ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
            ("\u{1B}OP", .function(1)), ("\u{1B}[11~", .function(1)), ("\u{1B}[24~", .function(12)),
            ("\u{1B}[Z", .backTab), ("\u{1B}[2~", .insert), ("\u{1B}[5~", .pageUp),
        ])
    func plain(input: String, expected: Key) {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes(input)) == [.key(expected)])
    }

    /// The Linux console's F1, F5 and F13 as its terminfo entry names them, and two that
    /// xterm's forms or plain typing already mean, which keep that meaning.
    static let consoleKeys = KeyStrings([
        ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)), ("\u{1B}[25~", .function(13)),
        ("\u{1B}OA", .function(20)), ("q", .function(21)),
    ])

    @Test(
        "the terminal description's own key sequences are keys, even cut in two; xterm's forms keep their meaning",
        arguments: [
            ("\u{1B}[[A", [TerminalEvent.key(.function(1))]), ("\u{1B}[[E", [.key(.function(5))]),
            ("\u{1B}[25~", [.key(.function(13))]), ("\u{1B}OA", [.key(.up)]),
            ("q", [.key(.character("q"))]), ("\u{1B}[[Z", keyEvents("Z")),
        ] as [(String, [TerminalEvent])])
    func terminfoKeys(input: String, expected: [TerminalEvent]) {
        var whole = InputDecoder(keyStrings: Self.consoleKeys)
        #expect(whole.decode(bytes(input + "x")) == expected + keyEvents("x"))
        for cut in 1..<input.utf8.count {
            var sequences = InputDecoder(keyStrings: Self.consoleKeys)
            let sent = bytes(input + "x")
            #expect(
                sequences.decode(sent[..<cut]) + sequences.decode(sent[cut...])
                    == expected + keyEvents("x"), "cut after \(cut) bytes")
        }
    }

    @Test("a lone Esc is the Esc key once its wait has passed with nothing after it")
    func loneEscape() {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes("\u{1B}")) == [])
        #expect(sequences.waitLimit == .milliseconds(25))
        #expect(sequences.flush() == [.key(.escape)])
        var patient = InputDecoder(escapeWait: .milliseconds(200))
        #expect(patient.decode(bytes("\u{1B}")) == [])
        #expect(patient.waitLimit == .milliseconds(200))
        #expect(patient.decode(bytes("[A")) == [.key(.up)], "an arrow whose rest came late")
        #expect(patient.decode(bytes("\u{1B}\u{1B}")) == [.key(.escape)], "Esc pressed twice")
        #expect(patient.flush() == [.key(.escape)])
    }

    @Test("a pasted line break is a line feed, whichever the terminal sent")
    func pastedLineBreaks() {
        var sequences = InputDecoder()
        #expect(
            sequences.decode(bytes("\u{1B}[200~one\rtwo\nthree\u{1B}[201~"))
                == [.key(.paste("one\ntwo\nthree"))])
    }

    @Test(
        "a character alone is a key: the C0 controls by their names, the others as Ctrl+letter",
        arguments: [
            (0x0A, Key.enter), (0x0D, .enter), (0x09, .tab), (0x7F, .backspace), (0x08, .backspace),
            (0x1B, .escape), (0x11, .control("q")), (0x01, .control("a")),
            (0x71, .character("q")), (0x20, .character(" ")), (0x6F22, .character("漢")),
        ] as [(UInt32, Key)])
    func characters(code: UInt32, key: Key) {
        #expect(InputSequences.key(for: Unicode.Scalar(code)!) == key)
    }
}
