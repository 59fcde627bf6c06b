import CEventLoop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals a session catches while it owns the terminal. A handler in C writes each as a
/// byte to a pipe (a handler may only make async-signal-safe calls), and the run loop reads
/// the pipe like any other input: it sleeps until something happens, signals included.
/// Installed before ncurses starts, so that ncurses leaves SIGWINCH to us and the run loop
/// measures the terminal itself.
enum SessionSignals {
    /// SIGINT, SIGTERM and SIGHUP end the session, then the process dies of the same signal,
    /// so the shell sees the usual status; SIGWINCH is a resize; SIGTSTP (Ctrl-Z) gives the
    /// shell its terminal and stops the process, and SIGCONT is the resume after it, or after
    /// a stop from outside (SIGSTOP).
    static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

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

    /// Ends `session` and dies of signal `number`, with its default action.
    static func terminate(by number: Int32, ending session: TerminalSession) -> Never {
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
