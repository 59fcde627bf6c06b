import CEventLoop
import CNcursesw
import TermLayout
import TerminalInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the terminal could not be used. Each says in one line what to do about it.
public enum TerminalError: Error, CustomStringConvertible {
    /// stdin or stdout is a pipe or a file.
    case notATerminal(stream: String)
    /// TERM is unset, unknown, or names a terminal that cannot move its cursor.
    case unsupportedTerminal(term: String, reason: String)
    /// An ncurses call failed while the terminal was being set up.
    case curses(CursesError)
    /// The app is running already; a run cannot start inside another.
    case alreadyRunning
    /// An environment variable of the toolkit's holds a value it does not take.
    case invalidSetting(name: String, value: String, expected: String)

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal; run the program in a terminal, without redirecting it"
        case .unsupportedTerminal(let term, let reason):
            "\(term.isEmpty ? "TERM" : "TERM=\(term)") \(reason); run the program in a terminal"
                + " such as xterm or tmux"
        case .curses(let error): "the terminal could not be set up: \(error)"
        case .alreadyRunning: "the app is running already; quit() ends the run there is"
        case .invalidSetting(let name, let value, let expected):
            "\(name)=\(value) is not a setting it takes; it takes \(expected)"
        }
    }
}

/// The terminal in curses mode, from `start` to `end`: the locale selected, `LINES` and
/// `COLUMNS` ignored (so resizes are seen), keys unbuffered and unechoed, Ctrl-S and Ctrl-Q
/// keys rather than flow control, the cursor hidden,
/// default colours where the terminal has colours. `end` puts it all back; it runs however the
/// program leaves: normally, by a thrown error (callers `defer` it), by `exit`, or on SIGINT,
/// SIGTERM or SIGHUP (see `SessionSignals`). A crash signal (SIGSEGV, SIGBUS, SIGILL,
/// SIGTRAP, SIGABRT, SIGFPE, SIGQUIT) cannot run it; a handler in C then writes the reset
/// sequence prepared at start and puts the saved modes back before the process dies of the
/// signal, as the signal watchdog does for a SIGINT, SIGTERM or SIGHUP that the run loop,
/// busy, does not take in time. One session at a time.
public final class TerminalSession {
    private let screen: OpaquePointer
    private let outputDescriptor: Int32
    /// The descriptor keys arrive on: the run loop watches it and reads it (`KeyReader`);
    /// ncurses never reads it.
    let inputDescriptor: Int32
    /// The read end of the pipe the session's signal handlers write to (see `SessionSignals`).
    let signalDescriptor: Int32
    /// Whether the terminal shows colours; without them styles keep their attributes only.
    public let hasColors: Bool
    /// How many colours it has: 8, 16, 256 or more.
    public let colorCount: Int
    /// How colours are shown: 24-bit, 256, 16, 8 or none, as terminfo says.
    let colorDepth: ColorDepth
    /// Whether the locale writes UTF-8, so that any grapheme can go out as it is; in any other
    /// locale, what is not ASCII is drawn with a `LegacyGlyph` (line drawing through the
    /// terminal's alternate character set, or ASCII where it has none).
    let writesUnicode: Bool
    /// Whether the terminal's output was non-blocking (`O_NONBLOCK`, set by whoever shares
    /// it) when the session started: restored at the end. Meanwhile it is kept blocking, or
    /// ncurses would spin on `EAGAIN` while a slow terminal drains.
    private let outputWasNonBlocking: Bool
    /// Whether curses still owns the terminal: true from `init` until `end()`.
    public private(set) var isActive = true
    /// Whether the terminal shows each frame whole (DEC private mode 2026, synchronized
    /// output), so that a slow link or a busy terminal never shows half of one. Unknown until
    /// the terminal answers the query the session sends at start; `TerminalApp` reads the
    /// answer with the keys, so a terminal that never answers costs no wait.
    public private(set) var synchronizedOutput = SynchronizedOutput.unknown
    /// Whether the terminal reports the mouse (xterm's modes 1002 and 1006: presses,
    /// releases, drags with a button held, the wheel). While it does, most terminals select
    /// text only with Shift held. Off until set; `TerminalApp` sets it from its `reportsMouse`.
    public var reportsMouse: Bool {
        get { modes.reportsMouse }
        set {
            guard newValue != modes.reportsMouse else { return }
            modes.reportsMouse = newValue
            guard isActive else { return }
            writeDirectly(newValue ? TerminalModes.mouseOn : TerminalModes.mouseOff)
            noteModesChanged()
        }
    }
    /// The window title the terminal shows while the session runs; the terminal's own comes
    /// back at the end and while stopped (XTWINOPS' title stack). nil leaves it alone.
    public var title: String? {
        get { modes.title }
        set {
            guard newValue != modes.title else { return }
            let pushed = modes.title != nil
            modes.title = newValue
            guard isActive else { return }
            switch (pushed, newValue) {
            case (false, let title?):
                writeDirectly(TerminalModes.titlePush + TerminalModes.setting(title: title))
            case (true, let title?): writeDirectly(TerminalModes.setting(title: title))
            case (true, nil): writeDirectly(TerminalModes.titlePop)
            case (false, nil): break
            }
            noteModesChanged()
        }
    }
    /// How the terminal reports keys: legacy until its answers to the queries at start say it
    /// has the kitty keyboard protocol, or is xterm or tmux (modifyOtherKeys).
    public var keyboardProtocol: KeyboardProtocol { modes.keyboardProtocol }
    /// The modes turned on beside ncurses' own.
    private var modes = TerminalModes()

