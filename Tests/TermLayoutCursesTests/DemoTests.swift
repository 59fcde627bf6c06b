import Foundation
import TermLayout
import TermLayoutTesting
import Testing

@Suite(
    "The demo, driven as a person would in a terminal",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct DemoTests {
    /// Waits until some row of the screen satisfies `row`, then until the frame is drawn to the
    /// end, and returns the screen: the first capture with the row can be half a frame.
    @discardableResult
    func waitForRow(_ session: TmuxSession, _ row: @escaping (String) -> Bool) throws -> [String] {
        _ = try session.waitUntil { $0.contains(where: row) }
        return try session.waitForSettledScreen()
    }

    @Test("every scene, a format typed valid and broken, the border changed, a resize, and quit")
    func tour() throws {
        let session = try TmuxSession(
            shell: """
                \(layoutDemo); status=$?; \
                stty -a | tr -s ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon; \
                echo "status $status"; sleep 30
                """, size: Size(width: 80, height: 20), environment: utf8)
        defer { session.close() }
        // Scene 1: the safe area. The title and key bars live in the border.
        var screen = try waitForRow(session) { $0.contains("safe area") }
        #expect(screen[0].contains("TermLayout demo") && screen[0].contains("80×20"))
        #expect(screen[19].hasPrefix("t/T top  l/L left"))
        #expect(
            screen[1].hasPrefix("│╔═ pinned with <| |>"), "pinned to the safe area, below the title"
        )
        try session.sendKeys("t", "t", "l")
        screen = try waitForRow(session) { $0.contains("unsafe border: top 3, left 1") }
        #expect(screen[3].hasPrefix("│ ╔═ pinned with <| |>"), "the safe box followed the border")
        #expect(screen[5].hasPrefix("│"), "the box pinned with | stayed at the edge")
        try session.sendKeys("T", "T", "L")
        try waitForRow(session) { $0.contains("unsafe border: top 1, left 0") }

        // Scene 2: the playground, a valid format and then a broken one.
        try session.sendKeys("F2")
        try waitForRow(session) { $0.contains("playground") }
        try session.sendKeys(literal: "H:|-[a]-[b(==a)]-|")
        try session.sendKeys("Enter")
        try waitForRow(session) { $0.contains("applied: a.leading == stage.leading + 1") }
        try session.sendKeys("C-u")
        try session.sendKeys(literal: "H:|-[a]-[x]")
        try session.sendKeys("Enter")
        screen = try waitForRow(session) { $0.contains("'x' is not a view name") }
        // The error echoes the input below the field, which shows it too.
        let echoed = try #require(screen.lastIndex { $0.hasPrefix(" H:|-[a]-[x]") })
        #expect(
            screen[echoed + 1].hasPrefix(String(repeating: " ", count: 10) + "^"),
            "the caret under x")

        // The field has the focus and the cursor, after the text; q would be text.
        #expect(try session.cursor().isVisible)
        try session.sendKeys("Escape")
        _ = try session.waitForSettledScreen()
        #expect(try session.cursor().isVisible == false, "Esc left the field")
        #expect(
            screen.last?.trimmingCharacters(in: .whitespaces).hasSuffix("q quit") == true,
            "q quits once Esc has left the field")

        // Scene 4, the inspector, over the playground, explaining the scene's size, then the
        // next view's once n selects it; away again.
        try session.sendKeys("F4")
        screen = try waitForRow(session) { $0.contains("playground scene.width = 80") }
        #expect(screen[0].contains("playground + inspector"))
        #expect(screen.contains { $0.contains("selected (1 of") })
        #expect(screen.contains { $0.contains("the terminal's width == 80 @999.95") })
        #expect(screen[19].hasPrefix("n/p select view"))
        try session.sendKeys("n")
        try waitForRow(session) { $0.contains("selected (2 of") }
        try session.sendKeys("F4")
        _ = try session.waitUntil { !$0.joined().contains("╔═ inspector") }

        // Scene 3: a list and a grid under the bars.
        try session.sendKeys("F3")
        screen = try waitForRow(session) { $0.hasPrefix("row 0 · 行 0") }
        #expect(screen[1].contains("100,000 rows"))
        try session.sendKeys("Down", "Down", "NPage")
        try waitForRow(session) { $0.contains("scrolling") }
        // s slides the list out, the grid taking the room, and back.
        try session.sendKeys("s")
        try waitForRow(session) { $0.hasPrefix("┌───────┐ ┌───────┐") }
        try session.sendKeys("s")
        try waitForRow(session) { $0.hasPrefix(" 100,000 rows") }

        // Scene 5: 1,000 views, and how long a resize takes.
        try session.sendKeys("F5")
        try waitForRow(session) { $0.contains("stress: 1,000 views") }
        try session.resize(to: Size(width: 60, height: 14))
        screen = try waitForRow(session) { $0.hasPrefix("last resize to 60×14:") }
        #expect(screen[0].contains("60×14"))

        // The inspector over a thousand views answers at once: it does not probe them all. The
        // trace is a page down, below the explanation of the scene's size.
        try session.sendKeys("F4")
        try waitForRow(session) { $0.contains("stress scene.width = 60") }
        try session.sendKeys("NPage")
        try waitForRow(session) { $0.contains("1003 views: ambiguity not probed") }
        try session.sendKeys("F4")
        _ = try session.waitUntil { !$0.joined().contains("╔═ inspector") }

        // Scene 6: the form, its field focused (the cursor in it); Esc leaves the field.
        try session.sendKeys("F6")
        screen = try waitForRow(session) { $0.contains("New request") }
        #expect(screen[1].hasPrefix(" File  Help"))
        #expect(try session.cursor().isVisible)
        try session.sendKeys("Escape")
        _ = try session.waitForSettledScreen()

        // Back to scene 1, at the new size.
        try session.sendKeys("F1")
        screen = try waitForRow(session) { $0.contains("unsafe border: top 1, left 0") }
        #expect(screen[0].contains("safe area") && screen[0].contains("60×14"))

        // Quit: the shell's screen is back, echo and line editing on, the cursor shows.
        try session.sendKeys("q")
        screen = try session.waitUntil { text($0).last?.hasPrefix("status ") == true }
        #expect(text(screen).suffix(3) == ["icanon", "echo", "status 0"])
        #expect(try cursorShows(in: session))
    }
}
