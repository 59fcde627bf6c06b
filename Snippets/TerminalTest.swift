// A user's test that runs the app in a private tmux server and compares the pane with the
// headless render of the same screen.
// snippet.hide
import TermLayout
import TermLayoutTesting
import Testing

let pathToYourApp = CommandLine.arguments[0]

@MainActor
func makeMainScreen(_ size: Size) throws -> RootView {
    RootView(size: size, unsafeBorder: EdgeInsets(top: 1, bottom: 1))
}
// snippet.show
@Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
@MainActor func mainScreenInATerminal() throws {
    let app = try TmuxSession(
        arguments: [pathToYourApp], size: Size(width: 80, height: 24),
        environment: ["LANG": "C.UTF-8"])
    defer { app.close() }
    try app.resize(to: Size(width: 40, height: 10))
    let screen = try app.waitForSettledScreen()  // lines, each 40 cells wide
    let root = try makeMainScreen(Size(width: 40, height: 10))
    root.layoutIfNeeded()
    let expected = Screen(size: root.terminalSize)
    expected.render(root)
    #expect(screen == expected.lines)  // cell for cell
}
