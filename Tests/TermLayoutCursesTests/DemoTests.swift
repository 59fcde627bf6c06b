import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// The demo in a real terminal, for what only a terminal shows: that it starts there and that
/// `q` gives the shell its modes back. What the demo does is driven headless, by a pilot, in
/// `DemoPilotTests`.
@Suite(
    "The demo in a real terminal",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct DemoTests {
    @Test("the demo starts in a terminal, and q gives the shell its screen and modes back")
    func startAndQuit() throws {
        let session = try TmuxSession(
            shell: """
                \(layoutDemo); status=$?; \
                stty -a | tr -s ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon; \
                echo "status $status"; sleep 30
                """, size: Size(width: 80, height: 20), environment: utf8)
        defer { session.close() }
        let screen = try session.waitUntil { $0.joined().contains("safe area") }
        #expect(screen[0].contains("TermLayout demo") && screen[0].contains("80×20"))
        _ = try session.waitForSettledScreen()
        try session.sendKeys("q")
        let after = try session.waitUntil { text($0).last?.hasPrefix("status ") == true }
        #expect(text(after).suffix(3) == ["icanon", "echo", "status 0"])
        #expect(try cursorShows(in: session))
    }
}
