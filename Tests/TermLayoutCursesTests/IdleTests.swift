import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// The CPU time `process` has used so far, in clock ticks (user and system, from procfs).
func cpuTicks(of process: pid_t) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8)
    // The fields after the command name, which is in parentheses and may hold anything.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return Int(fields[11])! + Int(fields[12])!
}

/// A program and the keys that bring it to the screen to watch, and a row that shows it is
/// there.
struct IdleCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// A layout file to add to the arguments: written for the run to a folder of its own
    /// (`termlayout show` watches the file's folder, and /tmp itself is busy while a build
    /// runs beside the tests), removed after it.
    var layoutFile: String? = nil
    var keys: [String]
    var shows: String
    var testDescription: String { name }
}

/// Programs left alone sleep: no timer, no polling, so no CPU time while nothing happens.
@Suite(
    "A program left alone uses no CPU",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "no procfs"))
struct IdleTests {
    static let cases: [IdleCase] = [
        IdleCase(name: "demo: safe area", arguments: [layoutDemo], keys: [], shows: "safe area"),
        IdleCase(
            name: "demo: playground", arguments: [layoutDemo], keys: ["F2"], shows: "playground"),
        IdleCase(name: "demo: scrolling", arguments: [layoutDemo], keys: ["F3"], shows: "scroll"),
        IdleCase(
            name: "demo: sidebar slid out, animated", arguments: [layoutDemo], keys: ["F3", "s"],
            shows: "scroll"),
        IdleCase(name: "demo: stress", arguments: [layoutDemo], keys: ["F5"], shows: "stress"),
        IdleCase(
            name: "demo: inspector", arguments: [layoutDemo], keys: ["F4"], shows: "inspector"),
        IdleCase(
            name: "termlayout show", arguments: [builtProgram("termlayout"), "show"],
            layoutFile: "view header\nview body\nV:|[header(3)][body]|\nH:|[header]|; H:|[body]|\n",
            keys: [], shows: "body"),
        IdleCase(
            name: "sample-screens browser", arguments: [sampleScreens, "browser"], keys: [],
            shows: "item 0"),
    ]

    @Test("sitting still for 10 s takes at most 2 clock ticks (0.2 % of a core)", arguments: cases)
    func idle(_ idle: IdleCase) async throws {
        var arguments = idle.arguments
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "termlayout-idle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        if let layoutFile = idle.layoutFile {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appending(path: "screen.layout")
            try layoutFile.write(to: file, atomically: true, encoding: .utf8)
            arguments.append(file.path())
        }
        let session = try TmuxSession(
            arguments: arguments, size: Size(width: 80, height: 24), environment: utf8)
        defer { session.close() }
        _ = try session.waitForSettledScreen()
        for key in idle.keys { try session.sendKeys(key) }
        // Idle is measured once the scene has finished showing: its text is there, the screen
        // has stopped changing and the program sleeps (the stress scene takes 8 s and more on
        // a loaded machine). Then the heap trimmer, due half a second after the last frame,
        // runs, and the program sleeps again.
        _ = try session.waitUntil { $0.contains { $0.contains(idle.shows) } }
        _ = try session.waitForSettledScreen()
        let process = try session.panePID()
        try #require(waitUntilAsleep(process) == true, "the program never came to rest")
        try await Task.sleep(for: .seconds(1))
        try #require(waitUntilAsleep(process) == true, "the program never came to rest")
        let before = try cpuTicks(of: process)
        try await Task.sleep(for: .seconds(10))
        let used = try cpuTicks(of: process) - before
        print("\(idle.name): \(used) ticks in 10 s")
        #expect(used <= 2)
    }
}
