import Foundation
import TermLayout
import TermLayoutTesting
import Testing

@testable import layout_demo

/// Random keys, pastes, clicks and resizes from 1×1 to 400×150 for a while
/// (`TERMLAYOUT_SOAK_SECONDS`, 5 s unless set; `Tools/soak.sh SECONDS` sets it), to the demo and
/// to an app whose views a background task updates. Each must not crash, its resident memory
/// must stay within 10 % of its level after the warm-up (in a run of 6 minutes or more), its
/// screen, brought to a known state in the end, must equal the headless render, and `q` must
/// give the shell a sane terminal.
@Suite(
    "Soak: random input for TERMLAYOUT_SOAK_SECONDS",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "no procfs"))
struct SoakTests {
    /// The size the screens are compared at in the end.
    static let finalSize = Size(width: 80, height: 24)

    @Test("the demo through every scene: no crash, no leak, the headless screen, a sane terminal")
    func demo() async throws {
        let soak = try await blocking { try Self.soakDemo() }
        try await expectScreen(in: soak.session, replay: soak.replay) { _ in
            try demoScreen(size: Self.finalSize)
        }
        #expect(try soak.session.cursor().isVisible == false, "\(soak.replay)")
        try await soak.finish()
    }

    /// Starts the demo, soaks it and brings it back to its first scene as it starts.
    static func soakDemo() throws -> Soak {
        let soak = try Soak(
            name: "demo", command: { _ in layoutDemo },
            keys: ["F1", "F2", "F3", "F4", "F5", "F6", "F10", "C-s"], size: Self.finalSize)
        _ = try soak.session.waitUntil {
            $0.first?.contains("safe area") == true
        }
        // Each scene, and the inspector over the form and over the stress scene (the largest
        // layout to trace and probe: 7 MB more while it shows), at the largest and smallest
        // sizes, so that the level after the warm-up is that of every screen the demo has.
        let prelude = ["F1", "F2", "F3", "F6", "F4", "F5", "F4"].flatMap {
            [SoakEvent.key($0)] + SoakEventGenerator.extremes.map { .resize([$0]) }
        }
        try soak.run(prelude: prelude)

        // Back to the first scene as it starts: out of any field, alert or menu, the unsafe
        // border shrunk to nothing by as many presses as could have grown it, then as it was.
        let session = soak.session
        try session.resize(to: Self.finalSize)
        for _ in 0..<3 {
            try session.sendKeys("Escape")
            _ = try session.waitForSettledScreen()
        }
        // The title line shows only once the border has a top again: wait for nothing.
        try session.sendKeys("F1")
        for side in ["t", "l", "b", "r"] {
            let presses = soak.keyCounts[side, default: 0] + 1
            try session.sendKeys(literal: String(repeating: side.uppercased(), count: presses))
        }
        try session.sendKeys(literal: "tb")
        return soak
    }

    @Test("an app tailing a command while a Task ticks its clock: the same checks")
    func tailAndClock() async throws {
        let soak = try await blocking { try Self.soakTailAndClock() }
        try await expectScreen(in: soak.session, replay: soak.replay) { shown in
            // The data is what the pane's status line says, the clock what it showed then.
            let words = shown.first?.split(separator: " ") ?? []
            let lineCount = words.first.flatMap { Int($0) } ?? 0
            return try tailAndClockScreen(
                size: Self.finalSize, lines: (0..<lineCount).map { tailLine($0 + 1) },
                clock: words.suffix(2).joined(separator: " "), keys: [.home])
        }
        try await soak.finish()
    }

    /// Starts TailAndClock, soaks it, ends its command and shows its first line.
    static func soakTailAndClock() throws -> Soak {
        let soak = try Soak(
            name: "tail-and-clock",
            files: [
                // A screenful at once, for the warm-up at the largest size, then 20 a second.
                "feed.sh": """
                i=0
                while [ $i -lt 200 ]; do i=$((i + 1)); echo "line $i · 行 $i"; done
                while [ ! -e "$(dirname "$0")/stop" ]; do
                    i=$((i + 1)); echo "line $i · 行 $i"
                    sleep 0.05
                done
                """
            ],
            command: {
                "\(builtProgram("TailAndClock")) 'sh \($0.appending(path: "feed.sh").path())'"
            },
            keys: ["F1", "F10"], size: Self.finalSize)
        _ = try soak.session.waitUntil {
            ($0.first?.split(separator: " ").first.flatMap { Int($0) } ?? 0) >= 200
        }
        try soak.run(prelude: SoakEventGenerator.extremes.map { .resize([$0]) })

        // The command ends; the list goes to its first line.
        try Data().write(to: soak.folder.appending(path: "stop"))
        try soak.session.resize(to: Self.finalSize)
        _ = try soak.session.waitUntil {
            $0.first?.contains(" lines, done") == true
        }
        try soak.session.sendKeys("Home")
        return soak
    }

    /// Waits until the pane shows, in text, what `expected` makes of the lines shown, then
    /// compares that capture with it style for style. `expected` is asked again for each
    /// capture, for a screen with a clock.
    @MainActor
    func expectScreen(
        in session: TmuxSession, replay: String,
        _ expected: @MainActor ([String]) throws -> Screen,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var shown = Screen(size: .zero)
        var wanted = Screen(size: .zero)
        _ = try await eventuallyOnMainActor(every: .milliseconds(100)) {
            shown = try session.captureScreen()
            wanted = try expected(shown.lines)
            return shown.lines == wanted.lines
        }
        if !expectSameScreen(shown, as: wanted, sourceLocation: sourceLocation) {
            Issue.record(Comment(rawValue: replay), sourceLocation: sourceLocation)
        }
    }
}

/// The demo as it starts, at `size`, rendered headless.
@MainActor
func demoScreen(size: Size) throws -> Screen {
    let root = try DemoRoot(size: size)
    root.layoutIfNeeded()
    let screen = Screen(size: size)
    screen.render(root)
    return screen
}

/// Line `number` (from 1) of the command the soak tails (its feed.sh writes the same).
func tailLine(_ number: Int) -> String { "line \(number) · 行 \(number)" }
