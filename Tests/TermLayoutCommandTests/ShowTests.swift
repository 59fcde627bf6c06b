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
        let (session, file, folder) = try show(Self.first)
        defer { session.close() }
        defer { try? FileManager.default.removeItem(at: folder) }

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

    @Test("a screen of 20,000 views, each over the last, quits on q (tearing it down took minutes)")
    func manyViewsQuit() throws {
        let (session, _, folder) = try show(BadInputCommandTests.fillingText(20_000))
        defer { session.close() }
        defer { try? FileManager.default.removeItem(at: folder) }
        // A limit for a hang, not a timing: the start takes seconds, the quit once took minutes.
        _ = try session.waitUntil(timeout: .seconds(120)) { $0.first?.contains("v19999") == true }
        try session.sendKeys("q")
        let screen = try session.waitUntil(timeout: .seconds(60)) {
            $0.contains { $0.hasPrefix("status ") }
        }
        #expect(screen.contains { $0.hasPrefix("status 0") })
    }

    /// `termlayout show` of `text`, written to `screen.layout` in a folder of its own, at 30×8
    /// in tmux; the shell prints its status after it. The caller removes the folder.
    private func show(_ text: String) throws -> (TmuxSession, file: URL, folder: URL) {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("termlayout-show-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("screen.layout")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            shell: "cd '\(folder.path)' && '\(termlayout.path)' show screen.layout;"
                + " echo \"status $?\"; sleep 30",
            size: Size(width: 30, height: 8), environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        return (session, file, folder)
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
