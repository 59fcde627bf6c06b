import Foundation
import TermLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the pane: its screen, cursor, size and program, now or once something holds.
extension TmuxSession {
    /// The screen now: one line per row, each exactly the pane's width in cells (a wide
    /// character is one `Character` but two cells). Attributes and colours are not kept;
    /// `captureScreen()` keeps them.
    public func capture() throws -> [String] {
        try snapshot().lines
    }

    /// The screen now with every cell's style, as a headless `Screen` of the pane's size, to
    /// compare with a headless render (`expectSameScreen(_:as:sourceLocation:)`, or
    /// `styledLines`). It reads `capture-pane -e -N`: the attributes and colours `TextStyle`
    /// has, from SGR codes; a direct colour (`38;2;r;g;b`) becomes the nearest 256-colour
    /// palette entry. A wide character fills two cells as `Screen.put` leaves them. tmux 3.3
    /// leaves out cells erased to a line's end in a colour (`ESC [ 44 m ESC [ K`), so they come
    /// back plain; ncurses erases so only under a terminal description with `bce`, which tmux's
    /// own (`tmux-256color`, `screen-256color`) do not have.
    @MainActor
    public func captureScreen() throws -> Screen {
        let (rows, size) = try capturedRows(options: ["-e", "-N"])
        let screen = Screen(size: size)
        var reader = SGRReader()
        for (y, row) in rows.enumerated() {
            var x = 0
            for run in reader.runs(in: row) {
                x = screen.draw(run.text, at: Point(x: x, y: y), style: run.style)
            }
        }
        return screen
    }

    /// The pane's size as tmux reports it.
    public func paneSize() throws -> Size {
        let numbers = try numbers("#{pane_width} #{pane_height}")
        return Size(width: numbers[0] ?? 0, height: numbers[1] ?? 0)
    }

    /// Where the cursor is (column and row from the pane's top left) and whether it is shown.
    public func cursor() throws -> TmuxCursor {
        let numbers = try numbers("#{cursor_x} #{cursor_y} #{cursor_flag}")
        return TmuxCursor(
            position: Point(x: numbers[0] ?? 0, y: numbers[1] ?? 0), isVisible: numbers[2] == 1)
    }

    /// The process id of the pane's program (the shell, for `init(shell:)`).
    public func panePID() throws -> pid_t {
        pid_t(try numbers("#{pane_pid}")[0] ?? 0)
    }

    /// The path of the pane's terminal (`/dev/pts/N`): a test can give it to another program
    /// as its output, or change its size behind tmux's back (`stty -F PATH cols C rows R`).
    public func paneTerminalPath() throws -> String {
        try run(["display-message", "-p", "-t", target, "#{pane_tty}"])
            .trimmingCharacters(in: .newlines)
    }

