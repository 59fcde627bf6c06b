import Foundation
import TermLayout

/// A terminal program running in a real terminal, a private tmux server, at a size the test
/// chooses: resize it, type into it and read its screen as lines of exactly the pane's width.
///
/// Each session has its own server (`tmux -L termlayout-<pid>-<n> -f /dev/null`), so tests can
/// run in parallel and never touch the user's tmux; `close()` (or deinit) kills it. Guard tests
/// with `@Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))`.
///
/// ```swift
/// let app = try TmuxSession(arguments: [appPath], size: Size(width: 80, height: 24))
/// defer { app.close() }
/// try app.resize(to: Size(width: 40, height: 10))
/// let screen = try app.waitForSettledScreen()
/// ```
public final class TmuxSession: @unchecked Sendable {
    /// Whether tmux is on `PATH`; tests that need it should be skipped when it is not.
    public static var isAvailable: Bool { tmuxExecutable != nil }

    /// The private server's socket name, for `tmux -L <name> attach` while debugging a test.
    public let socketName: String
    /// The longest any one tmux invocation may take before it is terminated: the one asked
    /// for, times `timeoutScale` (tmux is not slower under a sanitizer, but a loaded machine is).
    public let commandTimeout: Duration
    /// How long the waits sleep between two captures.
    public let pollInterval: Duration = .milliseconds(30)
    /// How long a wait and a tmux command are given unless the caller says otherwise: a minute,
    /// a limit for a hang, not a guess at speed. A wait returns as soon as its condition holds,
    /// so only a program that is stuck pays it; a loaded two-core machine once took longer than
    /// the shorter limit its tests allowed to show the demo's 1,000 views.
    public static let hangLimit: Duration = .seconds(60)
    /// What every wait's timeout is multiplied by: `TERMLAYOUT_TIMEOUT_SCALE` from the
    /// environment, a positive number, else 1. A program built with a sanitizer runs many times
    /// slower (`.ci/sanitizers` sets 10 under ThreadSanitizer), so the screens it waits for come
    /// later; the conditions waited for stay the same.
    public static let timeoutScale: Double = {
        let value = ProcessInfo.processInfo.environment["TERMLAYOUT_TIMEOUT_SCALE"]
        return value.flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 1
    }()

    private let tmux: String
    let target = "termlayout"
    private var socketPath: String?
    /// The tmux server's process id: a test may stop it (`SIGSTOP`) to play a terminal that
    /// has stopped reading, so the program's writes block.
    public private(set) var serverPID: pid_t?
    private let lock = NSLock()
    private var requestedSize: Size
    private var isClosed = false

    /// Starts `arguments` (executed directly, not through a shell) in a new tmux session of
    /// `size`. `environment` is added to this process's own (which the server inherits), but
    /// for the colour settings, which come from `environment` alone; TERM is tmux's. The pane stays readable after the program exits (`remain-on-exit`).
    public init(
        arguments: [String], size: Size, environment: [String: String] = [:],
        commandTimeout: Duration = hangLimit
    ) throws {
        guard let tmux = tmuxExecutable else { throw TmuxError.tmuxNotFound }
        self.tmux = tmux
        self.socketName = "termlayout-\(ProcessInfo.processInfo.processIdentifier)-\(nextID())"
        self.commandTimeout = commandTimeout * Self.timeoutScale
        self.requestedSize = size
        // Through env, also without settings: tmux hands a one-word command to $SHELL. The
        // colour settings are the test's alone: `swift test` sets NO_COLOR for its own output.
        let settings = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let unset = Self.colorVariables.flatMap { ["-u", $0] }
        let program = ["/usr/bin/env"] + unset + settings + arguments
        // One command line, so the options hold before the program can exit. An empty
        // remain-on-exit-format stops tmux 3.3 from scrolling a "Pane is dead" line into the
        // final screen; -q lets older tmux, which lacks the option, go on.
        let output = try run(
            [
                "set-option", "-g", "remain-on-exit", "on", ";",
                "set-option", "-gq", "remain-on-exit-format", "", ";",
                "set-option", "-g", "status", "off", ";",
                "new-session", "-d", "-x", "\(size.width)", "-y", "\(size.height)",
                "-s", target, "--",
            ] + program.map(tmuxEscaped) + [
                ";", "display-message", "-p", "-t", target, "#{pid} #{socket_path}",
            ])
        let server = output.trimmingCharacters(in: .newlines).split(separator: " ", maxSplits: 1)
        serverPID = server.first.flatMap { pid_t($0) }
        socketPath = server.count == 2 ? String(server[1]) : nil
    }

