import TermLayout
import TermLayoutCursesTesting
import Testing

@testable import TermLayoutCurses

/// A focused view that takes every key and mouse action, and keeps them.
private final class Recorder: View {
    var keys: [Key] = []
    var mouse: [MouseEvent] = []
    override var canBecomeFocused: Bool { true }
    override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return true
    }
    override func handleMouse(_ event: MouseEvent) -> Bool {
        mouse.append(event)
        return true
    }
}

extension PseudoTerminalTests {
    @Test(
        "what a terminal sends reaches the views decoded, through ncurses' key codes or not",
        arguments: ["xterm-256color", "tmux-256color", "screen"])
    func decodedInput(terminalType: String) async throws {
        let pty = try PseudoTerminal(size: Size(width: 20, height: 5))
        defer { pty.close() }
        let session = try pty.startSession(terminalType: terminalType)
        let root = RootView(size: Size(width: 20, height: 5))
        let recorder = Recorder(identifier: "recorder")
        try root.addSubview(recorder)
        recorder.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        root.focusedView = recorder
        let app = TerminalApp(root: root)
        let running = Task { try await app.run(in: session) }
        let input = [
            "\u{1B}[1;5D", "\u{1B}[1;2A", "\u{1B}[1;3H", "\u{1B}[15;5~", "\u{1B}[1;2P",
            "\u{1B}[3;2~", "x", "\u{1B}[<0;4;2M", "\u{1B}[<0;4;2m", "\u{1B}[<65;1;1M",
        ]
        try pty.send(Array(input.joined().utf8))
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while recorder.keys.count + recorder.mouse.count < 10, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
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
        app.quit()
        try await running.value
    }
}