    /// Starts curses on the process's own terminal, after checking that there is one: stdin
    /// and stdout must be terminals and TERM one that can address the cursor.
    public static func start() throws(TerminalError) -> TerminalSession {
        for (descriptor, name) in [(STDIN_FILENO, "stdin"), (STDOUT_FILENO, "stdout")]
        where isatty(descriptor) == 0 {
            throw .notATerminal(stream: name)
        }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        try checkTerminalType(term)
        return try TerminalSession(
            terminalType: term, writingTo: termlayout_stdout(), readingFrom: termlayout_stdin())
    }

    /// Starts curses on the given streams as a terminal of `terminalType`: for a pseudo-terminal
    /// a test or benchmark opened itself. `colors` are the environment's (`ColorSettings`)
    /// unless given; where they ask for colours `terminalType`'s entry lacks, ncurses starts
    /// with the entry that has them, if the terminfo database holds it.
    public init(
        terminalType: String, writingTo outputFile: UnsafeMutablePointer<FILE>,
        readingFrom inputFile: UnsafeMutablePointer<FILE>, colors requested: ColorSettings? = nil
    ) throws(TerminalError) {
        let colors: ColorSettings
        if let requested { colors = requested } else { colors = try .fromEnvironment() }
        let entry = colors.entry(replacing: terminalType).flatMap { Self.isKnown($0) ? $0 : nil }
        setlocale(LC_ALL, "")
        // LINES and COLUMNS from the environment would hide every resize. use_env(false)
        // alone starts at terminfo's 80×24; with use_tioctl(true) it starts at the kernel's
        // size, but a resize still goes unmeasured, so `measuredSize()` measures it and
        // `resize(to:)` gives it to ncurses (`TerminalDisplay.show`, after `noteResize()`).
        use_env(false)
        use_tioctl(true)
        do {
            signalDescriptor = try SessionSignals.open()
        } catch {
            throw .curses(error)
        }
        // The shell's modes, for the crash handler to put back: saved before curses changes
        // them. A terminal whose modes cannot be read has none to restore.
        let modesSaved = termlayout_crash_restore_save_modes(fileno(outputFile)) == 0
        guard let screen = newterm(entry ?? terminalType, outputFile, inputFile) else {
            SessionSignals.close(honouring: signalDescriptor)
            throw .unsupportedTerminal(term: terminalType, reason: "could not be opened by ncurses")
        }
        // ncurses flushes its output at every cursor move until its screen has been ended once
        // (`_nc_mvcur` flushes while `_endwin` is `ewInitial`), so a frame went out in a write a
        // line, each a trip through the kernel's terminal; a doupdate after endwin resumes the
        // screen. Before colours start, so that the resume has no palette to reset (`oc`).
        endwin()
        doupdate()
        self.screen = screen
        outputDescriptor = fileno(outputFile)
        inputDescriptor = fileno(inputFile)
        writesUnicode = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
        outputWasNonBlocking = fcntl(outputDescriptor, F_GETFL) & O_NONBLOCK != 0
        do {
            try Curses.check("cbreak", cbreak())
            try Curses.check("noecho", noecho())
            // ncurses polls the input for waiting keys every five lines of a doupdate, to
            // flush early; the app reads its keys itself.
            try Curses.check("typeahead", typeahead(-1))
            // Where the modes cannot be changed, Ctrl-S and Ctrl-Q stay the terminal's.
            _ = termlayout_disable_flow_control(inputDescriptor)
            curs_set(0)
            hasColors = has_colors()
            if hasColors {
                try Curses.check("start_color", start_color())
                try Curses.check("use_default_colors", use_default_colors())
            }
            colorCount = hasColors ? Int(termlayout_colors()) : 0
            colorDepth = colors.capping(
                ColorDepth(
                    colors: colorCount, hasRGB: termlayout_has_rgb_capability() != 0,
                    extendedColors: termlayout_extended_colors() != 0))
            if modesSaved {
                try Curses.check("sigaction", termlayout_crash_restore_arm(), "crash signals")
            }
        } catch {
            termlayout_crash_restore_disarm()
            endwin()
            delscreen(screen)
            SessionSignals.close(honouring: signalDescriptor)
            throw .curses(error)
        }
        SessionSignals.session = self
        LayoutLog.shared.hold()
        writeDirectly(TerminalModes.queries)
        writeDirectly(modes.on)
        noteModesChanged()
    }

