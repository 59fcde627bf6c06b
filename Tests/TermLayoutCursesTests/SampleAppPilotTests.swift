import TermLayout
import TermLayoutCurses
import TermLayoutSamples
import TermLayoutTesting
import Testing

@testable import sample_screens

/// The sample screens as `sample-screens` runs them, with its key bindings, driven headless by
/// a pilot: after each step the frame must be the headless render of the same root, styles
/// and cursor included. The tmux tests keep what needs the terminal: ncurses' drawing of
/// these screens (`TerminalRunTests`).
@Suite("The sample apps, driven headless")
@MainActor
struct SampleAppPilotTests {
    static func app(_ id: String, size: Size) throws -> TerminalApp {
        try #require(try makeSampleApp(id, size: size))
    }

    @Test("the unsafe border changes while the program runs, and the screen follows")
    func borderChange() async throws {
        let size = Size(width: 50, height: 12)
        let app = try Self.app("panes", size: size)
        try await app.test(size: size) { pilot in
            let steps: [(Character?, Int)] = [(nil, 0), ("b", 1), ("b", 2), ("B", 1), ("B", 0)]
            for (key, widening) in steps {
                if let key { try await pilot.press(.character(key)) }
                let expected = try headlessScreen("panes", at: size, borderWidenedBy: widening)
                #expect(pilot.screen.styledLines == expected.styledLines, "widened by \(widening)")
            }
        }
    }

    /// Across the screen's two thresholds (60 columns, 12 rows) and back, each side of each
    /// by one cell, then far from both.
    @Test("a resize across a threshold shows the other layout, as the headless render does")
    func sizeConditions() async throws {
        let sizes: [Size] = [
            (70, 14), (59, 14), (60, 14), (60, 11), (59, 11), (59, 12), (61, 12), (40, 8),
            (100, 30),
        ].map { Size(width: $0.0, height: $0.1) }
        let app = try Self.app("responsive", size: sizes[0])
        try await app.test(size: sizes[0]) { pilot in
            for size in sizes {
                try await pilot.resize(to: size)
                let expected = try headlessScreen("responsive", at: size)
                #expect(pilot.screen.styledLines == expected.styledLines, "at \(size)")
                // Below 60 columns the sidebar's box alone on the row under the status line,
                // from 60 the content's beside it; the badge from 12 rows.
                let lines = pilot.screen.lines
                #expect(lines[1].filter { $0 == "┐" }.count == (size.width < 60 ? 1 : 2))
                #expect(lines.joined().contains("badge") == (size.height >= 12), "at \(size)")
            }
        }
    }

    /// The form's tour: a name typed, the check box and "high" clicked, Send asking with an
    /// alert across a resize, Ctrl-S asking again, the menus, then Esc and q.
    @Test("type a name, send it through the alert across a resize, open a menu, then quit")
    func formTour() async throws {
        let size = Size(width: 80, height: 16)
        let app = try Self.app("form", size: size)
        let headless = try SampleScreens.form(size)
        try await app.test(size: size) { pilot in
            let steps: [(String, () async throws -> Void, (RootView) -> Void)] = [
                (
                    "typing", { try await pilot.type("Ada") },
                    { root in
                        for character in "Ada" { root.dispatchKey(.character(character)) }
                    }
                ),
                (
                    "the check box", { try await pilot.click(at: Point(x: 3, y: 4)) },
                    {
                        Self.click($0, at: Point(x: 3, y: 4))
                    }
                ),
                (
                    "high", { try await pilot.click(at: Point(x: 4, y: 8)) },
                    {
                        Self.click($0, at: Point(x: 4, y: 8))
                    }
                ),
                (
                    "Send", { try await pilot.click(at: Point(x: 4, y: 9)) },
                    {
                        Self.click($0, at: Point(x: 4, y: 9))
                    }
                ),
                (
                    "a resize", { try await pilot.resize(to: Size(width: 60, height: 14)) },
                    {
                        $0.terminalSize = Size(width: 60, height: 14)
                    }
                ),
                ("Enter", { try await pilot.press(.enter) }, { $0.dispatchKey(.enter) }),
                (
                    "Ctrl-S", { try await pilot.press(.control("s")) },
                    {
                        $0.dispatchKey(.control("s"))
                    }
                ),
                ("Esc", { try await pilot.press(.escape) }, { $0.dispatchKey(.escape) }),
                (
                    "F10", { try await pilot.press(.function(10)) },
                    {
                        $0.dispatchKey(.function(10))
                    }
                ),
                (
                    "Down, Esc", { try await pilot.press(.down, .escape) },
                    {
                        $0.dispatchKey(.down)
                        $0.dispatchKey(.escape)
                    }
                ),
            ]
            for (name, drive, model) in steps {
                try await drive()
                headless.layoutIfNeeded()
                model(headless)
                let expected = appScreen(of: headless)
                #expect(pilot.screen.styledLines == expected.styledLines, "after \(name)")
                #expect(pilot.screen.cursor == expected.cursor, "after \(name)")
            }
            #expect(
                pilot.screen.lines.contains {
                    $0.contains("Ada") && $0.contains("high") && $0.contains("yes")
                })
            try await pilot.press(.escape)
            try await pilot.press(.character("q"))
            #expect(!pilot.terminal.isRunning)
        }
    }

    static func click(_ root: RootView, at point: Point) {
        root.dispatchMouse(MouseEvent(.press, at: point))
        root.dispatchMouse(MouseEvent(.release, at: point))
    }
}
