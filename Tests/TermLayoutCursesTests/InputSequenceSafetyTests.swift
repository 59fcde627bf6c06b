import TermLayout
import Testing

@testable import TerminalInput

/// The key events typing `text` makes: a key a character, the C0 controls by their names.
func keyEvents(_ text: String) -> [TerminalEvent] {
    text.unicodeScalars.map { .key(InputSequences.key(for: $0)) }
}

/// `text` as a terminal sends it.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// What no terminal should send, or sends where nothing here asked for it: each must be
/// swallowed whole, leaving the key typed after it alone.
let sequencesThatMeanNothing: [(name: String, input: String)] = [
    ("F13", "\u{1B}[25~"),
    ("modifyOtherKeys without its key", "\u{1B}[27;5~"),
    ("kitty's release of Ctrl-A", "\u{1B}[97;5:3u"),
    ("kitty's keypad 0, a private code point", "\u{1B}[57399u"),
    ("erase display", "\u{1B}[2J"),
    ("a cursor position report", "\u{1B}[5;5R"),
    ("a background colour reply ended by ST", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"),
    ("a background colour reply ended by BEL", "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"),
    ("a DECRQSS reply (DCS)", "\u{1B}P1$r0m\u{1B}\\"),
    ("an APC string", "\u{1B}_Gi=1;OK\u{1B}\\"),
    ("an SS3 that is no key", "\u{1B}Oz"),
    ("a mouse report at column 0", "\u{1B}[<0;0;5M"),
    ("a mouse report at row 0", "\u{1B}[<0;5;0M"),
    ("a wheel report at 0, 0", "\u{1B}[<64;0;0M"),
    ("a mouse report with an empty column", "\u{1B}[<0;;M"),
    ("a mouse report with no parameters", "\u{1B}[<M"),
    ("a mouse report with button 255", "\u{1B}[<255;1;1M"),
    ("a mouse report past Int's range", "\u{1B}[<0;18446744073709551617;1M"),
    ("a mouse report of seven parameters", "\u{1B}[<0;1;1;1;1;1;1M"),
    ("a mouse report with a wrong final", "\u{1B}[<0;5;5q"),
    ("a mouse report at negative cells", "\u{1B}[<0;-5;-5M"),
]

@Suite("Input that makes no key is swallowed whole, however it is cut, and never stays text")
struct InputSequenceSafetyTests {
    @Test(
        "a sequence that means nothing here is dropped whole, and the next key is kept",
        arguments: sequencesThatMeanNothing)
    func dropped(name: String, input: String) {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes(input + "x")) == keyEvents("x"))
        #expect(sequences.waitLimit == nil)
    }

    @Test(
        "a sequence cut anywhere decodes as it does whole",
        arguments: sequencesThatMeanNothing.map(\.input) + [
            "\u{1B}[<0;5;3M", "\u{1B}[1;5D", "\u{1B}[?2026;2$y", "\u{1B}[200~a b\u{1B}[201~",
        ])
    func cut(input: String) {
        let sent = bytes(input + "x")
        var whole = InputDecoder()
        let expected = whole.decode(sent)
        for cut in 1..<sent.count {
            var sequences = InputDecoder()
            let decoded = sequences.decode(sent[..<cut]) + sequences.decode(sent[cut...])
            #expect(decoded == expected, "cut after \(cut) bytes")
            #expect(sequences.waitLimit == nil)
        }
    }

    @Test(
        "a sequence that has begun waits for its rest; given up, Alt with a character stays that key and the rest is dropped",
        arguments: [
            ("\u{1B}[<0;5;5", []), ("\u{1B}[1;5", []), ("\u{1B}]11;rgb:00", []),
            ("\u{1B}P1$r", []), ("\u{1B}[", [TerminalEvent.key(.alt("["))]),
            ("\u{1B}O", [.key(.alt("O"))]), ("\u{1B}]", [.key(.alt("]"))]),
        ] as [(String, [TerminalEvent])])
    func givenUp(input: String, expected: [TerminalEvent]) {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes(input)) == [])
        #expect(sequences.waitLimit == InputSequences.sequenceWait)
        #expect(sequences.flush() == expected)
        #expect(sequences.waitLimit == nil)
        #expect(sequences.decode(bytes("5")) == keyEvents("5"), "the next key")
    }

    @Test("a paste whose end never comes ends when given up, with the text it had")
    func unendedPaste() {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes("\u{1B}[200~two\nlines\u{1B}[20")) == [])
        #expect(sequences.waitLimit == InputSequences.pasteWait)
        #expect(sequences.flush() == [.key(.paste("two\nlines\u{1B}[20"))])
        #expect(sequences.decode(bytes("q")) == keyEvents("q"))
        #expect(sequences.decode(bytes("\u{1B}[200~")) == [])
        #expect(sequences.flush() == [], "an empty paste is no event")
    }

    @Test(
        "a sequence broken by another Esc or a control is dropped, and what broke it is read",
        arguments: [
            ("\u{1B}[<0;5;5\u{1B}[A", [TerminalEvent.key(.up)]),
            ("\u{1B}[1;5\r", [.key(.enter)]),
            ("\u{1B}]11;rgb\u{1B}b", [.key(.alt("b"))]),
            ("\u{1B}[12é", keyEvents("é")),
        ] as [(String, [TerminalEvent])])
    func broken(input: String, expected: [TerminalEvent]) {
        var sequences = InputDecoder()
        #expect(sequences.decode(bytes(input)) == expected)
        #expect(sequences.waitLimit == nil)
    }
}