    /// The variables that choose a program's colours (`ColorSettings`), which the program
    /// gets only from `environment`, never from the process that runs the test.
    static let colorVariables = ["NO_COLOR", "COLORTERM", "TERMLAYOUT_COLOR"]

    /// Starts `command` with `/bin/sh -c`, whatever the user's login shell is.
    public convenience init(
        shell command: String, size: Size, environment: [String: String] = [:],
        commandTimeout: Duration = hangLimit
    ) throws {
        try self.init(
            arguments: ["/bin/sh", "-c", command], size: size, environment: environment,
            commandTimeout: commandTimeout)
    }

    deinit { close() }

    /// The size last asked for, at start or by `resize(to:)`.
    public var size: Size { lock.withLock { requestedSize } }

    /// Kills the private server (and with it the program) and removes its socket. Safe to call
    /// more than once; later calls of other methods throw `TmuxError.sessionClosed`.
    public func close() {
        let wasClosed = lock.withLock {
            defer { isClosed = true }
            return isClosed
        }
        guard !wasClosed else { return }
        _ = try? runProcess(tmux, globalArguments + ["kill-server"], timeout: commandTimeout)
        if let socketPath { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    /// Resizes the window, so the program gets SIGWINCH; wait for the new screen with
    /// `waitForSettledScreen`.
    public func resize(to size: Size) throws {
        try run(
            ["resize-window", "-t", target, "-x", "\(size.width)", "-y", "\(size.height)"])
        lock.withLock { requestedSize = size }
    }

    /// Resizes through every size in one tmux command line, as fast as tmux applies them
    /// (a drag storm); the program may see only some. The last size is the one asked for.
    public func resize(through sizes: [Size]) throws {
        guard let last = sizes.last else { return }
        let commands = sizes.map {
            ["resize-window", "-t", target, "-x", "\($0.width)", "-y", "\($0.height)"]
        }
        try run(Array(commands.joined(separator: [";"])))
        lock.withLock { requestedSize = last }
    }

    /// Types `text` as it is (`send-keys -l`), no key names interpreted. Wait until the
    /// program shows it is ready (`waitUntil`) before typing, as a user would.
    public func sendKeys(literal text: String) throws {
        try run(["send-keys", "-t", target, "-l", "--", tmuxEscaped(text)])
    }

    /// Pastes `text` as a terminal does: between bracketed-paste markers if the program asked
    /// for them, as if typed otherwise.
    public func paste(_ text: String) throws {
        try run(["set-buffer", "--", text])
        try run(["paste-buffer", "-p", "-d", "-t", target])
    }

    /// Clicks the left button at `cell` (from 0, 0 at the top left) as a terminal reports it to
    /// a program that asked for the mouse in SGR form (mode 1006): a press, then a release.
    public func click(at cell: Point) throws {
        let position = "\(cell.x + 1);\(cell.y + 1)"
        try sendBytes("\u{1B}[<0;\(position)M\u{1B}[<0;\(position)m")
    }

    /// Turns the mouse wheel one notch at `cell`: towards the user (`down`), or away.
    public func scrollWheel(at cell: Point, down: Bool) throws {
        try sendBytes("\u{1B}[<\(down ? 65 : 64);\(cell.x + 1);\(cell.y + 1)M")
    }

    /// Writes `text` to the program byte for byte, as the terminal would (`send-keys -H`).
    public func sendBytes(_ text: String) throws {
        try sendBytes(Array(text.utf8))
    }

    /// Writes `bytes` to the program as they are, in one write, UTF-8 or not: what a broken
    /// terminal, a Latin-1 keyboard or a split read can hand a program.
    public func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", target, "-H", "--"] + bytes.map { String($0, radix: 16) })
    }

    /// Presses keys by tmux's names: "Enter", "C-c", "Escape", "Up", "F1", or "q".
    public func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", target, "--"] + keys.map(tmuxEscaped))
    }

