import TermLayout
import TermLayoutTesting
import Testing

/// The styles screen in tmux, whose own description has the 256-colour palette only: what
/// the environment says of colour decides what the pane holds.
@Suite(
    "Colours in tmux as the environment asks for them",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TrueColorRunTests {
    @Test(
        "palette entry 208 is sent as RGB under COLORTERM=truecolor, as itself without, and not at all under NO_COLOR",
        arguments: [
            ([:], TerminalColor.indexed(208), true),
            (["COLORTERM": "truecolor"], .rgb(red: 255, green: 135, blue: 0), false),
            (["NO_COLOR": "1", "COLORTERM": "truecolor"], .default, false),
        ] as [([String: String], TerminalColor, Bool)])
    @MainActor func styles(environment: [String: String], expected: TerminalColor, palette: Bool)
        throws
    {
        let session = try TmuxSession(
            arguments: [sampleScreens, "styles"], size: Size(width: 60, height: 14),
            environment: utf8.merging(environment) { $1 })
        defer { session.close() }
        _ = try session.waitUntil { $0.first?.hasPrefix(" styles") == true }
        _ = try session.waitForSettledScreen()
        let screen = try session.captureScreen()
        let foregrounds = Set(
            (0..<screen.size.height).flatMap { y in
                (0..<screen.size.width).map { screen[$0, y].style.foreground }
            })
        #expect(foregrounds.contains(expected))
        #expect(foregrounds.contains { if case .indexed = $0 { true } else { false } } == palette)
    }
}
