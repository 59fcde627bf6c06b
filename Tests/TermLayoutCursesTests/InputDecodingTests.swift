import TermLayout
import TermLayoutCursesTesting
import Testing

@testable import TermLayoutCurses

extension PseudoTerminalTests {
    @Test(
        "what a terminal sends reaches the views decoded, whatever the terminal type",
        arguments: ["xterm-256color", "tmux-256color", "screen"])
    func decodedInput(terminalType: String) async throws {
        try await withRecordingApp(terminalType: terminalType) { pty, _, recorder in
            let input = [
                "\u{1B}[1;5D", "\u{1B}[1;2A", "\u{1B}[1;3H", "\u{1B}[15;5~", "\u{1B}[1;2P",
                "\u{1B}[3;2~", "x", "\u{1B}[<0;4;2M", "\u{1B}[<0;4;2m", "\u{1B}[<65;1;1M",
            ]
            try pty.send(Array(input.joined().utf8))
            try await waitUntil("ten events") { recorder.keys.count + recorder.mouse.count >= 10 }
            #expect(
                recorder.keys == [
                    .modified(.left, .control), .modified(.up, .shift), .modified(.home, .alt),
                    .modified(.function(5), .control), .modified(.function(1), .shift),
                    .modified(.delete, .shift), .character("x"),
                ])
            #expect(
                recorder.mouse == [
                    MouseEvent(.press, at: Point(x: 3, y: 1)),
                    MouseEvent(.release, at: Point(x: 3, y: 1)),
                    MouseEvent(.scrollDown, button: .none, at: .zero),
                ])
        }
    }

    @Test("keys only the terminal description names reach the views: the Linux console's F1 and F5")
    func terminfoKeys() async throws {
        try await withRecordingApp(terminalType: "linux") { pty, _, recorder in
            try pty.send(Array("\u{1B}[[A\u{1B}[[E\u{1B}[1~x".utf8))
            try await waitUntil("four keys") { recorder.keys.count >= 4 }
            #expect(recorder.keys == [.function(1), .function(5), .home, .character("x")])
        }
    }
}
