import TermLayout
import Testing

@testable import TerminalInput

@Suite("Keys the legacy encoding cannot tell apart, and the terminal's other news")
struct ExtendedKeysTests {
    @Test(
        "the kitty keyboard protocol's keys (CSI u)",
        arguments: [
            ("\u{1B}[13;2u", Key.modified(.enter, .shift)),
            ("\u{1B}[13;5u", .modified(.enter, .control)),
            ("\u{1B}[13;3u", .modified(.enter, .alt)), ("\u{1B}[105;5u", .control("i")),
            ("\u{1B}[109;5u", .control("m")),
            ("\u{1B}[91;5u", .modified(.character("["), .control)),
            ("\u{1B}[27u", .escape), ("\u{1B}[9u", .tab), ("\u{1B}[9;2u", .backTab),
            ("\u{1B}[127;5u", .modified(.backspace, .control)), ("\u{1B}[97;5u", .control("a")),
            ("\u{1B}[97;6u", .modified(.character("a"), [.control, .shift])),
            ("\u{1B}[65;6u", .modified(.character("a"), [.control, .shift])),
            ("\u{1B}[97;3u", .alt("a")), ("\u{1B}[97:65;2u", .character("A")),
            ("\u{1B}[97;2u", .character("A")), ("\u{1B}[223;2u", .character("ß")),
            ("\u{1B}[97;9u", .modified(.character("a"), .super)),
            ("\u{1B}[97;17u", .modified(.character("a"), .hyper)),
            ("\u{1B}[97;69u", .control("a")), ("\u{1B}[97;5:2u", .control("a")),
            ("\u{1B}[27;5;13~", .modified(.enter, .control)), ("\u{1B}[27;2;9~", .backTab),
            ("\u{1B}[27;6;97~", .modified(.character("a"), [.control, .shift])),
            ("\u{1B}\r", .modified(.enter, .alt)), ("\u{1B}\u{7F}", .modified(.backspace, .alt)),
        ])
    func keys(input: String, expected: Key) {
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes(input)) == [.key(expected)])
    }

    @Test(
        "kitty sequences that are no key here are dropped whole",
        arguments: [
            "\u{1B}[97;5:3u", "\u{1B}[57441;2u", "\u{1B}[1;2;3;4u", "\u{1B}[;5u", "\u{1B}[u",
            "\u{1B}[97;999u", "\u{1B}[1114112u", "\u{1B}[55296u", "\u{1B}[27;5~",
            "\u{1B}[27;5;13;1~",
        ])
    func dropped(input: String) {
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes(input + "x")) == keyEvents("x"))
    }

    @Test(
        "focus reports and the answers to the keyboard queries",
        arguments: [
            ("\u{1B}[I", TerminalEvent.focus(true)), ("\u{1B}[O", .focus(false)),
            ("\u{1B}[?0u", .reply(.keyboardFlags(0))), ("\u{1B}[?15u", .reply(.keyboardFlags(15))),
            ("\u{1B}P>|XTerm(390)\u{1B}\\", .reply(.terminalName("XTerm(390)"))),
            ("\u{1B}P>|tmux 3.3a\u{1B}\\", .reply(.terminalName("tmux 3.3a"))),
            ("\u{1B}P>|evil\u{7}\u{9B}name\u{1B}\\", .reply(.terminalName("evilname"))),
        ])
    func news(input: String, expected: TerminalEvent) {
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes(input + "x")) == [expected] + keyEvents("x"))
    }

    @Test("under the kitty protocol a lone Esc is no key: Esc is a sequence of its own")
    func loneEscapeUnderKitty() {
        var decoder = InputDecoder()
        decoder.loneEscapeIsKey = false
        #expect(decoder.decode(bytes("\u{1B}")) == [])
        #expect(decoder.waitLimit == InputSequences.sequenceWait)
        #expect(decoder.flush() == [])
        #expect(decoder.decode(bytes("\u{1B}[27u")) == [.key(.escape)])
    }

    @Test(
        "modifiers name themselves as a key bar would",
        arguments: [
            (Key.modified(.enter, .shift), "shift-enter"),
            (.modified(.character("a"), [.control, .shift]), "ctrl-shift-a"),
            (.modified(.character("a"), [.super, .hyper]), "hyper-super-a"),
        ])
    func names(key: Key, name: String) {
        #expect(key.description == name)
    }
}