    /// Puts `text` on the system clipboard through the terminal (OSC 52), where the terminal
    /// takes it; see `Clipboard`.
    public func copyToClipboard(_ text: String) {
        guard isActive else { return }
        writeDirectly(Clipboard.copying(text))
    }

    /// Tells the crash handler what turns off the modes on now.
    private func noteModesChanged() {
        termlayout_crash_restore_set_modes_off(modes.off)
    }

    /// Gives the shell its terminal and stops the process, as Ctrl-Z asks; returns once the
    /// process is continued, and `resume()`, on the SIGCONT that continued it, takes the
    /// terminal back.
    func suspend() {
        leaveModes()
        if termlayout_stop_process() != 0 { resume() }
    }

    /// Takes the terminal back once the process is continued (SIGCONT), whoever stopped it:
    /// after Ctrl-Z, or after a SIGSTOP from outside, when a shell took the terminal and put
    /// its own modes (cooked, echoing) meanwhile. Continued in the background, the process
    /// first stops until it is in the foreground again (`fg`), as a background job that needs
    /// its terminal does. The next frame must repaint every cell.
    func resume() {
        // Where it cannot wait (SIGTTOU ignored, or its process group orphaned), it goes on.
        _ = termlayout_wait_for_foreground(outputDescriptor)
        // Stopped from outside, curses never left: leaving now makes the next doupdate put
        // every mode back, as after Ctrl-Z (the modes, keypad, cursor, alternate screen).
        if !isendwin() { leaveModes() }
        writeDirectly(modes.on)
    }

    /// Hands the terminal over as the shell had it: the input modes off, then `endwin`, which
    /// shows the cursor, leaves the alternate screen and puts back the shell's modes. The
    /// first `doupdate` after it enters them all again.
    private func leaveModes() {
        writeDirectly(modes.off)
        endwin()
    }

