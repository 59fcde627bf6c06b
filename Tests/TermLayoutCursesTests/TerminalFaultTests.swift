import Foundation
import TermLayout
import TermLayoutTesting
import Testing

@Suite(
    "Faults in the terminal: a hang-up, writes that block or fail, a resize mid-write, few capabilities",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "no procfs"),
    .serialized)
struct TerminalFaultTests {
    /// How a program can be left on a terminal that goes away. In both, the kernel's SIGHUP
    /// reaches only the session leader, which keeps it from the program, so the program must
    /// see for itself that its terminal is gone.
    enum Orphaning: String, CaseIterable, CustomTestStringConvertible {
        case shellIgnoresSIGHUP = "trap '' HUP;"
        case sessionOfItsOwn = "trap '' HUP; setsid -w"
        var testDescription: String { "\(self)" }
    }

    @Test(
        "when its terminal goes away the program ends at once, as SIGHUP ends it, without spinning",
        arguments: Orphaning.allCases)
    func hangUp(_ orphaning: Orphaning) throws {
        let report = temporaryPath("hang-up")
        defer { try? FileManager.default.removeItem(atPath: report) }
        let session = try TmuxSession(
            shell: "\(orphaning.rawValue) \(sampleScreens) panes; s=$?; times > \(report);"
                + " echo \"status $s\" >> \(report)",
            size: Size(width: 60, height: 12), environment: utf8)
        _ = try session.waitUntil { $0.first?.hasPrefix("status: 状態 ok") == true }
        session.close()

        let lines = try waitForLines(in: report) { $0.last?.hasPrefix("status") == true }
        try #require(lines.count == 3)
        #expect(lines.last == "status \(128 + SIGHUP)")
        // `times`: the shell's own times, then its children's, user and system.
        let childTimes = lines[1].split(separator: " ").map(seconds)
        #expect(childTimes.reduce(0, +) < 2 * TmuxSession.timeoutScale, "\(lines[1]): it spun")
    }