    /// Appends everything the program writes to the pane from now on to the file at `path`
    /// (`pipe-pane -O`): the bytes themselves, escape sequences and all, for a test of what a
    /// program sends that the screen does not show (a mode it turns off).
    public func recordOutput(to path: String) throws {
        try run(["pipe-pane", "-O", "-t", target, "cat >> '\(path)'"])
    }

    /// Sets a server option, as `set-option -s` does, or a session one where `server` is
    /// false (`extended-keys on` to pass Shift-Enter and the like to a program that asks).
    public func setOption(_ name: String, _ value: String, server: Bool = true) throws {
        try run(["set-option", server ? "-s" : "-g", name, value])
    }

    private var globalArguments: [String] { ["-u", "-L", socketName, "-f", "/dev/null"] }

    /// Runs one tmux command line on the private server; its stdout, or a typed error.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        if lock.withLock({ isClosed }) { throw TmuxError.sessionClosed(socketName: socketName) }
        let all = globalArguments + arguments
        let result = try runProcess(tmux, all, timeout: commandTimeout)
        guard result.status == 0 else {
            throw TmuxError.commandFailed(
                arguments: ["tmux"] + all, status: result.status, stderr: result.errorOutput)
        }
        return result.output
    }
}

/// A number no other session of this process has had, for the socket name.
private func nextID() -> Int { sessionCounter.next() }

private let sessionCounter = SessionCounter()

private final class SessionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}

/// What went wrong while driving tmux. `description` is a sentence meant for a test failure,
/// with the last screen framed in `|` so trailing spaces show.
public enum TmuxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `tmux` on `PATH`; guard such tests with `.enabled(if: TmuxSession.isAvailable, …)`.
    case tmuxNotFound
    /// The tmux executable was found but could not be started.
    case launchFailed(path: String, reason: String)
    /// A command (`arguments`, program first) exited non-zero; `stderr` is what it printed.
    case commandFailed(arguments: [String], status: Int32, stderr: String)
    /// A command (program first) ran past the session's command timeout and was killed.
    case commandTimedOut(arguments: [String], timeout: Duration)
    /// The screen kept changing, or the pane never reached the size asked for.
    case screenNotSettled(
        timeout: Duration, expectedSize: Size, paneSize: Size, lastScreen: [String])
    /// `waitUntil`'s predicate never held.
    case conditionNotMet(timeout: Duration, lastScreen: [String])
    /// `waitForExit` ran out of time while the program was still running.
    case programStillRunning(timeout: Duration, lastScreen: [String])
    /// The session was used after `close()`.
    case sessionClosed(socketName: String)

    public var description: String {
        switch self {
        case .tmuxNotFound:
            return "tmux is not installed: no tmux executable on PATH"
        case .launchFailed(let path, let reason):
            return "could not start \(path): \(reason)"
        case .commandFailed(let arguments, let status, let stderr):
            let said = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return "\(arguments.joined(separator: " ")) failed with status \(status)"
                + (said.isEmpty ? "" : ": \(said)")
        case .commandTimedOut(let arguments, let timeout):
            return "\(arguments.joined(separator: " ")) did not finish within \(timeout)"
        case .screenNotSettled(let timeout, let expectedSize, let paneSize, let lastScreen):
            let size =
                paneSize == expectedSize
                ? "the pane is \(paneSize)"
                : "the pane is \(paneSize), not the \(expectedSize) asked for"
            return "the screen did not settle within \(timeout) (\(size)); last screen:\n"
                + framed(lastScreen)
        case .conditionNotMet(let timeout, let lastScreen):
            return "the screen did not match within \(timeout); last screen:\n"
                + framed(lastScreen)
        case .programStillRunning(let timeout, let lastScreen):
            return "the program was still running after \(timeout); last screen:\n"
                + framed(lastScreen)
        case .sessionClosed(let socketName):
            return "the tmux session \(socketName) was used after close()"
        }
    }
}

/// Screen lines between `|` bars, one a line, so that padding and blank lines are visible.
private func framed(_ lines: [String]) -> String {
    lines.map { "|\($0)|" }.joined(separator: "\n")
}
