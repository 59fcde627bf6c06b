import CNcursesw
import TermLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full-screen program: `root` laid out to the terminal and shown as panels, re-laid out
/// live when the terminal is resized. Keys go to the root's focused view, up the responder
/// chain, and then to `keyBindings`; Ctrl-L, unless bound or handled, repaints the screen.
@MainActor
public final class TerminalApp {
    /// The view tree the app shows; it is laid out at the terminal's size when the app runs and
    /// again at every resize.
    public let root: RootView
    /// What a key no view handled does: `q` to quit, `?` for help.
    public var keyBindings: [Key: () -> Void] = [:]
    /// How long a wait for input lasts before the loop looks at signals and at views that
    /// need display, in milliseconds.
    public var inputTimeout: Int32 = 100
    /// Called once per turn of the run loop (every `inputTimeout` or sooner), after the keys
    /// and before the screen is shown: the place to poll something outside, such as a file
    /// being edited. Changes it makes to the views show in the same turn.
    public var onTick: () -> Void = {}
    /// Called after every frame with how long it took to lay out and draw, and whether a
    /// resize caused it: a status line can show what a resize costs.
    public var didShow: (_ duration: Duration, _ afterResize: Bool) -> Void = { _, _ in }
    /// How many layouts a resize caused, since the start: a burst of resizes should cost few.
    public private(set) var resizeLayouts = 0
    private var running = false
    /// Repaints the whole screen while a run is on.
    private var repaint: (() -> Void)?

    /// An app showing `root`. Nothing happens to the terminal until `run()` or `runOrExit()`.
    public init(root: RootView) {
        self.root = root
    }

    /// Ends `run` after the current batch of events.
    public func quit() {
        running = false
    }

    /// Runs on the process's terminal until `quit()`. The terminal is restored however the run
    /// ends; on SIGINT, SIGTERM or SIGHUP the process then dies of that signal.
    public func run() throws {
        let session = try TerminalSession.start()
        defer { session.end() }
        try run(in: session)
    }

    /// Runs in a session the caller started (on a pseudo-terminal, say) and still owns.
    public func run(in session: TerminalSession) throws {
        let display = TerminalDisplay(session: session)
        let reader = KeyReader(window: session.input)
        repaint = { try? display.repaintEverything() }
        defer { repaint = nil }
        running = true
        try display.show(root)
        while running {
            TerminationSignals.terminateIfSignalled(ending: session)
            for event in reader.events(timeout: inputTimeout) where running {
                switch event {
                case .resize: display.noteResize()
                case .key(let key): handle(key)
                }
            }
            TerminationSignals.terminateIfSignalled(ending: session)
            if TerminationSignals.takeResumed() {
                // The terminal may have been resized while the program was stopped, and the
                // shell has written over it: measure it and paint every cell.
                display.noteResize()
                try display.repaintEverything()
            }
            onTick()
            let start = ContinuousClock.now
            let resized = try display.show(root)
            if resized { resizeLayouts += 1 }
            didShow(ContinuousClock.now - start, resized)
        }
    }

    /// Runs on the process's terminal; if there is none fit for it, prints the reason on one
    /// line to stderr and exits with status 1, leaving the terminal untouched.
    public func runOrExit() {
        do {
            try run()
        } catch {
            let program = CommandLine.arguments.first?.split(separator: "/").last ?? "termlayout"
            let line = Array("\(program): \(error)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(1)
        }
    }

    private func handle(_ key: Key) {
        guard !root.dispatchKey(key) else { return }
        if let binding = keyBindings[key] {
            binding()
        } else if key == .control("l") {
            repaint?()
        }
    }
}