    @Test(
        "a terminal that stops reading blocks the writes without spinning, O_NONBLOCK or not, and a resize then ends on the right screen",
        arguments: [false, true])
    @MainActor func blockedWrites(nonBlocking: Bool) throws {
        let full = Size(width: 400, height: 150)
        let final = Size(width: 300, height: 100)
        let setNonBlocking =
            "python3 -c 'import fcntl, os; fcntl.fcntl(1, fcntl.F_SETFL,"
            + " fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK)'"
        let askNonBlocking =
            "python3 -c 'import fcntl, os; print(\"nonblocking\","
            + " fcntl.fcntl(1, fcntl.F_GETFL) & os.O_NONBLOCK != 0)'"
        let session = try TmuxSession(
            shell: (nonBlocking ? setNonBlocking + "; " : "")
                + "\(sampleScreens) grid; echo \"status $?\"; \(askNonBlocking); sleep 30",
            size: full, environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.first?.hasPrefix("┌─ c0_0") == true }
        let program = try #require(try session.childProcessIDs().first)
        let server = try #require(session.serverPID)
        let terminal = try session.paneTerminalPath()

        // tmux stops reading; a resize makes a frame larger than the terminal's buffer.
        kill(server, SIGSTOP)
        defer { kill(server, SIGCONT) }
        try stty(terminal, Size(width: full.width - 1, height: full.height))
        try #require(try waitUntilWriting(program), "the frame did not fill the terminal")
        let ticks = try cpuTicks(of: program)
        Thread.sleep(forTimeInterval: 1)
        #expect(try cpuTicks(of: program) - ticks < 20, "it spun while the terminal was full")

        // Another resize while the frame is still being written, then tmux reads again.
        try stty(terminal, final)
        kill(server, SIGCONT)
        try session.resize(to: final)
        let expected = try headlessRender("grid", at: final)
        #expect(try mismatches(in: session, expected: expected, size: final) == [])

        try session.sendKeys("q")
        // The shell writes the last line in parts: wait for a whole one, not for its start.
        let screen = try session.waitUntil {
            ["nonblocking True", "nonblocking False"].contains(text($0).last)
        }
        #expect(
            text(screen).suffix(2) == ["status 0", "nonblocking \(nonBlocking ? "True" : "False")"])
    }

    @Test(
        "when writes to its terminal fail with EIO the program ends at its next frame, as on SIGHUP"
    )
    func failingWrites() throws {
        let output = try TmuxSession(shell: "sleep 60", size: Size(width: 60, height: 12))
        defer { output.close() }
        let report = temporaryPath("failing-writes")
        defer { try? FileManager.default.removeItem(atPath: report) }
        // Keys from one terminal, the screen on another, which then goes away.
        let input = try TmuxSession(
            shell: "\(sampleScreens) panes > \(try output.paneTerminalPath());"
                + " echo \"status $?\" > \(report); sleep 30",
            size: Size(width: 60, height: 12), environment: utf8)
        defer { input.close() }
        _ = try output.waitUntil { $0.first?.hasPrefix("status: 状態 ok") == true }
        let outputTerminal = try output.paneTerminalPath()
        output.close()
        // tmux may still be closing it; the node goes once its master side has.
        _ = eventually(every: .milliseconds(50)) {
            !FileManager.default.fileExists(atPath: outputTerminal)
        }
        try input.resize(to: Size(width: 50, height: 10))
        let lines = try waitForLines(in: report) { !$0.isEmpty }
        #expect(lines == ["status \(128 + SIGHUP)"])
    }

    /// Terminals with few capabilities: no colour (vt100, xterm-mono), or line drawing only
    /// through the alternate character set.
    static let plainTerminals = ["vt100", "linux", "screen", "xterm-mono"]

    @Test(
        "in a UTF-8 locale a terminal with few capabilities shows the headless render's text",
        arguments: plainTerminals)
    @MainActor func fewCapabilities(term: String) throws {
        let size = Size(width: 60, height: 12)
        let session = try TmuxSession(
            shell: "TERM=\(term) \(sampleScreens) panes; sleep 30", size: size, environment: utf8)
        defer { session.close() }
        let expected = try headlessRender("panes", at: size)
        #expect(try mismatches(in: session, expected: expected, size: size) == [])
        if term == "vt100" || term == "xterm-mono" {
            let screen = try session.captureScreen()
            let colored = (0..<size.height).contains { y in
                (0..<size.width).contains { x in
                    screen[x, y].style.foreground != .default
                        || screen[x, y].style.background != .default
                }
            }
            #expect(!colored, "a terminal without colours got some")
        }
    }

    @Test(
        "in a locale without Unicode, boxes are drawn with the terminal's line drawing, or ASCII where it has none",
        arguments: plainTerminals + ["ansi-mini"])
    @MainActor func withoutUnicode(term: String) throws {
        let session = try TmuxSession(
            shell: "TERM=\(term) \(sampleScreens) panes; sleep 30",
            size: Size(width: 60, height: 12), environment: ["LANG": "C", "LC_ALL": "C"])
        defer { session.close() }
        _ = try session.waitUntil { $0.first?.hasPrefix("status:") == true }
        _ = try session.waitForSettledScreen()
        let screen = try session.captureScreen()
        expectSnapshot(screen.lines.joined(separator: "\n"), named: "without-unicode-\(term)")
    }

    /// A path in the temporary directory no other test uses.
    private func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "termlayout-\(name)-\(UUID().uuidString)"
    }

    /// The file's lines once `done` holds for them, read until then.
    private func waitForLines(in path: String, until done: ([String]) -> Bool) throws -> [String] {
        var lines: [String] = []
        let finished = eventually(every: .milliseconds(50)) {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            lines = text.split(separator: "\n").map(String.init)
            return done(lines)
        }
        if !finished { Issue.record("\(path) never finished: \(lines)") }
        return lines
    }

    /// Seconds from `times`' `0m0.016s`.
    private func seconds(_ field: Substring) -> Double {
        let parts = field.dropLast().split(separator: "m")
        return parts.count == 2 ? (Double(parts[0]) ?? 0) * 60 + (Double(parts[1]) ?? 0) : 0
    }

    /// Sets the size of `terminal` behind tmux's back; the program gets SIGWINCH.
    private func stty(_ terminal: String, _ size: Size) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/stty")
        process.arguments = ["-F", terminal, "cols", "\(size.width)", "rows", "\(size.height)"]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    /// Whether `process` comes to sleep inside `write(2)` within the hang limit, as it does on
    /// a terminal whose buffer is full.
    private func waitUntilWriting(_ process: pid_t) throws -> Bool {
        try eventually(every: .milliseconds(50)) {
            let call = try String(contentsOfFile: "/proc/\(process)/syscall", encoding: .utf8)
            return call.hasPrefix("\(writeSystemCall) ")
        }
    }

    /// `write`'s number in `/proc/PID/syscall`.
    private var writeSystemCall: Int {
        #if arch(x86_64)
            1
        #else
            64
        #endif
    }
}
