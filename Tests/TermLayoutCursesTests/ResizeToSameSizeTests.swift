import Foundation
import TermLayout
import TermLayoutCursesTesting
import Testing

@testable import TermLayoutCurses

/// Found by ExampleAppTests on a loaded machine: tmux resized the pane through 9×4 and 1×1 back
/// to 60×14, applying each size in turn and dropping the rows each shrink cut off, while the
/// app measured 60×14 at every SIGWINCH, the size it had: it wrote nothing, and the pane kept
/// only its first row.
extension PseudoTerminalTests {
    @Test("a SIGWINCH at the size the app already has writes every cell again")
    func resizeBackToTheSameSize() async throws {
        let pty = try PseudoTerminal(size: Size(width: 20, height: 5), keepsOutput: true)
        defer { pty.close() }
        let session = try pty.startSession()
        let root = RootView(size: Size(width: 20, height: 5))
        let label = Label(identifier: "label", text: "back again")
        try root.addSubview(label)
        label.frame = Rect(x: 2, y: 3, width: 10, height: 1)
        let app = TerminalApp(root: root)
        let running = Task { try await app.run(in: session) }
        try await waitUntil("the first frame") { written(pty, "back again") }
        let shown = app.framesShown
        let mark = try pty.output().count
        kill(getpid(), SIGWINCH)
        try await waitUntil("a frame after the SIGWINCH") { app.framesShown > shown }
        let after = String(decoding: try pty.output()[mark...], as: UTF8.self)
        #expect(after.contains("back again"))
        app.quit()
        try await running.value
    }
}

/// Whether the app has written `text` to the terminal.
func written(_ pty: PseudoTerminal, _ text: String) -> Bool {
    (try? pty.output().contains(Array(text.utf8))) == true
}
