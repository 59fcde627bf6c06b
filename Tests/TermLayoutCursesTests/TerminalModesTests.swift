import TermLayout
import TermLayoutCursesTesting
import TerminalInput
import Testing

@testable import TermLayoutCurses

@Suite("The modes a session turns on beside ncurses' own, and off again")
struct TerminalModesTests {
    @Test(
        "every mode turned on is turned off, the keyboard protocol and the title only where on",
        arguments: [
            (false, nil, [TerminalReply.deviceAttributes], ["\u{1B}[?2004", "\u{1B}[?1004"]),
            (
                true, "notes", [.deviceAttributes],
                ["\u{1B}[?2004", "\u{1B}[?1004", "\u{1B}[?1002", "\u{1B}[?1006", "title"]
            ),
            (
                false, nil, [.keyboardFlags(0), .deviceAttributes],
                ["\u{1B}[?2004", "\u{1B}[?1004", "kitty"]
            ),
            (
                false, nil, [.terminalName("tmux 3.3a"), .deviceAttributes],
                ["\u{1B}[?2004", "\u{1B}[?1004", "modifyOtherKeys"]
            ),
            (
                false, nil, [.terminalName("WezTerm 2024"), .deviceAttributes],
                ["\u{1B}[?2004", "\u{1B}[?1004"]
            ),
        ] as [(Bool, String?, [TerminalReply], [String])])
    func onAndOff(mouse: Bool, title: String?, replies: [TerminalReply], modes: [String]) {
        var terminal = TerminalModes()
        terminal.reportsMouse = mouse
        terminal.title = title
        var written = terminal.on
        for reply in replies { written += terminal.note(reply) }
        let pairs: [String: (on: String, off: String)] = [
            "title": ("\u{1B}[22;0t\u{1B}]2;notes\u{1B}\\", "\u{1B}[23;0t"),
            "kitty": ("\u{1B}[>1u", "\u{1B}[<u"), "modifyOtherKeys": ("\u{1B}[>4;2m", "\u{1B}[>4m"),
        ]
        for mode in [
            "\u{1B}[?2004", "\u{1B}[?1004", "\u{1B}[?1002", "\u{1B}[?1006", "title", "kitty",
            "modifyOtherKeys",
        ] {
            let (on, off) = pairs[mode] ?? (mode + "h", mode + "l")
            #expect(written.contains(on) == modes.contains(mode), "\(mode) on")
            #expect(
                terminal.off.contains(off) == (modes.contains(mode) || mode.hasPrefix("\u{1B}[?")),
                "\(mode) off")
        }
    }

    @Test("a title is data: its control characters never reach the terminal")
    func titleIsData() {
        #expect(
            TerminalModes.setting(title: "a\u{1B}]0;x\u{7}b\u{9B}2Jc\n")
                == "\u{1B}]2;a]0;xb2Jc\u{1B}\\")
    }

    @Test(
        "the clipboard gets the text's UTF-8 in Base64",
        arguments: [
            ("héllo", "aMOpbGxv"), ("ab", "YWI="), ("abc", "YWJj"), ("a", "YQ=="), ("", ""),
        ])
    func clipboard(text: String, base64: String) {
        #expect(Clipboard.copying(text) == "\u{1B}]52;c;\(base64)\u{1B}\\")
    }
}

extension PseudoTerminalTests {
    @Test("the app hears the terminal's focus come and go, and sets and gives back the title")
    func focusAndTitle() async throws {
        var changes: [Bool] = []
        try await withRecordingApp(keepsOutput: true) { pty, app, recorder in
            app.terminalFocusDidChange = { changes.append($0) }
            app.title = "notes"
            try pty.send(Array("\u{1B}[O\u{1B}[O\u{1B}[Iz".utf8))
            try await waitUntil("the key after the reports") {
                recorder.keys.last == .character("z")
            }
            #expect(changes == [false, true])
            #expect(app.isTerminalFocused)
            #expect(recorder.keys == [.character("z")])
            app.copyToClipboard("ab")
        } afterQuit: { pty in
            let output = String(decoding: try pty.output(), as: UTF8.self)
            #expect(output.contains("\u{1B}[?1004h"))
            #expect(output.contains("\u{1B}[22;0t\u{1B}]2;notes\u{1B}\\"))
            #expect(output.contains("\u{1B}]52;c;YWI=\u{1B}\\"))
            let end = try #require(output.range(of: "\u{1B}]52;c;YWI=")).upperBound
            #expect(output[end...].contains("\u{1B}[23;0t"), "the terminal's title back")
            #expect(output[end...].contains("\u{1B}[?1004l"), "focus reports off")
        }
    }
}
