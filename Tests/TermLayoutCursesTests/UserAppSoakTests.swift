import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// The apps of `Snippets/UserApps`, written from the README alone as a user would write them,
/// soaked as the demo is (`Soak`): random keys, pastes (half of them cut in two), clicks and
/// resizes for `TERMLAYOUT_SOAK_SECONDS`. Each must not crash, must still answer afterwards (an
/// edit made by keys and clicks shows), must leave no input for the shell, and must give the
/// shell its terminal back as it was.
@Suite(
    "Soak: apps written from the README",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "no procfs"))
struct UserAppSoakTests {
    /// The size the apps are brought back to for the last edit, where its cells are known.
    static let size = Size(width: 80, height: 24)

    @Test("a notes screen: a field adding to a list, Clear, a ticking status")
    func notes() async throws {
        let soak = try await blocking {
            let soak = try Self.soak("NotesScreen") { $0.first?.hasPrefix(" 0 notes") == true }
            let session = soak.session
            try Self.resize(soak) { $0[1].hasSuffix("[ Clear ] ") }
            // A note typed into the field (a click gives it the focus), then Clear.
            try Self.replaceText(in: soak, clickingAt: Point(x: 2, y: 1), with: "soak over")
            try session.sendKeys("Enter")
            try soak.waitUntil { $0.contains { $0.hasPrefix("soak over ") } }
            try session.click(at: Point(x: 74, y: 1))
            try soak.waitUntil {
                $0[0].hasPrefix(" 0 notes ") && !$0.contains { $0.hasPrefix("soak over ") }
            }
            try Self.leaveField(soak)
            return soak
        }
        try await soak.finish()
    }

    @Test("a table that a filter field narrows as you type")
    func filteredTable() async throws {
        let soak = try await blocking {
            let soak = try Self.soak("FilteredTable") { $0.first?.hasPrefix(" 300 of 300") == true }
            let session = soak.session
            try Self.resize(soak) { $0[1].hasPrefix(" Filter: ") }
            try Self.replaceText(in: soak, clickingAt: Point(x: 10, y: 1), with: "file123.")
            try soak.waitUntil {
                $0[0].hasPrefix(" 1 of 300 files ") && $0[4].hasPrefix("file123.txt ")
            }
            try session.sendKeys("C-u")
            try soak.waitUntil { $0[0].hasPrefix(" 300 of 300 files ") }
            try Self.leaveField(soak)
            return soak
        }
        try await soak.finish()
    }

    @Test("a dialog that edits a list row")
    func rowEditor() async throws {
        let soak = try await blocking {
            let soak = try Self.soak("RowEditor") {
                $0.count > 1 && $0[1].hasPrefix("Ada Lovelace")
            }
            let session = soak.session
            try Self.resize(soak) { $0.last?.hasPrefix("↑↓ move") == true }
            // Esc cancels a dialog left open; then the first row is clicked and edited.
            try session.sendKeys("Escape")
            try soak.waitUntil { !$0.joined().contains("┌─ Edit row") }
            try session.click(at: Point(x: 2, y: 1))
            try session.sendKeys("Enter")
            try soak.waitUntil { $0.joined().contains("┌─ Edit row 1 ") }
            try Self.replaceText(in: soak, with: "Soak Over")
            try session.sendKeys("Enter")
            try soak.waitUntil {
                $0[0].hasPrefix(" row 1 is Soak Over ") && $0[1].hasPrefix("Soak Over ")
                    && !$0.joined().contains("┌─ Edit row")
            }
            return soak
        }
        try await soak.finish()
    }

    /// Starts the snippet `program` in a soak, waits until `ready` holds for its screen, and
    /// soaks it, the largest and smallest sizes first.
    static func soak(_ program: String, ready: @escaping ([String]) -> Bool) throws -> Soak {
        let soak = try Soak(
            name: program, command: { _ in builtProgram(program) }, keys: [], size: size)
        _ = try soak.session.waitUntil(ready)
        try soak.run(prelude: SoakEventGenerator.extremes.map { .resize([$0]) })
        return soak
    }

    /// Resizes the pane to `size` and waits until the app shows `laidOut` there.
    static func resize(_ soak: Soak, laidOut: @escaping ([String]) -> Bool) throws {
        try soak.session.resize(to: size)
        try soak.waitUntil { $0.count == size.height && laidOut($0) }
    }

    /// Replaces the text of the focused field, or of the one a click at `cell` focuses, with
    /// `text`, typed.
    static func replaceText(in soak: Soak, clickingAt cell: Point? = nil, with text: String)
        throws
    {
        if let cell { try soak.session.click(at: cell) }
        try soak.session.sendKeys("C-a", "C-k")
        try soak.session.sendKeys(literal: text)
    }

    /// Esc, and the wait until the app has read it, so that the `q` that follows quits (Esc
    /// and q together are one key, Alt-Q); no field has the focus then, so the cursor hides.
    static func leaveField(_ soak: Soak) throws {
        try soak.session.sendKeys("Escape")
        try soak.waitUntilIdle()
        #expect(try eventually { try !soak.session.cursor().isVisible }, "Esc left the field")
    }
}
