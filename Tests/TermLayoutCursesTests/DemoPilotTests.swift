import Foundation
import TermLayout
import TermLayoutCurses
import TermLayoutTesting
import Testing

@testable import layout_demo

/// The demo as `layout-demo` runs it, driven headless by a pilot: what the tmux tour did,
/// without a terminal or a wait on the wall clock. Only the terminal's own part (its modes put
/// back after `q`) stays in tmux, in `DemoTests`.
@Suite("The demo, driven as a person would, headless")
@MainActor
struct DemoPilotTests {
    @Test("every scene, a format typed valid and broken, the border changed, a resize, and quit")
    func tour() async throws {
        let (app, _) = try makeDemoApp(size: Size(width: 80, height: 20))
        try await app.test(size: Size(width: 80, height: 20)) { pilot in
            // Scene 1: the safe area. The title and key bars live in the border.
            var screen = pilot.screen.lines
            #expect(screen.contains { $0.contains("safe area") })
            #expect(screen[0].contains("TermLayout demo") && screen[0].contains("80×20"))
            #expect(screen[19].hasPrefix("t/T top  l/L left"))
            #expect(screen[1].hasPrefix("│╔═ pinned with <| |>"), "pinned below the title")
            try await pilot.type("ttl")
            screen = pilot.screen.lines
            #expect(screen.contains { $0.contains("unsafe border: top 3, left 1") })
            #expect(screen[3].hasPrefix("│ ╔═ pinned with <| |>"), "the safe box followed")
            #expect(screen[5].hasPrefix("│"), "the box pinned with | stayed at the edge")
            try await pilot.type("TTL")
            #expect(pilot.screen.lines.contains { $0.contains("unsafe border: top 1, left 0") })

            // Scene 2: the playground, a valid format and then a broken one.
            try await pilot.press(.function(2))
            #expect(pilot.screen.lines.contains { $0.contains("playground") })
            try await pilot.type("H:|-[a]-[b(==a)]-|\n")
            #expect(
                pilot.screen.lines.contains {
                    $0.contains("applied: a.leading == stage.leading + 1")
                })
            try await pilot.press(.control("u"))
            try await pilot.type("H:|-[a]-[x]\n")
            screen = pilot.screen.lines
            #expect(screen.contains { $0.contains("'x' is not a view name") })
            // The error echoes the input below the field, which shows it too.
            let echoed = try #require(screen.lastIndex { $0.hasPrefix(" H:|-[a]-[x]") })
            #expect(
                screen[echoed + 1].hasPrefix(String(repeating: " ", count: 10) + "^"),
                "the caret under x")
            // The field has the focus and the cursor; Esc leaves it, and q would then quit.
            #expect(pilot.screen.cursor != nil)
            try await pilot.press(.escape)
            #expect(pilot.screen.cursor == nil, "Esc left the field")
            let keyBar = pilot.screen.lines.last.map {
                String($0.reversed().drop { $0 == " " }.reversed())
            }
            #expect(keyBar?.hasSuffix("q quit") == true, "q quits once Esc has left the field")

            // Scene 4, the inspector, over the playground: the scene's size explained, then
            // the next view's once n selects it; away again.
            try await pilot.press(.function(4))
            screen = pilot.screen.lines
            #expect(screen.contains { $0.contains("playground scene.width = 80") })
            #expect(screen[0].contains("playground + inspector"))
            #expect(screen.contains { $0.contains("selected (1 of") })
            #expect(screen.contains { $0.contains("the terminal's width == 80 @999.95") })
            #expect(screen[19].hasPrefix("n/p select view"))
            try await pilot.press(.character("n"))
            #expect(pilot.screen.lines.contains { $0.contains("selected (2 of") })
            try await pilot.press(.function(4))
            #expect(!pilot.screen.description.contains("╔═ inspector"))

