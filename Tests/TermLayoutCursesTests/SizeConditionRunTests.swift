import TermLayout
import TermLayoutTesting
import Testing

@Suite(
    "Size conditions in a real terminal",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
struct SizeConditionRunTests {
    /// Across the screen's two thresholds (60 columns, 12 rows) and back, each side of each
    /// by one cell, then far from both.
    static let sizes: [Size] = [
        (70, 14), (59, 14), (60, 14), (60, 11), (59, 11), (59, 12), (61, 12), (40, 8), (100, 30),
    ].map { Size(width: $0.0, height: $0.1) }

    @Test("a resize across a threshold shows the other layout, as the headless render does")
    func crossing() async throws {
        let session = try TmuxSession(
            arguments: [sampleScreens, "responsive"], size: Self.sizes[0], environment: utf8)
        defer { session.close() }
        var failures: [String] = []
        for size in Self.sizes {
            try session.resize(to: size)
            let differing = try mismatches(
                in: session, expected: try await headlessRender("responsive", at: size),
                size: size)
            if !differing.isEmpty {
                failures.append("at \(size):\n" + differing.joined(separator: "\n"))
            }
            // The pane shows the layout of its side: below 60 columns the sidebar's box alone
            // on the row under the status line, from 60 the content's beside it; the badge
            // from 12 rows.
            let pane = try session.capture()
            #expect(
                pane[1].filter { $0 == "┐" }.count == (size.width < 60 ? 1 : 2),
                "at \(size): \(pane[1])")
            #expect(pane.joined().contains("badge") == (size.height >= 12), "at \(size)")
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
