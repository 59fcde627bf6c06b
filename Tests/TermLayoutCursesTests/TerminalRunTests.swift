import Foundation
import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// What the headless `Screen` shows for sample screen `id` laid out fresh at `size`, its unsafe
/// border widened by `widening` rows at the top and bottom (what `b` does in sample-screens),
/// its root's last subview hidden if asked (what `h` does).
@MainActor
func headlessRender(
    _ id: String, at size: Size, borderWidenedBy widening: Int = 0, hidingLast: Bool = false
) throws -> [String] {
    try headlessScreen(id, at: size, borderWidenedBy: widening, hidingLast: hidingLast).lines
}

/// The headless `Screen` `headlessRender` reads its lines from, styles and all.
@MainActor
func headlessScreen(
    _ id: String, at size: Size, borderWidenedBy widening: Int = 0, hidingLast: Bool = false
) throws -> Screen {
    let make = try #require(SampleScreens.named(id))
    let root = try make(size)
    root.unsafeBorder = root.unsafeBorder + EdgeInsets(top: widening, bottom: widening)
    root.subviews.last?.isHidden = hidingLast
    return appScreen(of: root)
}

/// What a terminal of `terminal` shows in place of a layout that needs `needed`: the app's
/// standard too-small screen, rendered headless.
@MainActor
func tooSmallLines(needed: Size, terminal: Size) -> [String] {
    let notice = TooSmallScreen(needed: needed, terminal: terminal)
    notice.layoutIfNeeded()
    let screen = Screen(size: terminal)
    screen.render(notice)
    return screen.lines
}

/// The lines to compare at `size`. In a terminal one column wide ncurses cannot write the
/// bottom-right cell (its trick for that cell needs two columns), so there it is left out.
func comparable(_ lines: [String], at size: Size) -> [String] {
    guard size.width == 1, !lines.isEmpty else { return lines }
    return lines.dropLast() + ["·"]
}

/// Waits until the pane shows `expected` (a screen of `size`) and keeps showing it; returns
/// what differs when it does not within the hang limit (empty when it matched).
func mismatches(in session: TmuxSession, expected: [String], size: Size) throws -> [String] {
    let expected = comparable(expected, at: size)
    do {
        _ = try session.waitUntil { comparable($0, at: size) == expected }
        let settled = comparable(try session.waitForSettledScreen(), at: size)
        return settled == expected ? [] : differences(settled, expected)
    } catch {
        guard case TmuxError.conditionNotMet(_, let lastScreen) = error else { throw error }
        return differences(comparable(lastScreen, at: size), expected)
    }
}

/// The rows that differ, as `row N: got | expected`.
func differences(_ got: [String], _ expected: [String]) -> [String] {
    (0..<max(got.count, expected.count)).compactMap { row in
        let left = row < got.count ? got[row] : "<none>"
        let right = row < expected.count ? expected[row] : "<none>"
        return left == right
            ? nil : "row \(row): \(left.debugDescription) | \(right.debugDescription)"
    }
}

@Suite(
    "A real terminal shows what the headless Screen renders",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
struct TerminalRunTests {
    /// Growing to 300×100, shrinking to 1×1 and growing back, with odd sizes between.
    static let walk: [Size] = [
        (80, 24), (100, 30), (120, 40), (160, 50), (200, 60), (300, 100), (250, 80), (160, 60),
        (120, 40), (90, 30), (60, 20), (40, 12), (30, 10), (20, 8), (12, 5), (8, 4), (5, 3),
        (3, 2), (2, 1), (1, 1), (1, 2), (2, 2), (4, 3), (7, 5), (10, 6), (25, 9), (45, 15),
        (70, 22), (110, 35), (140, 45), (33, 17), (81, 25),
    ].map { Size(width: $0.0, height: $0.1) }

    @Test(
        "after every resize of a walk the pane equals the headless render, cell for cell",
        arguments: ["panes", "dialog", "stack", "nested", "responsive"])
    func resizeWalk(id: String) async throws {
        let session = try TmuxSession(
            arguments: [sampleScreens, id], size: Self.walk[0], environment: utf8)
        defer { session.close() }
        var failures: [String] = []
        for size in Self.walk {
            try session.resize(to: size)
            let differing = try mismatches(
                in: session, expected: try await headlessRender(id, at: size), size: size)
            if !differing.isEmpty {
                failures.append("at \(size):\n" + differing.joined(separator: "\n"))
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) sizes differ:\n\(failures.joined(separator: "\n"))"
        )
    }

    @Test(
        "a view hidden and shown again, with everything in it, disappears and comes back",
        arguments: ["panes", "stack"])
    func hideAndShow(id: String) async throws {
        let size = Size(width: 50, height: 12)
        let session = try TmuxSession(
            arguments: [sampleScreens, id], size: size, environment: utf8)
        defer { session.close() }
        for hidden in [false, true, false, true] {
            let differing = try mismatches(
                in: session, expected: try await headlessRender(id, at: size, hidingLast: hidden),
                size: size)
            #expect(differing.isEmpty, "hidden \(hidden): \(differing)")
            try session.sendKeys("h")
        }
    }

    /// Once the text matches, the styles must too: each cell's attributes and colours as tmux
    /// keeps them (`capture-pane -e`) against the headless render's, at two sizes, the second
    /// reached by a resize. The terminal is one tmux describes itself as, with 256 colours and
    /// italics (`sitm`), whatever its `default-terminal`: under `screen` (8 colours) ncurses
    /// shows bright colours as standard ones and palette entries past 15 in the default colours,
    /// by design, and `screen-256color` has no italics; under an
    /// entry with `bce` (`xterm-256color`) it erases runs of coloured spaces, which tmux 3.3
    /// stores without their foreground and bold and leaves out of a capture at a line's end.
    @Test(
        "the pane equals the headless render, attributes and colours included",
        arguments: [
            ("panes", Size(width: 60, height: 12), Size(width: 33, height: 7)),
            ("dialog", Size(width: 50, height: 14), Size(width: 21, height: 6)),
            ("browser", Size(width: 70, height: 14), Size(width: 40, height: 9)),
            ("styles", Size(width: 60, height: 9), Size(width: 25, height: 5)),
            ("form", Size(width: 80, height: 16), Size(width: 60, height: 14)),
        ])
    @MainActor func styles(id: String, first: Size, second: Size) throws {
        let session = try TmuxSession(
            arguments: [sampleScreens, id], size: first,
            environment: utf8.merging(["TERM": "tmux-256color"]) { $1 })
        defer { session.close() }
        for size in [first, second] {
            try session.resize(to: size)
            let headless = try headlessScreen(id, at: size)
            let differing = try mismatches(in: session, expected: headless.lines, size: size)
            #expect(differing.isEmpty, "text at \(size): \(differing)")
            expectSameScreen(try session.captureScreen(), as: headless)
        }
    }
}
