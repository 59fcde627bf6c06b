#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP while a session runs. The handler only notes the signal (curses
/// is not safe to call from a handler); the run loop sees it within one input timeout, ends
/// the session, and dies of the same signal, so the shell sees the usual status. A session
/// ended by `exit` is ended by an `atexit` hook.
enum TerminationSignals {
    static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The session to end at exit; only the main thread touches it.
    nonisolated(unsafe) static var session: TerminalSession?
    nonisolated(unsafe) private static var installed = false

    /// The signal received, 0 while none has been: written only by the handler.
    static var pending: Int32 { termlayoutPendingSignal }

    static func install() {
        guard !installed else { return }
        installed = true
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { termlayoutPendingSignal = $0 }
        #else
            action.__sigaction_u.__sa_handler = { termlayoutPendingSignal = $0 }
        #endif
        // No SA_RESTART: a blocked read returns at once, and the loop notices.
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        for signal in caught { sigaction(signal, &action, nil) }
        // SIGCONT after a Ctrl-Z: ncurses' own SIGTSTP handler gave the shell its terminal and
        // takes it back on resume; the run loop then measures the terminal and repaints it.
        var resumed = sigaction()
        #if canImport(Glibc)
            resumed.__sigaction_handler.sa_handler = { _ in termlayoutResumed = 1 }
        #else
            resumed.__sigaction_u.__sa_handler = { _ in termlayoutResumed = 1 }
        #endif
        resumed.sa_flags = 0
        sigemptyset(&resumed.sa_mask)
        sigaction(SIGCONT, &resumed, nil)
        atexit { TerminationSignals.session?.end() }
    }

    /// Whether the process was resumed (after Ctrl-Z and `fg`) since the last call.
    static func takeResumed() -> Bool {
        guard termlayoutResumed != 0 else { return false }
        termlayoutResumed = 0
        return true
    }

    /// Ends `session` and terminates the process by the pending signal, with its default
    /// action; returns if no signal is pending.
    static func terminateIfSignalled(ending session: TerminalSession) {
        let received = pending
        guard received != 0 else { return }
        session.end()
        signal(received, SIG_DFL)
        raise(received)
    }
}

/// Written by the signal handler, read by the run loop: a C-compatible global, because a
/// handler cannot capture context.
nonisolated(unsafe) var termlayoutPendingSignal: Int32 = 0

/// Set by the SIGCONT handler, cleared by the run loop.
nonisolated(unsafe) var termlayoutResumed: Int32 = 0
