import TermLayout
import TermLayoutCursesTesting
import Testing

@testable import TermLayoutCurses

/// The sequences that begin and end a synchronized update, and the session's queries.
private let begin = Array("\u{1B}[?2026h".utf8)
private let end = Array("\u{1B}[?2026l".utf8)
private let queries = Array("\u{1B}[?2026$p\u{1B}[c".utf8)

extension Array where Element == UInt8 {
    /// Whether `part` occurs in the bytes.
    func contains(_ part: [UInt8]) -> Bool {
        guard part.count <= count else { return false }
        return (0...(count - part.count)).contains {
            self[$0..<($0 + part.count)].elementsEqual(part)
        }
    }
}

extension PseudoTerminalTests {
    @Test(
        "a frame is one synchronized update where the terminal says it has them, and only there",
        arguments: [
            ("\u{1B}[?2026;2$y\u{1B}[?62;22c", SynchronizedOutput.supported),
            ("\u{1B}[?2026;0$y\u{1B}[?62;22c", .unsupported),
            ("\u{1B}[?62;22c", .unsupported),
            ("", .unknown),
        ])
    func synchronizedOutput(answer: String, expected: SynchronizedOutput) async throws {
        let pty = try PseudoTerminal(size: Size(width: 30, height: 5), keepsOutput: true)
        defer { pty.close() }
        let session = try pty.startSession()
        let root = RootView(size: Size(width: 30, height: 5))
        let label = Label(identifier: "label", text: "first")
        try root.addSubview(label)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[label]|; V:|[label]", views: ["label": label]))
        let app = TerminalApp(root: root)
        let running = Task { try await app.run(in: session) }
        try pty.send(Array(answer.utf8))
        try await waitUntil("the answer read") {
            answer.isEmpty || session.synchronizedOutput != .unknown
        }
        #expect(session.synchronizedOutput == expected)
        #expect(try pty.output().contains(queries), "the session asked")

        let mark = try pty.output().count
        let frames = app.framesShown
        label.text = "second"
        try await waitUntil("a frame shown") { app.framesShown != frames }
        let frame = Array(try pty.output()[mark...])
        #expect(frame.contains(Array("second".utf8)))
        if expected == .supported {
            #expect(frame.starts(with: begin) && Array(frame.suffix(end.count)) == end)
        } else {
            #expect(!frame.contains(begin) && !frame.contains(end))
        }
        app.quit()
        try await running.value
    }
}