            // Scene 3: a list and a grid under the bars; s slides the list out and back.
            try await pilot.press(.function(3))
            screen = pilot.screen.lines
            #expect(screen.contains { $0.hasPrefix("row 0 · 行 0") })
            #expect(screen[1].contains("100,000 rows"))
            try await pilot.press(.down, .down, .pageDown)
            try await pilot.press(.character("s"))
            try await pilot.advance(by: .seconds(1))
            #expect(pilot.screen.lines.contains { $0.hasPrefix("┌───────┐ ┌───────┐") })
            try await pilot.press(.character("s"))
            try await pilot.advance(by: .seconds(1))
            #expect(pilot.screen.lines.contains { $0.hasPrefix(" 100,000 rows") })

            // Scene 5: 1,000 views, and how long a resize takes.
            try await pilot.press(.function(5))
            #expect(pilot.screen.lines.contains { $0.contains("stress: 1,000 views") })
            try await pilot.resize(to: Size(width: 60, height: 14))
            screen = pilot.screen.lines
            #expect(screen.contains { $0.hasPrefix("last resize to 60×14:") })
            #expect(screen[0].contains("60×14"))
            // The inspector over a thousand views answers at once: it does not probe them all.
            try await pilot.press(.function(4))
            #expect(pilot.screen.lines.contains { $0.contains("stress scene.width = 60") })
            try await pilot.press(.pageDown)
            #expect(pilot.screen.lines.contains { $0.contains("1003 views: ambiguity not probed") })
            try await pilot.press(.function(4))

            // Scene 6: the form, its field focused (the cursor in it); Esc leaves the field.
            try await pilot.press(.function(6))
            screen = pilot.screen.lines
            #expect(screen.contains { $0.contains("New request") })
            #expect(screen[1].hasPrefix(" File  Help"))
            #expect(pilot.screen.cursor != nil)
            try await pilot.press(.escape)

            // Back to scene 1, at the new size; then q quits.
            try await pilot.press(.function(1))
            screen = pilot.screen.lines
            #expect(screen.contains { $0.contains("unsafe border: top 1, left 0") })
            #expect(screen[0].contains("safe area") && screen[0].contains("60×14"))
            try await pilot.press(.character("q"))
            #expect(!pilot.terminal.isRunning)
        }
    }

    @Test("F12 saves a screenshot and the title line says where, until the scene changes")
    func screenshot() async throws {
        let folder = try ScreenshotTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, root) = try makeDemoApp(size: Size(width: 80, height: 20))
        app.screenshotDirectory = folder.path()
        try await app.test(size: Size(width: 80, height: 20)) { pilot in
            try await pilot.press(.function(12))
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
            let name = try #require(names.first)
            #expect(names.count == 1)
            #expect(root.title.leftText == "saved \(folder.path())/\(name)")
            #expect(pilot.screen.lines[0].hasPrefix(" saved "))
            try await pilot.press(.function(2))
            #expect(pilot.screen.lines[0].hasPrefix(" TermLayout demo"))
        }
    }

    /// At 80 columns the list sits beside the grid, below it it stacks: each crossing
    /// animates, and ends as a fresh render of that size.
    @Test("each resize across 80 columns, animated, ends as the headless render of its size")
    func crossing() async throws {
        let (app, _) = try makeDemoApp(size: Size(width: 80, height: 14))
        try await app.test(size: Size(width: 80, height: 14)) { pilot in
            try await pilot.press(.function(3))
            #expect(pilot.screen.lines.contains { $0.hasPrefix("row 0") })
            // The sidebar slid out first: across to 80 it comes back in.
            try await pilot.press(.character("s"))
            for width in [79, 80, 79, 100, 60, 80] {
                let size = Size(width: width, height: 14)
                try await pilot.resize(to: size)
                try await pilot.advance(by: .seconds(1))
                let fresh = try DemoRoot(size: size)
                try fresh.show(fresh.scrolling)
                #expect(
                    pilot.screen.lines == appScreen(of: fresh).lines,
                    "at \(size): \(pilot.screen.description)")
            }
        }
    }
}
