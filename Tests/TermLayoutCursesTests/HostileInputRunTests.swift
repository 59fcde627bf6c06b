import Foundation
import TermLayout
import TermLayoutCursesTesting
import TermLayoutTesting
import Testing

@testable import TermLayoutCurses
@testable import TerminalInput

/// Input a terminal, a network or a person can send that makes no event, or none yet: each
/// used to end every app as if its terminal had hung up (exit 129), leaving the rest of the
/// input to the shell.
struct HostileInput: CustomTestStringConvertible, Sendable {
    let name: String
    /// What is sent, a write each, each read before the next is written.
    let writes: [[UInt8]]
    /// The keys the focused view is to get before the key typed after them.
    let keys: [Key]
    var testDescription: String { name }

    init(_ name: String, _ writes: [[UInt8]], keys: [Key] = []) {
        self.name = name
        self.writes = writes
        self.keys = keys
    }

    init(_ name: String, _ text: String, keys: [Key] = []) {
        self.init(name, [Array(text.utf8)], keys: keys)
    }

    static let all: [HostileInput] =
        [
            HostileInput("an unterminated paste start", "\u{1B}[200~"),
            HostileInput("the lone byte 0xFF", [[0xFF]], keys: [.character("\u{FFFD}")]),
            HostileInput("a lone UTF-8 lead byte", [[0xC3]], keys: [.character("\u{FFFD}")]),
            HostileInput(
                "an overlong slash", [[0xC0, 0xAF]],
                keys: Array(repeating: .character("\u{FFFD}"), count: 2)),
            HostileInput(
                "a UTF-16 surrogate", [[0xED, 0xA0, 0x80]],
                keys: Array(repeating: .character("\u{FFFD}"), count: 3)),
            HostileInput(
                "a Latin-1 é after caf", [Array("caf".utf8) + [0xE9]],
                keys: "caf\u{FFFD}".map(Key.character)),
            HostileInput(
                "an é split across two reads", [Array("caf".utf8) + [0xC3], [0xA9, 0x21]],
                keys: "café!".map(Key.character)),
            HostileInput("an incomplete mouse report", "\u{1B}[<0;5;5"),
        ]
        + sequencesThatMeanNothing.map { HostileInput($0.name, $0.input) }
}

extension PseudoTerminalTests {
    /// Waits until `condition` holds, or records that it did not within the hang limit.
    func waitUntil(
        _ what: String, _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        if try await !eventuallyOnMainActor(condition) {
            Issue.record("not within \(hangLimit): \(what)", sourceLocation: sourceLocation)
        }
    }

    /// Runs an app on a pseudo-terminal whose one view, focused, records what it gets, and
    /// quits it after `body`, which must leave it running; `afterQuit` sees the terminal once the
    /// session has ended.
    func withRecordingApp(
        terminalType: String = "xterm-256color", keepsOutput: Bool = false,
        _ body: (PseudoTerminal, TerminalApp, InputRecorder) async throws -> Void,
        afterQuit: (PseudoTerminal) throws -> Void = { _ in }
    ) async throws {
        let pty = try PseudoTerminal(size: Size(width: 20, height: 5), keepsOutput: keepsOutput)
        defer { pty.close() }
        let session = try pty.startSession(terminalType: terminalType)
        let root = RootView(size: Size(width: 20, height: 5))
        let recorder = InputRecorder(identifier: "recorder")
        try root.addSubview(recorder)
        recorder.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        root.focusedView = recorder
        let app = TerminalApp(root: root)
        var finished = false
        let running = Task {
            defer { finished = true }
            try await app.run(in: session)
        }
        try await body(pty, app, recorder)
        #expect(!finished, "the app ended")
        app.quit()
        try await running.value
        session.end()
        try afterQuit(pty)
    }

    @Test(
        "input that makes no event yet, or never will, leaves the app running and the next key where it belongs",
        arguments: HostileInput.all)
    func hostileInput(_ input: HostileInput) async throws {
        try await withRecordingApp { pty, app, recorder in
            for write in input.writes {
                let reads = app.inputReads
                try pty.send(write)
                try await waitUntil("the write read") { app.inputReads > reads }
            }
            try await waitUntil("the rest given up") { !app.isWaitingForInput }
            try pty.send(Array("z".utf8))
            try await waitUntil("the key typed after it") { recorder.keys.last == .character("z") }
            #expect(recorder.keys == input.keys + [.character("z")])
            #expect(recorder.mouse == [])
        }
    }

    @Test(
        "a bracketed paste split over two reads is one paste, whatever the pause between them",
        arguments: [0, 5, 20, 50, 300, 1_000])
    func splitPaste(pauseMilliseconds: Int) async throws {
        try await withRecordingApp { pty, _, recorder in
            try await pty.startSending(
                [
                    Array("\u{1B}[200~hello ".utf8),
                    Array("world\necho injected\n\u{1B}[201~z".utf8),
                ],
                apart: .milliseconds(pauseMilliseconds)
            ).value
            try await waitUntil("the key typed after it") { recorder.keys.last == .character("z") }
            #expect(recorder.keys == [.paste("hello world\necho injected\n"), .character("z")])
        }
    }

    /// On a busy machine the app can run late, when the wait for a sequence's rest is over
    /// and the rest has come too: the main thread held past the wait, the rest sent before it
    /// is let go, plays that.
    @Test(
        "a sequence or a paste whose rest came in time is whole, though the app runs late",
        arguments: [
            ("\u{1B}", "[A", Key.up, InputSequences.defaultEscapeWait),
            (
                "\u{1B}[200~hello ", "world\u{1B}[201~", .paste("hello world"),
                InputSequences.pasteWait
            ),
        ])
    func lateRun(start: String, rest: String, key: Key, wait: Duration) async throws {
        try await withRecordingApp { pty, app, recorder in
            let reads = app.inputReads
            try pty.send(Array(start.utf8))
            try await waitUntil("the start read") { app.inputReads > reads }
            // The wait ends while the app cannot run; the rest comes before it runs again.
            usleep(UInt32((wait + .milliseconds(200)) / .microseconds(1)))
            try pty.send(Array(rest.utf8))
            try await waitUntil("nothing more to come") { !app.isWaitingForInput }
            #expect(recorder.keys == [key])
        }
    }

    /// Each write is read before the next, so the test never blocks on a full terminal while
    /// the app, on the same actor, waits to read it.
    @Test("a paste of 300,000 characters reaches the app in parts while it is still coming")
    func longPaste() async throws {
        try await withRecordingApp { pty, app, recorder in
            let text = Array(String(repeating: "0123456789", count: 30_000).utf8)
            let pieces = stride(from: 0, to: text.count, by: 2_048).map {
                Array(text[$0..<min($0 + 2_048, text.count)])
            }
            for piece in [Array("\u{1B}[200~".utf8)] + pieces {
                let reads = app.inputReads
                try pty.send(piece)
                try await waitUntil("the write read") { app.inputReads > reads }
            }
            try await waitUntil("four parts before the end") { recorder.keys.count == 4 }
            try pty.send(Array("\u{1B}[201~z".utf8))
            try await waitUntil("the key typed after it") { recorder.keys.last == .character("z") }
            let parts = recorder.keys.dropLast().map { key in
                if case .paste(let part) = key { part } else { "" }
            }
            #expect(parts.map(\.count) == [65_536, 65_536, 65_536, 65_536, 37_856])
            #expect(Array(parts.joined().utf8) == text)
        }
    }
}
