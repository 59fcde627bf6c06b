import Foundation
import TermLayout
import Testing

@testable import TermLayoutTesting

/// Skips a test that needs a real terminal when tmux is not installed.
private let needsTmux = ConditionTrait.enabled(
    if: TmuxSession.isAvailable, "tmux is not installed")

/// tmux reads wide characters only from a program in a UTF-8 locale.
private let utf8 = ["LANG": "C.UTF-8"]

/// `text` padded with spaces to `width` cells, as `capture()` returns a row.
private func row(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: width - text.displayWidth)
}

/// Whether a tmux server answers on the socket `name`.
private func serverIsRunning(_ name: String) throws -> Bool {
    try runProcess("/usr/bin/env", ["tmux", "-L", name, "has-session"], timeout: .seconds(5))
        .status == 0
}

@Suite("tmux driver")
struct TmuxDriverTests {
    @Test(
        "a program's text shows in a pane of the size asked", needsTmux,
        arguments: [Size(width: 20, height: 5), Size(width: 7, height: 2)])
    func showsText(size: Size) throws {
        let session = try TmuxSession(shell: "printf hello; sleep 30", size: size)
        defer { session.close() }
        let screen = try session.waitForSettledScreen()
        let blank = row("", size.width)
        #expect(
            screen == [row("hello", size.width)] + Array(repeating: blank, count: size.height - 1))
        #expect(try session.paneSize() == size)
        #expect(try session.cursor() == TmuxCursor(position: Point(x: 5, y: 0), isVisible: true))
        #expect(try session.programState() == .running)
    }

    /// capture-pane drops trailing spaces and prints a wide character as one character; rows
    /// come back padded by cells. A wide character that does not fit wraps, as in any terminal.
    @Test(
        "capture pads each row to the pane's width in cells", needsTmux,
        arguments: [
            ("abc", ["abc  ", "     "]),
            ("漢字", ["漢字 ", "     "]),
            ("a漢b", ["a漢b ", "     "]),
            ("abcd漢", ["abcd ", "漢   "]),
            ("漢字漢字", ["漢字 ", "漢字 "]),
            ("", ["     ", "     "]),
        ])
    func pads(text: String, rows: [String]) throws {
        let session = try TmuxSession(
            arguments: ["/bin/sh", "-c", "printf '%s' \"$1\"; sleep 30", "sh", text],
            size: Size(width: 5, height: 2), environment: utf8)
        defer { session.close() }
        #expect(try session.waitForSettledScreen() == rows)
    }

    @Test(
        "resizing changes the pane and the program sees the new size", needsTmux,
        arguments: [
            (Size(width: 20, height: 5), Size(width: 30, height: 8)),
            (Size(width: 30, height: 8), Size(width: 12, height: 3)),
        ])
    func resizes(from start: Size, to end: Size) throws {
        let session = try TmuxSession(
            shell: "trap 'stty size' WINCH; stty size; while :; do sleep 0.05; done", size: start)
        defer { session.close() }
        let before = "\(start.height) \(start.width)"
        let after = "\(end.height) \(end.width)"
        _ = try session.waitUntil { $0.first == row(before, start.width) }
        try session.resize(to: end)
        #expect(session.size == end)
        _ = try session.waitUntil { $0.contains(row(after, end.width)) }
        let screen = try session.waitForSettledScreen()
        #expect(screen.count == end.height)
        #expect(screen.allSatisfy { $0.displayWidth == end.width })
        #expect(try session.paneSize() == end)
    }

    /// A literal ending in `;` is the case tmux would otherwise take for a command separator.
    @Test(
        "typed text reaches the program", needsTmux,
        arguments: ["hello", "ends with;", "-x", "漢字"])
    func typesText(_ text: String) throws {
        let session = try readyCat()
        defer { session.close() }
        try session.sendKeys(literal: text)
        try session.sendKeys("Enter")
        let echoed = [row(text, 20), row(text, 20)]  // the terminal's echo, then cat's copy
        _ = try session.waitUntil { Array($0[1...2]) == echoed }
    }

    /// The shell's `read` ends with a line (Enter), at end of input (C-d) or by SIGINT (C-c).
    @Test(
        "named keys reach the program", needsTmux,
        arguments: [
            ("Enter", TmuxProgramState.exited(status: 0)),
            ("C-d", TmuxProgramState.exited(status: 1)),
            ("C-c", TmuxProgramState.killed(signal: 2)),
        ])
    func pressesKeys(_ key: String, ending: TmuxProgramState) throws {
        let session = try TmuxSession(
            shell: "echo ready; read line; exit $?", size: Size(width: 20, height: 4))
        defer { session.close() }
        _ = try session.waitUntil { $0[0] == row("ready", 20) }
        try session.sendKeys(key)
        let state = try session.waitForExit()
        #expect(state == ending)
    }

    /// `cat` in a 20×4 pane, once it says it is running: keys sent before a program runs may
    /// reach it in a terminal not yet set up.
    private func readyCat() throws -> TmuxSession {
        let session = try TmuxSession(
            shell: "echo ready; exec cat", size: Size(width: 20, height: 4), environment: utf8)
        _ = try session.waitUntil { $0[0] == row("ready", 20) }
        return session
    }

    /// The screen fills every row: tmux 3.3 would scroll a "Pane is dead" line into it. The
    /// program waits for Enter before it exits, as tmux may drop output written in the instant
    /// before an exit (it closes a reaped program's pane when no output is pending yet).
    @Test("an exited program's last screen and status stay readable", needsTmux, arguments: [0, 3])
    func exits(status: Int32) throws {
        let session = try TmuxSession(
            shell: "stty -echo; printf 'one\\ntwo\\nthree'; read line; exit \(status)",
            size: Size(width: 6, height: 3))
        defer { session.close() }
        let screen = ["one   ", "two   ", "three "]
        _ = try session.waitUntil { $0 == screen }
        try session.sendKeys("Enter")
        #expect(try session.waitForExit() == .exited(status: status))
        #expect(try session.capture() == screen)
    }

    @Test("a program that exits at once still leaves its status", needsTmux)
    func exitsAtOnce() throws {
        let session = try TmuxSession(shell: "exit 7", size: Size(width: 6, height: 3))
        defer { session.close() }
        #expect(try session.waitForExit() == .exited(status: 7))
    }

    @Test("a screen that never settles times out with the last screen", needsTmux)
    func neverSettles() throws {
        let size = Size(width: 20, height: 4)
        // Shell built-ins only: a loop that forks a program a line can stall for a while on a
        // busy machine, long enough to look settled.
        let session = try TmuxSession(
            shell: "i=0; while :; do i=$((i+1)); echo $i; done", size: size)
        defer { session.close() }
        // A blank pane before the shell starts would look settled too.
        _ = try session.waitUntil { $0.joined().contains { $0.isNumber } }
        let error = #expect(throws: TmuxError.self) {
            try session.waitForSettledScreen(timeout: .milliseconds(300))
        }
        guard case .screenNotSettled(_, let expected, let paneSize, let lastScreen)? = error
        else { return }
        #expect(expected == size && paneSize == size && lastScreen.count == 4)
        // The limit waited for, 0.3 s unless TERMLAYOUT_TIMEOUT_SCALE says otherwise.
        let limit = Duration.milliseconds(300) * TmuxSession.timeoutScale
        #expect(
            error?.description.hasPrefix(
                "the screen did not settle within \(limit) (the pane is 20×4); last screen:\n|")
                == true)
    }

    @Test("waiting for text that never comes times out with the last screen", needsTmux)
    func conditionNeverHolds() throws {
        let session = try TmuxSession(
            shell: "printf nope; sleep 30", size: Size(width: 6, height: 2))
        defer { session.close() }
        _ = try session.waitUntil { $0[0] == "nope  " }
        let error = #expect(throws: TmuxError.self) {
            try session.waitUntil(timeout: .milliseconds(100)) { $0[0] == "yes   " }
        }
        let limit = Duration.milliseconds(100) * TmuxSession.timeoutScale
        #expect(
            error?.description
                == "the screen did not match within \(limit); last screen:\n|nope  |\n|      |")
    }

    @Test("the private server is gone once the session ends", needsTmux, arguments: [true, false])
    func serverGone(closedExplicitly: Bool) throws {
        var name = ""
        do {
            let session = try TmuxSession(shell: "sleep 30", size: Size(width: 10, height: 2))
            name = session.socketName
            #expect(try serverIsRunning(name))
            if closedExplicitly {
                session.close()
                #expect(throws: TmuxError.sessionClosed(socketName: name)) {
                    try session.capture()
                }
            }
        }  // otherwise deinit closes it
        #expect(try !serverIsRunning(name))
    }

    @Test("a failing tmux command reports its stderr", needsTmux)
    func commandFails() throws {
        let session = try TmuxSession(shell: "sleep 30", size: Size(width: 10, height: 2))
        defer { session.close() }
        let error = #expect(throws: TmuxError.self) {
            try session.resize(to: Size(width: 0, height: 2))
        }
        #expect(
            error?.description == "tmux -u -L \(session.socketName) -f /dev/null resize-window"
                + " -t termlayout -x 0 -y 2 failed with status 1: width too small")
        #expect(session.size == Size(width: 10, height: 2))
    }
}
