import Foundation
import TermLayout
import TermLayoutFiles
import TermLayoutTesting
import Testing

@Suite(
    "termlayout show, live in a terminal",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ShowTests {
    static let first = "view header\nview body\nV:|[header(3)][body]|\nH:|[header]|; H:|[body]|\n"
    static let second =
        "view header\nview side\nV:|[header(3)][side]|\nH:|[header]|; H:|[side(12)]\n"
    static let broken = "view header\nview side\nV:|[header(3)][sdie]|\n"

    @Test(
        "it shows the file, follows saves, shows a broken edit's error over the last good layout, and quits with q"
    )
    func liveReload() async throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("termlayout-show-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("screen.layout")
        try Self.first.write(to: file, atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            shell: "cd '\(folder.path)' && '\(termlayout.path)' show screen.layout;"
                + " echo \"status $?\"; sleep 30",
            size: Size(width: 30, height: 8), environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        defer { session.close() }

        // Each screen is waited for whole: on a busy machine tmux can show a frame half drawn.
        let first = try await drawn(Self.first, size: Size(width: 30, height: 8))
        _ = try session.waitUntil { $0 == first }

        try Self.second.write(to: file, atomically: true, encoding: .utf8)
        let second = try await drawn(Self.second, size: Size(width: 30, height: 8))
        _ = try session.waitUntil { $0 == second }

        let resized = Size(width: 36, height: 9)
        try session.resize(to: resized)
        let good = try await drawn(Self.second, size: resized)
        _ = try session.waitUntil { $0 == good }

        try Self.broken.write(to: file, atomically: true, encoding: .utf8)
        let errorLines = [
            "screen.layout:3:16: error: 'sdie' i…", "V:|[header(3)][sdie]|",
            String(repeating: " ", count: 15) + "^",
        ]
        let failed = try session.waitUntil {
            $0.suffix(3).map { String($0.reversed().drop { $0 == " " }.reversed()) } == errorLines
        }
        #expect(failed.prefix(6) == good.prefix(6), "the last good layout stays above the error")

        try session.sendKeys("q")
        _ = try session.waitUntil { $0.contains { $0.hasPrefix("status 0") } }
    }

    /// What `termlayout draw` prints for `text` at `size`: the screen `show` must show.
    @MainActor private func drawn(_ text: String, size: Size) throws -> [String] {
        let layout = try LayoutFile(
            text: text, fileName: "screen.layout", root: RootView(size: size))
        for view in layout.views.values { (view as? LayoutFileView)?.showsOutline = true }
        layout.root.layoutIfNeeded()
        let screen = Screen(size: size)
        screen.render(layout.root)
        return screen.lines
    }
}
