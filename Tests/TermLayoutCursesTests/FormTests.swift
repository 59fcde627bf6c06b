import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// The form (`sample-screens form`) driven in tmux and, step for step, headless: after each
/// step the pane must equal the headless render, styles included, and the cursor sit where the
/// headless root says.
@Suite(
    "The form of controls, in a real terminal and headless, step for step",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
@MainActor
struct FormTests {
    /// One step: what the user does in tmux, and the same done to the headless root.
    struct Step {
        var name: String
        var inTmux: (TmuxSession) throws -> Void
        var headless: (RootView) -> Void
    }

    static func click(_ point: Point) -> Step {
        Step(
            name: "a click at \(point)", inTmux: { try $0.click(at: point) },
            headless: {
                $0.dispatchMouse(MouseEvent(.press, at: point))
                $0.dispatchMouse(MouseEvent(.release, at: point))
            })
    }

    static func keys(_ names: [String], _ keys: [Key]) -> Step {
        Step(
            name: "keys \(names)",
            inTmux: { session in for name in names { try session.sendKeys(name) } },
            headless: { root in for key in keys { root.dispatchKey(key) } })
    }

    static func resize(_ size: Size) -> Step {
        Step(
            name: "a resize to \(size)", inTmux: { try $0.resize(to: size) },
            headless: { $0.terminalSize = size })
    }

    @Test("type a name, send it through the alert across a resize, open a menu, then quit")
    func tour() throws {
        let size = Size(width: 80, height: 16)
        let session = try TmuxSession(
            arguments: [sampleScreens, "form"], size: size,
            // A terminal type without bce, so that capture-pane shows every cell's style.
            environment: utf8.merging(["TERM": "screen-256color"]) { $1 })
        defer { session.close() }
        let root = try SampleScreens.form(size)
        let steps: [Step] = [
            Step(name: "the start", inTmux: { _ in }, headless: { _ in }),
            Self.keys(["A", "d", "a"], [.character("A"), .character("d"), .character("a")]),
            // The check box, "high", then Send, which asks with an alert.
            Self.click(Point(x: 3, y: 4)),
            Self.click(Point(x: 4, y: 8)),
            Self.click(Point(x: 4, y: 9)),
            Self.resize(Size(width: 60, height: 14)),
            Self.keys(["Enter"], [.enter]),
            // Ctrl-S reaches the app (flow control is off) and asks again; Esc cancels.
            Self.keys(["C-s"], [.control("s")]),
            Self.keys(["Escape"], [.escape]),
            Self.keys(["F10"], [.function(10)]),
            Self.keys(["Down", "Escape"], [.down, .escape]),
        ]
        for step in steps {
            try step.inTmux(session)
            step.headless(root)
            let screen = appScreen(of: root)
            let differing = try mismatches(
                in: session, expected: screen.lines, size: root.terminalSize)
            #expect(differing.isEmpty, "after \(step.name): \(differing.joined(separator: "\n"))")
            expectSameScreen(try session.captureScreen(), as: screen)
            let cursor = try session.cursor()
            #expect(cursor.isVisible == (root.cursorLocation != nil), "after \(step.name)")
            if let location = root.cursorLocation {
                #expect(cursor.position == location, "after \(step.name)")
            }
        }
        let final = try session.capture()
        #expect(final.contains { $0.contains("Ada") && $0.contains("high") && $0.contains("yes") })
        // Esc and q apart: together, as a terminal sends Alt-Q, they are one key.
        try session.sendKeys("Escape")
        _ = try session.waitForSettledScreen()
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }
}
