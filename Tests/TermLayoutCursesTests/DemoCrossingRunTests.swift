import TermLayout
import TermLayoutTesting
import Testing

@testable import layout_demo

/// The demo's scrolling scene as the headless `Screen` renders it at `size`, the sidebar shown.
@MainActor
private func scrollingSceneRender(at size: Size) throws -> [String] {
    let root = try DemoRoot(size: size)
    try root.show(root.scrolling)
    return appScreen(of: root).lines
}

@Suite(
    "The demo's list across 80 columns in a real terminal",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
struct DemoCrossingRunTests {
    @Test("each resize across 80 columns, animated, ends as the headless render of its size")
    func crossing() async throws {
        let session = try TmuxSession(
            arguments: [layoutDemo], size: Size(width: 80, height: 14), environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.joined().contains("safe area") }
        try session.sendKeys("F3")
        _ = try session.waitUntil { $0.contains { $0.hasPrefix("row 0") } }
        // The sidebar slid out first: across to 80 it comes back in.
        try session.sendKeys("s")
        var failures: [String] = []
        for width in [79, 80, 79, 100, 60, 80] {
            let size = Size(width: width, height: 14)
            try session.resize(to: size)
            let differing = try mismatches(
                in: session, expected: try await scrollingSceneRender(at: size), size: size)
            if !differing.isEmpty {
                failures.append("at \(size):\n" + differing.joined(separator: "\n"))
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