    /// Takes in a terminal's answer to the session's queries.
    func noteReply(_ reply: TerminalReply) {
        let turnedOn = modes.note(reply)
        if !turnedOn.isEmpty {
            writeDirectly(turnedOn)
            noteModesChanged()
        }
        switch reply {
        case .modeReport(mode: 2026, let state):
            synchronizedOutput = (1...3).contains(state) ? .supported : .unsupported
        case .deviceAttributes where synchronizedOutput == .unknown:
            synchronizedOutput = .unsupported
        default: break
        }
    }

    /// Runs `update` (a `doupdate`) as one synchronized update where the terminal has them.
    /// ncurses writes nothing between frames, and `doupdate` empties its buffer, so the begin
    /// and end sequences, written past it, land right around the frame.
    func synchronizedUpdate(_ update: () throws(CursesError) -> Void) throws(CursesError) {
        keepOutputBlocking()
        guard synchronizedOutput == .supported else { return try update() }
        writeDirectly("\u{1B}[?2026h")
        defer { writeDirectly("\u{1B}[?2026l") }
        try update()
    }

    /// Writes `text` to the terminal past ncurses' buffer: for queries, which need no place
    /// among ncurses' output, and around a `doupdate`. A terminal that is full is waited for;
    /// one that is gone (`EIO`) is given up on, as ncurses does.
    private func writeDirectly(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes {
                write(outputDescriptor, $0.baseAddress, $0.count)
            }
            if written < 0 && errno == EINTR { continue }
            if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var writable = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&writable, 1, -1)
                continue
            }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Clears `O_NONBLOCK` on the output if something that shares the terminal set it: ncurses
    /// retries a write that fails with `EAGAIN` at once, which spins while the terminal drains.
    private func keepOutputBlocking() {
        let flags = fcntl(outputDescriptor, F_GETFL)
        if flags >= 0 && flags & O_NONBLOCK != 0 {
            _ = fcntl(outputDescriptor, F_SETFL, flags & ~O_NONBLOCK)
        }
    }

    /// Whether the terminal's output has hung up (its window closed, its pseudo-terminal's
    /// master gone): ncurses drops a frame whose write fails with `EIO` and says nothing.
    var outputHungUp: Bool {
        var output = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&output, 1, 0) > 0 && output.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// The terminal's size as ncurses has it: as it started, or as `resize(to:)` last set it.
    public var size: Size {
        let screen = termlayout_stdscr()
        return Size(
            width: Int(termlayout_max_x(screen)), height: Int(termlayout_max_y(screen)))
    }

    /// The terminal's size as the kernel has it now; nil if it cannot say.
    func measuredSize() -> Size? {
        kernelTerminalSize(of: outputDescriptor)
    }

    /// Gives ncurses the terminal's new size after a resize, with `resize_term`: unlike
    /// `resizeterm` it does not blank the screen before painting it again, which flashes.
    /// What a terminal keeps of its cells across a resize is its own affair (tmux drops rows
    /// when it shrinks but keeps columns, and a burst of resizes passes through sizes never
    /// seen here), so every cell is written again, in place, at the next `doupdate`: also when
    /// the size measured is the one ncurses has, as after a drag that came back to it (tmux
    /// applies each size of `resize-window` in turn, and drops the rows a shrink cut off).
    func resize(to newSize: Size) throws(CursesError) -> Size {
        let wasOneColumn = size.width == 1
        let cursor = (y: termlayout_screen_cursor_y(), x: termlayout_screen_cursor_x())
        if newSize != size {
            try Curses.check(
                "resize_term", resize_term(Int32(newSize.height), Int32(newSize.width)),
                "\(newSize)")
        }
        if wasOneColumn {
            // In one column the cursor sits in its only column waiting to wrap, and a terminal
            // that grows may leave it in the next one; only a clear puts it back for certain.
            try Curses.check("clearok", termlayout_repaint_everything(), "curscr")
        } else {
            try Curses.check("wredrawln", termlayout_forget_screen(), "curscr")
            try putCursor(at: cursor, on: newSize)
        }
        return size
    }

    /// Moves the terminal's cursor by its address to `cell`, where ncurses believes it is, so
    /// the next `doupdate`'s moves relative to it land where meant: the terminal may have
    /// moved it (tmux moves it with the lines it reflows through one column, a size this
    /// program may never see). A cell off the new screen is left to a clear, which homes it.
    private func putCursor(at cell: (y: Int32, x: Int32), on screen: Size) throws(CursesError) {
        guard cell.y >= 0, cell.x >= 0, cell.y < screen.height, cell.x < screen.width,
            let sequence = termlayout_cursor_address(cell.y, cell.x)
        else {
            try Curses.check("clearok", termlayout_repaint_everything(), "curscr")
            return
        }
        writeDirectly(String(cString: sequence))
    }

    /// Puts the terminal back as it was: cursor shown, keys echoed and line-buffered, the
    /// normal screen back; then writes the layout messages kept meanwhile to stderr. A SIGINT,
    /// SIGTERM or SIGHUP that came since the run loop last read the signals (while the app
    /// tore down) is honoured then: the process dies of it. Safe to call more than once.
    public func end() {
        guard isActive else { return }
        isActive = false
        writeDirectly(modes.off)
        curs_set(1)
        endwin()
        // Only now: until the terminal is back, a crash, or the signal watchdog, restores it.
        termlayout_crash_restore_disarm()
        if outputWasNonBlocking {
            _ = fcntl(outputDescriptor, F_SETFL, fcntl(outputDescriptor, F_GETFL) | O_NONBLOCK)
        }
        delscreen(screen)
        if SessionSignals.session === self { SessionSignals.session = nil }
        LayoutLog.shared.release()
        SessionSignals.close(honouring: signalDescriptor)
    }

    deinit { end() }

    /// Refuses TERM values ncurses cannot drive a full screen with: unset, unknown, or a
    /// terminal without cursor addressing, such as `dumb`.
    /// Whether the terminfo database holds an entry for `term`.
    private static func isKnown(_ term: String) -> Bool {
        defer { termlayout_forget_probed_terminal() }
        var status: Int32 = 0
        return setupterm(term, STDOUT_FILENO, &status) == termlayout_ok()
    }

    private static func checkTerminalType(_ term: String) throws(TerminalError) {
        guard !term.isEmpty else {
            throw .unsupportedTerminal(term: "", reason: "is not set")
        }
        // Each probe loads the entry and leaves it current; forgetting it keeps the session's
        // own terminal the only one.
        defer { termlayout_forget_probed_terminal() }
        var status: Int32 = 0
        if setupterm(term, STDOUT_FILENO, &status) == termlayout_ok() {
            guard termlayout_has_string_capability("cup") != 0 else {
                throw .unsupportedTerminal(term: term, reason: "cannot move the cursor")
            }
            return
        }
        // setupterm reports an unknown terminal and a generic one (dumb) alike; tgetent,
        // which takes generic ones, tells them apart.
        let known = tgetent(nil, term) == 1
        throw .unsupportedTerminal(
            term: term,
            reason: known ? "cannot move the cursor" : "is not in the terminfo database")
    }
}

/// Whether a terminal draws each frame whole (DEC private mode 2026).
public enum SynchronizedOutput: Hashable, Sendable {
    /// The terminal has not answered yet.
    case unknown
    /// Each frame is wrapped in a synchronized update.
    case supported
    /// Frames are written as they are, as on every terminal before the mode.
    case unsupported
}

/// The size the kernel gives the terminal on `descriptor` (`TIOCGWINSZ`); nil when it is not
/// a terminal or says nothing useful.
public func kernelTerminalSize(of descriptor: Int32) -> Size? {
    var height: Int32 = 0
    var width: Int32 = 0
    guard termlayout_kernel_size(descriptor, &height, &width) == 0, height > 0, width > 0 else {
        return nil
    }
    return Size(width: Int(width), height: Int(height))
}
