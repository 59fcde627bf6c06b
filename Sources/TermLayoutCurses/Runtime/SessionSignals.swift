import CEventLoop
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals a session catches while it owns the terminal. A handler in C writes each as a
/// byte to a pipe (a handler may only make async-signal-safe calls), and the run loop reads
/// the pipe like any other input: it sleeps until something happens, signals included.
/// Installed before ncurses starts, so that ncurses leaves SIGWINCH to us and the run loop
/// measures the terminal itself. A SIGINT, SIGTERM or SIGHUP the run loop is too busy to take
/// (in a long frame, say) is honoured all the same, by a watchdog thread in C.
enum SessionSignals {
    /// SIGINT, SIGTERM and SIGHUP end the session, then the process dies of the same signal,
    /// so the shell sees the usual status; SIGWINCH is a resize; SIGTSTP (Ctrl-Z) gives the
    /// shell its terminal and stops the process, and SIGCONT is the resume after it, or after
    /// a stop from outside (SIGSTOP).
    static let caught: [Int32] = terminating + [SIGWINCH, SIGTSTP, SIGCONT]
    /// The caught signals that end the session, which the watchdog watches.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// How long a terminating signal waits for the run loop to take it. Past it, the watchdog
    /// restores the terminal as the crash handler does (without the layout messages kept) and
    /// the process dies of the signal: the frame of a huge screen, or its first layout, can take
    /// many seconds, and a user's Ctrl-C or a system's SIGTERM must not wait for it. A second
    /// is longer than an ordinary frame takes, so the orderly end stays the usual one.
    static let terminationGrace: Duration = .seconds(1)

    /// What the caught signals ask of the run loop, in the order they came, a burst of one
    /// kind counted once.
    enum Event: Equatable {
        case terminate(Int32)
        case resize
        case suspend
        case resume
    }

    /// The session `exit` must end: an `atexit` hook ends it, so a program that calls `exit`
    /// gets its terminal back too. Only the main thread touches it.
    nonisolated(unsafe) static var session: TerminalSession?
    nonisolated(unsafe) private static var exitHookInstalled = false

    /// Installs the handlers and returns the pipe's read end.
    static func open() throws(CursesError) -> Int32 {
        if !exitHookInstalled {
            exitHookInstalled = true
            atexit { SessionSignals.session?.end() }
        }
        let descriptor = caught.withUnsafeBufferPointer {
            termlayout_signal_pipe_open($0.baseAddress, Int32($0.count))
        }
        guard descriptor >= 0 else {
            throw CursesError(
                call: "sigaction", detail: "signal pipe: \(String(cString: strerror(errno)))")
        }
        let grace = Int32(terminationGrace / .milliseconds(1))
        let started = terminating.withUnsafeBufferPointer {
            termlayout_signal_watchdog_start(
                $0.baseAddress, Int32($0.count), grace, termlayout_crash_restore_terminal)
        }
        guard started == 0 else {
            let reason = String(cString: strerror(errno))
            termlayout_signal_pipe_close()
            throw CursesError(call: "pthread_create", detail: "signal watchdog: \(reason)")
        }
        return descriptor
    }

    /// Puts back the handlers there were and closes the pipe `descriptor` reads; then, if a
    /// SIGINT, SIGTERM or SIGHUP waits in it (one that came after the run loop last read the
    /// pipe, while the app tore down, say), dies of it: the caller has restored the terminal.
    /// A signal that comes later meets its own handler again.
    static func close(honouring descriptor: Int32) {
        termlayout_signal_pipe_restore_handlers()
        let unheard = take(from: descriptor).lazy.compactMap { event -> Int32? in
            guard case .terminate(let number) = event else { return nil }
            return number
        }.first
        termlayout_signal_watchdog_stop()
        termlayout_signal_pipe_close()
        if let unheard { die(of: unheard) }
    }

    /// Every signal waiting in the pipe, without blocking.
    static func take(from descriptor: Int32) -> [Event] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var events: [Event] = []
        while true {
            let count = read(descriptor, &bytes, bytes.count)
            guard count > 0 else { break }
            for byte in bytes[0..<count] {
                let event: Event =
                    switch Int32(byte) {
                    case SIGWINCH: .resize
                    case SIGTSTP: .suspend
                    case SIGCONT: .resume
                    default: .terminate(Int32(byte))
                    }
                if events.last != event { events.append(event) }
            }
        }
        return events
    }

    /// Ends `session` and dies of signal `number`, with its default action; the watchdog
    /// stands down, since the run loop has taken the signal.
    static func terminate(by number: Int32, ending session: TerminalSession) -> Never {
        termlayout_signal_watchdog_stand_down()
        session.end()
        die(of: number)
    }

    /// Dies of signal `number`, with its default action, so the shell sees the usual status.
    private static func die(of number: Int32) -> Never {
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }
}