    /// The processes the pane's program started (for `init(shell:)`, the commands the shell
    /// runs), so a test can signal the app itself: `kill(try session.childProcessIDs()[0], …)`.
    public func childProcessIDs() throws -> [pid_t] {
        let parent = try panePID()
        let arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let table = try runProcess("/bin/ps", arguments, timeout: commandTimeout)
        guard table.status == 0 else {
            throw TmuxError.commandFailed(
                arguments: ["ps"] + arguments, status: table.status, stderr: table.errorOutput)
        }
        return table.output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").compactMap { pid_t($0) }
            return fields.count == 2 && fields[1] == parent ? fields[0] : nil
        }
    }

    /// Whether the program has exited, and how.
    public func programState() throws -> TmuxProgramState {
        let numbers = try numbers("#{pane_dead} #{pane_dead_status} #{pane_dead_signal}")
        guard numbers[0] == 1 else { return .running }
        if let signal = numbers[2] { return .killed(signal: Int32(signal)) }
        if let status = numbers[1] { return .exited(status: Int32(status)) }
        // Closed but not reaped: tmux built with libutempter can miss the SIGCHLD (tmux
        // issues #311, #4559); another one makes it reap, so the next call has the status.
        if let serverPID { kill(serverPID, SIGCHLD) }
        return .exited(status: nil)
    }

    /// Polls until three captures in a row, `pollInterval` apart, are equal and the pane has
    /// the size asked for; returns that screen. Throws `TmuxError.screenNotSettled` otherwise.
    public func waitForSettledScreen(timeout: Duration = hangLimit) throws -> [String] {
        var previous = (lines: [String](), paneSize: Size.zero)
        var equalCount = 0
        return try poll(timeout) {
            let current = try snapshot()
            let same = current == previous
            previous = current
            equalCount = current.paneSize != size ? 0 : same ? equalCount + 1 : 1
            return equalCount >= 3 ? current.lines : nil
        } orThrow: { limit in
            TmuxError.screenNotSettled(
                timeout: limit, expectedSize: size, paneSize: previous.paneSize,
                lastScreen: previous.lines)
        }
    }

    /// Polls until `predicate` holds for the captured screen and returns that screen.
    /// Throws `TmuxError.conditionNotMet` with the last screen on timeout.
    public func waitUntil(
        timeout: Duration = hangLimit, _ predicate: ([String]) -> Bool
    ) throws -> [String] {
        var lines: [String] = []
        return try poll(timeout) {
            lines = try capture()
            return predicate(lines) ? lines : nil
        } orThrow: { limit in
            TmuxError.conditionNotMet(timeout: limit, lastScreen: lines)
        }
    }

    /// Polls until the program has exited and returns how; its last screen stays capturable.
    /// tmux sees the pane close before it reaps the program, so the status may come a poll
    /// or two later; after a short grace it is returned as nil (old tmux reports no signal).
    public func waitForExit(timeout: Duration = hangLimit) throws -> TmuxProgramState {
        var graceEnd: ContinuousClock.Instant?
        return try poll(timeout) {
            let state = try programState()
            guard state == .exited(status: nil) else { return state == .running ? nil : state }
            graceEnd = graceEnd ?? .now + .milliseconds(300)
            return ContinuousClock.now >= graceEnd! ? state : nil
        } orThrow: { limit in
            TmuxError.programStillRunning(timeout: limit, lastScreen: try capture())
        }
    }

    /// Calls `attempt` every `pollInterval` until it gives a value; after `timeout` (times
    /// `TmuxSession.timeoutScale`), throws what `failure` makes of that limit. The only sleeps
    /// in the driver are these. They block the calling thread rather than suspend: a suspended
    /// wait may not get a thread back before its deadline while other tests keep the
    /// cooperative pool busy.
    private func poll<Value>(
        _ timeout: Duration, _ attempt: () throws -> Value?,
        orThrow failure: (_ limit: Duration) throws -> Error
    ) throws -> Value {
        let limit = timeout * Self.timeoutScale
        let deadline = ContinuousClock.now + limit
        while true {
            if let value = try attempt() { return value }
            guard ContinuousClock.now < deadline else { throw try failure(limit) }
            let (seconds, attoseconds) = pollInterval.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        }
    }

    /// The space-separated numbers `format` expands to; nil where a field is empty.
    private func numbers(_ format: String) throws -> [Int?] {
        let line = try run(["display-message", "-p", "-t", target, format])
        return line.trimmingCharacters(in: .newlines)
            .split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
            + [nil, nil, nil]
    }

    /// The screen and the pane's size from one tmux command line, so they belong together.
    private func snapshot() throws -> (lines: [String], paneSize: Size) {
        let (rows, size) = try capturedRows(options: [])
        return (rows.map { fitted(String($0), width: size.width) }, size)
    }

    /// The pane's rows as `capture-pane -p` prints them with `options`, one a row, and the
    /// pane's size, from one tmux command line so that they belong together.
    private func capturedRows(options: [String]) throws -> (rows: [Substring], paneSize: Size) {
        let output = try run(
            ["capture-pane", "-p"] + options + [
                "-t", target, ";",
                "display-message", "-p", "-t", target, "#{pane_width} #{pane_height}",
            ])
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let numbers = (lines.popLast() ?? "").split(separator: " ").compactMap { Int($0) }
        let size = Size(width: numbers.first ?? 0, height: numbers.dropFirst().first ?? 0)
        return ((0..<max(size.height, 0)).map { $0 < lines.count ? lines[$0] : "" }, size)
    }
}

/// Where the cursor is and whether the program shows it.
public struct TmuxCursor: Hashable, Sendable {
    /// The cursor's cell, from the pane's top-left corner.
    public var position: Point
    /// Whether the program shows the cursor.
    public var isVisible: Bool

    /// A cursor at `position`, shown or hidden, to compare with what `cursor()` reads.
    public init(position: Point, isVisible: Bool) {
        self.position = position
        self.isVisible = isVisible
    }
}

/// The program in a session's pane: still running, or ended with a status or by a signal.
/// The status is nil while tmux has seen the pane close but not yet reaped the program, and
/// for a program killed by a signal under tmux before 3.3 (which reports no signal).
public enum TmuxProgramState: Hashable, Sendable {
    /// The program has not ended.
    case running
    /// The program exited; the status is its exit code, when tmux knows it.
    case exited(status: Int32?)
    /// The program was killed by `signal`.
    case killed(signal: Int32)
}

/// `line` cut or padded with spaces to exactly `width` cells, measured by `displayWidth`:
/// capture-pane drops trailing spaces and prints a wide character as one character.
func fitted(_ line: String, width: Int) -> String {
    var result = ""
    var used = 0
    for character in line {
        let cells = String(character).displayWidth
        if used + cells > width { break }
        result.append(character)
        used += cells
    }
    return result + String(repeating: " ", count: max(width - used, 0))
}
