import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// A shell line that runs sample-screens `arguments`, then, back on the normal screen, prints
/// its exit status and whether the terminal echoes and is line-buffered again. `trap : INT`
/// keeps the shell alive through a Ctrl-C meant for the program.
func runThenReport(_ arguments: String) -> String {
    """
    trap : INT; \(sampleScreens) \(arguments); status=$?; \
    stty -a | tr -s ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon; \
    echo "status $status"; sleep 30
    """
}

/// Whether the pane's cursor is visible, asked until it is or the hang limit has passed.
func cursorShows(in session: TmuxSession) throws -> Bool {
    try eventually { try session.cursor().isVisible }
}

/// The lines of `screen` with text, trailing spaces dropped.
func text(_ screen: [String]) -> [String] {
    screen.map { String($0.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
}

@Suite(
    "The terminal is restored and the program refuses what it cannot drive",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
struct TerminalSessionTests {
    /// How the program is made to end: `q`, Ctrl-C, or a signal sent to it. The crash signals
    /// are those a crashing Swift program dies of.
    enum Ending: Sendable, CustomTestStringConvertible {
        case quitKey
        case interrupt
        case signal(Int32, String)

        nonisolated static let all: [Ending] =
            [.quitKey, .interrupt]
            + [
                (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
                (SIGABRT, "SIGABRT"), (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"),
                (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGFPE, "SIGFPE"),
            ].map { Ending.signal($0.0, $0.1) }

        var testDescription: String {
            switch self {
            case .quitKey: "q"
            case .interrupt: "Ctrl-C"
            case .signal(_, let name): name
            }
        }

        /// Ends `program`, the pane's: types `q` or Ctrl-C in the pane, or sends the signal.
        func end(_ program: pid_t, in session: TmuxSession) throws {
            switch self {
            case .quitKey: try session.sendKeys("q")
            case .interrupt: try session.sendKeys("C-c")
            case .signal(let number, _): kill(program, number)
            }
        }

        /// The status the shell reports: 0 for `q`, 128 + N for death by signal N.
        var status: Int32 {
            switch self {
            case .quitKey: 0
            case .interrupt: 128 + SIGINT
            case .signal(let number, _): 128 + number
            }
        }
    }

    @Test(
        "however the program ends, the shell gets its screen, cursor and modes back",
        arguments: Ending.all)
    func restore(ending: Ending) throws {
        // No core files from the crash signals: the shell's limit is the program's. The
        // program starts once the pane's output is recorded (the Enter ends the `read`).
        let session = try TmuxSession(
            shell: "ulimit -c 0; read -r _; " + runThenReport("panes"),
            size: Size(width: 60, height: 12), environment: utf8)
        defer { session.close() }
        let record = try OutputRecord(of: session)
        try session.sendKeys("Enter")
        _ = try session.waitUntil { $0.first?.hasPrefix("status: 状態 ok") == true }
        // modifyOtherKeys waits for tmux's answers to the queries, which come after the frame.
        let all = OutputRecord.modes.map(\.name)
        #expect(try record.modesOn(becoming: all) == all)
        try ending.end(try #require(try session.childProcessIDs().first), in: session)
        let screen = try session.waitUntil { text($0).last?.hasPrefix("status ") == true }
        #expect(text(screen).suffix(3) == ["icanon", "echo", "status \(ending.status)"])
        #expect(!screen.joined().contains("sidebar"), "the program's screen is gone")
        #expect(try cursorShows(in: session))
        #expect(try record.modesOn(becoming: []) == [])
    }

    @Test("Ctrl-Z gives the shell its terminal; fg after a resize repaints at the new size")
    func suspendAndResume() async throws {
        let session = try TmuxSession(
            // Without line editing, whose bracketed paste at the prompt would hide the program's.
            arguments: ["/bin/bash", "--norc", "--noprofile", "--noediting", "-i"],
            size: Size(width: 60, height: 12), environment: utf8)
        defer { session.close() }
        let record = try OutputRecord(of: session)
        try session.sendKeys(literal: "\(sampleScreens) panes")
        try session.sendKeys("Enter")
        _ = try session.waitUntil { $0.first?.hasPrefix("status: 状態 ok") == true }
        let all = OutputRecord.modes.map(\.name)
        #expect(try record.modesOn(becoming: all) == all)
        try session.sendKeys("C-z")
        _ = try session.waitUntil { $0.contains { $0.contains("Stopped") } }
        #expect(try cursorShows(in: session))
        #expect(try record.modesOn(becoming: []) == [], "every mode off while stopped")
        let resized = Size(width: 50, height: 10)
        try session.resize(to: resized)
        try session.sendKeys(literal: "fg")
        try session.sendKeys("Enter")
        #expect(
            try mismatches(
                in: session, expected: try await headlessRender("panes", at: resized), size: resized
            )
                == [])
        #expect(try record.modesOn(becoming: all) == all, "every mode on again")
        try session.sendKeys("q")
    }

    @Test("a SIGTERM that comes after q, while the program ends, ends it by SIGTERM, restored")
    func terminateWhileEnding() throws {
        let session = try TmuxSession(
            shell: runThenReport("panes"), size: Size(width: 60, height: 12), environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.first?.hasPrefix("status: 状態 ok") == true }
        let program = try #require(try session.childProcessIDs().first)
        // Stopped, it finds q waiting before the signal's byte when continued: q ends the run,
        // and the signal comes while the app tears down, when nothing reads the signals.
        kill(program, SIGSTOP)
        try waitUntil { processState(of: program) == "T" }
        try session.sendKeys("q")
        kill(program, SIGTERM)
        kill(program, SIGCONT)
        let screen = try session.waitUntil { text($0).last?.hasPrefix("status ") == true }
        #expect(text(screen).suffix(3) == ["icanon", "echo", "status \(128 + SIGTERM)"])
        #expect(try cursorShows(in: session))
    }

    @Test(
        "a SIGTERM, Ctrl-C or SIGHUP in a frame that never ends ends the program by it, the terminal restored",
        arguments: [Ending.signal(SIGTERM, "SIGTERM"), .interrupt, .signal(SIGHUP, "SIGHUP")])
    func terminateInStuckFrame(ending: Ending) throws {
        let marker = FileManager.default.temporaryDirectory
            .appending(path: "termlayout-stuck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let program = keepingModes(running: "\(builtProgram("stuck-frame")) '\(marker.path)'")
        let session = try TmuxSession(
            shell:
                "trap : INT; \(program); echo \"status $status, terminal modes $modes\"; sleep 30",
            size: Size(width: 60, height: 12), environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.first?.hasPrefix("ready") == true }
        let stuck = try #require(try session.childProcessIDs().first)
        // Without the watchdog it would never end: not even the pane's closing hang-up ends it.
        defer {
            if (try? session.childProcessIDs())?.contains(stuck) == true { kill(stuck, SIGKILL) }
        }
        // The second frame has begun, and never ends: the run loop cannot take the signal.
        try #require(eventually { FileManager.default.fileExists(atPath: marker.path) })
        try ending.end(stuck, in: session)
        let screen = try session.waitUntil { text($0).last?.hasPrefix("status ") == true }
        #expect(text(screen).last == "status \(ending.status), terminal modes same")
        #expect(!screen.joined().contains("ready"), "the program's screen is gone")
        #expect(try session.modes() == TmuxSession.modesOfAShell)
        #expect(try cursorShows(in: session))
    }

    @Test(
        "stopped from outside (SIGSTOP), then fg, or SIGCONT and then fg, the program puts its modes back and takes keys",
        arguments: [false, true])
    func stoppedFromOutside(continuedFirst: Bool) async throws {
        let size = Size(width: 60, height: 12)
        let session = try TmuxSession(
            arguments: ["/bin/bash", "--norc", "--noprofile", "-i"], size: size,
            environment: utf8)
        defer { session.close() }
        try session.sendKeys(literal: "\(sampleScreens) panes")
        try session.sendKeys("Enter")
        _ = try session.waitUntil { $0.first?.hasPrefix("status: 状態 ok") == true }
        let program = try #require(try session.childProcessIDs().first)
        // The terminal's answers to the program's queries, read once it has stopped, would go
        // to the shell, before the fg.
        let pane = try session.paneTerminalPath()
        try waitUntil { bytesWaiting(on: pane) == 0 }
        kill(program, SIGSTOP)
        // The shell takes the terminal back, with its own modes: cooked, echoing.
        _ = try session.waitUntil { $0.contains { $0.contains("Stopped") } }
        if continuedFirst {
            kill(program, SIGCONT)
            // Continued in the background, it stops again setting its modes (TCSETS), as a
            // job that needs its terminal does, until fg.
            try waitUntil { processState(of: program) == "T" && settingModes(program) }
        }
        try session.sendKeys(literal: "fg")
        try session.sendKeys("Enter")
        #expect(
            try mismatches(
                in: session, expected: try await headlessRender("panes", at: size), size: size)
                == [])
        let modes = try terminalModes(session.paneTerminalPath())
        #expect(modes.contains("-icanon") && modes.contains("-echo"), "\(modes)")
        try session.sendKeys("q")
        // What sample-screens prints once it has ended: q reached it.
        _ = try session.waitUntil { $0.contains { $0.hasPrefix("layouts after resizes") } }
    }

    @Test(
        "without a terminal fit for it the program says why on one line and leaves it untouched",
        arguments: [
            (
                "TERM=dumb \(sampleScreens) panes",
                "sample-screens: TERM=dumb cannot move the cursor; run the program in a terminal such as xterm or tmux"
            ),
            (
                "TERM=no-such-terminal \(sampleScreens) panes",
                "sample-screens: TERM=no-such-terminal is not in the terminfo database; run the program in a terminal such as xterm or tmux"
            ),
            (
                "f=\"$TMPDIR/termlayout-piped-$$\"; \(sampleScreens) panes > \"$f\"; s=$?; wc -c < \"$f\"; rm \"$f\"; (exit $s)",
                "sample-screens: stdout is not a terminal; run the program in a terminal, without redirecting it"
            ),
        ])
    func refusal(command: String, message: String) throws {
        let session = try TmuxSession(
            shell: command + "; echo \"status $?\"; sleep 30", size: Size(width: 140, height: 6),
            environment: utf8.merging(["TMPDIR": NSTemporaryDirectory()]) { $1 })
        defer { session.close() }
        let screen = try session.waitUntil { text($0).last?.hasPrefix("status ") == true }
        let piped = command.contains(">")
        #expect(text(screen) == [message] + (piped ? ["0"] : []) + ["status 1"])
        #expect(try cursorShows(in: session))
    }

    @Test("LINES and COLUMNS in the environment neither fix the size nor hide a resize")
    func environmentSize() async throws {
        let session = try TmuxSession(
            arguments: [sampleScreens, "panes"], size: Size(width: 60, height: 12),
            environment: utf8.merging(["LINES": "10", "COLUMNS": "10"]) { $1 })
        defer { session.close() }
        for size in [
            Size(width: 60, height: 12), Size(width: 44, height: 9), Size(width: 90, height: 30),
        ] {
            try session.resize(to: size)
            #expect(
                try mismatches(
                    in: session, expected: try await headlessRender("panes", at: size), size: size)
                    == [])
        }
    }

    @Test("a storm of 100 resizes costs a handful of layouts and ends on the last size")
    func resizeStorm() async throws {
        let session = try TmuxSession(
            shell: "\(sampleScreens) stack; sleep 30", size: Size(width: 80, height: 24),
            environment: utf8)
        defer { session.close() }
        _ = try mismatches(
            in: session,
            expected: try await headlessRender("stack", at: Size(width: 80, height: 24)),
            size: Size(width: 80, height: 24))
        var random = SystemRandomNumberGenerator()
        // Random sizes, then one wide enough for the closing line to fit on a row of the shell.
        let sizes =
            (0..<99).map { _ in
                Size(
                    width: Int.random(in: 1...200, using: &random),
                    height: Int.random(in: 1...60, using: &random))
            } + [Size(width: 60, height: 20)]
        try session.resize(through: sizes)
        let last = sizes.last!
        let differing = try mismatches(
            in: session, expected: try await headlessRender("stack", at: last), size: last)
        #expect(differing.isEmpty, "at \(last):\n\(differing.joined(separator: "\n"))")
        try session.sendKeys("q")
        let screen = try session.waitUntil {
            $0.contains { $0.hasPrefix("layouts after resizes") }
        }
        let line = try #require(screen.first { $0.hasPrefix("layouts after resizes") })
        let layouts = try #require(Int(line.split(separator: " ").last ?? ""))
        FileHandle.standardError.write(
            Data("a storm of 100 resizes took \(layouts) layouts\n".utf8))
        #expect(layouts < 100)
    }
}

/// Waits until `condition` holds, for five seconds (times the timeout scale) at most.
private func waitUntil(_ condition: () -> Bool) throws {
    let deadline = ContinuousClock.now + .seconds(5) * TmuxSession.timeoutScale
    while !condition() {
        try #require(ContinuousClock.now < deadline, "the condition never held")
        Thread.sleep(forTimeInterval: 0.02)
    }
}

/// Whether `process` is inside an `ioctl` that sets its terminal's modes (`TCSETS`, as
/// `tcsetattr` calls it), from `/proc/PID/syscall`: the call's number, then its arguments.
private func settingModes(_ process: pid_t) -> Bool {
    let call = (try? String(contentsOfFile: "/proc/\(process)/syscall", encoding: .utf8)) ?? ""
    return call.split(separator: " ").dropFirst(2).first == "0x5402"
}

/// How many bytes wait to be read on the terminal at `path` (`FIONREAD`); nil if it cannot say.
private func bytesWaiting(on path: String) -> Int32? {
    let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var count: Int32 = 0
    return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? count : nil
}

/// The modes of the terminal at `path`, as `stty -a` prints them, one a word.
private func terminalModes(_ path: String) throws -> [String] {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/bin/stty")
    process.arguments = ["-a", "-F", path]
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(whereSeparator: { " ;\n".contains($0) }).map(String.init)
}

/// What a program wrote to a tmux pane, recorded from the moment it is made (before the
/// program starts), for the modes it turns on and off: tmux's screen does not show them.
final class OutputRecord {
    let file: URL

    init(of session: TmuxSession) throws {
        file = FileManager.default.temporaryDirectory
            .appendingPathComponent("termlayout-output-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        try session.recordOutput(to: file.path)
    }

    deinit { try? FileManager.default.removeItem(at: file) }

    /// The modes sample-screens turns on under tmux: bracketed paste, focus reports, the
    /// mouse, modifyOtherKeys (tmux names itself in its XTVERSION answer) and its title.
    static let modes = [
        (name: "bracketed paste", on: "\u{1B}[?2004h", off: "\u{1B}[?2004l"),
        (name: "focus reports", on: "\u{1B}[?1004h", off: "\u{1B}[?1004l"),
        (name: "mouse buttons", on: "\u{1B}[?1002h", off: "\u{1B}[?1002l"),
        (name: "SGR mouse", on: "\u{1B}[?1006h", off: "\u{1B}[?1006l"),
        (name: "modifyOtherKeys", on: "\u{1B}[>4;2m", off: "\u{1B}[>4m"),
        (name: "title", on: "\u{1B}[22;0t", off: "\u{1B}[23;0t"),
    ]

    /// The modes on at the end of the record: turned on, and not off since. Asked until they
    /// are `expected` or the hang limit has passed, as tmux's pipe lags the screen.
    func modesOn(becoming expected: [String]) throws -> [String] {
        var on: [String] = []
        _ = eventually {
            let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            on = Self.modes.filter { mode in
                guard let last = output.range(of: mode.on, options: .backwards) else {
                    return false
                }
                let off = output.range(of: mode.off, options: .backwards)
                return off.map { $0.lowerBound < last.lowerBound } ?? true
            }.map(\.name)
            return on == expected
        }
        return on
    }
}
