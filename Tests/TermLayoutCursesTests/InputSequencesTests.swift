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
        "replies are taken out, Alt and Ctrl-arrows decoded, everything else stays a key",
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
            ("\u{1B}[1;5D\u{1B}[1;5C", [.key(.controlLeft), .key(.controlRight)]),
            ("\u{1B}[?12", keys("\u{1B}[?12")),
            ("\u{1B}[9;9Z", keys("\u{1B}[9;9Z")),
        ] as [(String, [TerminalEvent])])
    func decode(input: String, expected: [TerminalEvent]) {
        #expect(InputSequences.decode(keys(input)) == expected)
    }
}
