import CEventLoop
import Dispatch
import TermLayout
import TerminalInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full-screen program: `root` laid out to the terminal and shown as panels, re-laid out
/// live when the terminal is resized. Keys go to the root's focused view, up the responder
/// chain, then (but Tab and Shift-Tab, which move the focus) to every view's
/// `performKeyEquivalent(_:)`, and only then to `keyBindings` (`RootView.dispatchKey(_:)`);
/// Ctrl-L, unless bound or handled, repaints the screen.
///
/// The app lives on the main actor, as UIKit's does, and sleeps until something happens: a
/// key, a resize, a signal, data on a `DescriptorReader`, or main-actor work such as a `Task`
/// that updates a view. Every change to the views, whoever makes it, asks for a frame, and the
/// changes made before that frame runs are drawn together in it.
@MainActor
public final class TerminalApp {
    /// The view tree the app shows; it is laid out at the terminal's size when the app runs and
    /// again at every resize.
    public let root: RootView
    /// What a key no view handled does: `q` to quit, `?` for help.
    public var keyBindings: [Key: () -> Void] = [:]
    /// Called after every frame with how long it took to lay out and draw, and whether a
    /// resize caused it: a status line can show what a resize costs.
    public var didShow: (_ duration: Duration, _ afterResize: Bool) -> Void = { _, _ in }
    /// Whether the terminal reports the mouse to the app: clicks, drags and the wheel (see
    /// `RootView.dispatchMouse`). On by default, as in most terminal toolkits; while it is on,
    /// the terminal selects text only with Shift held, so an app whose users copy text a lot
    /// may turn it off, before or during a run.
    public var reportsMouse = true {
        didSet { current?.session.reportsMouse = reportsMouse }
    }
    /// What shows in the root's place while the terminal is smaller than
    /// `root.minimumSizeUnderPresentConditions` (the smallest size at which every required
    /// constraint in force at the present size holds), made from the size
    /// needed and the terminal's: a `TooSmallScreen` unless replaced; nil shows the layout
    /// clipped instead. Keys still reach the root meanwhile, so `q` still quits.
    public var tooSmallScreen: ((_ needed: Size, _ terminal: Size) -> RootView)? = {
        TooSmallScreen(needed: $0, terminal: $1)
    }
    {
        didSet {
            current?.display.tooSmallScreen = tooSmallScreen
            scheduleFrame()
        }
    }
    /// The window title the terminal shows while the app runs; the terminal's own comes back
    /// when it ends or stops. nil (the default) leaves the terminal's alone.
    public var title: String? {
        didSet { current?.session.title = title }
    }
    /// Whether the terminal's window has the focus, as it last said (xterm's focus reports,
    /// mode 1004, which the app turns on); true until it says otherwise.
    public private(set) var isTerminalFocused = true
    /// Called when the terminal's window gains or loses the focus: an app may pause what
    /// nobody sees, or dim its selection.
    public var terminalFocusDidChange: (_ isFocused: Bool) -> Void = { _ in }
    /// How long a lone Esc waits for the rest of a key's sequence before it is the Esc key:
    /// a terminal sends Alt-B, or an arrow, as Esc and more, and over a slow link the rest can
    /// come late. Longer makes Esc feel slow; shorter reads a late arrow as Esc and text.
    /// Takes effect at the next run.
    public var escapeDelay: Duration = .milliseconds(25)
    /// How many layouts a resize caused, since the start: a burst of resizes should cost few.
    public private(set) var resizeLayouts = 0
    /// How many frames were shown, since the start: one per batch of changes, however many
    /// changes the batch held.
    public private(set) var framesShown = 0
    private var current: AppRun?

    /// An app showing `root`. Nothing happens to the terminal until it runs.
    public init(root: RootView) {
        self.root = root
    }

    /// Ends the run once the current event has been handled.
    public func quit() {
        current?.finish(throwing: nil)
    }

    /// Runs on the process's terminal until `quit()`, serving the main actor meanwhile, so
    /// `Task`s and `await MainActor.run` work while it blocks: the form for a top-level
    /// `main.swift` or a synchronous `main()`; async code awaits `run()` instead. The terminal
    /// is restored however the run ends; on SIGINT, SIGTERM or SIGHUP the process then dies of
    /// that signal.
    public func run() throws {
        let session = try TerminalSession.start()
        defer { session.end() }
        try run(in: session, endingIt: true)
    }

    /// Runs in a session the caller started (on a pseudo-terminal, say) and still owns.
    public func run(in session: TerminalSession) throws {
        try run(in: session, endingIt: false)
    }

    /// Runs in `session`, and ends it after the run if `endingIt` (see `AppRun.endsSession`).
    private func run(in session: TerminalSession, endingIt: Bool) throws {
        let run = try begin(in: session, endingIt: endingIt)
        MainQueue.serve { run.isOver }
        try end(run)
    }

    /// Runs on the process's terminal until `quit()`, suspended rather than blocking: the form
    /// for an `@main` type's `static func main() async`.
    public func run() async throws {
        let session = try TerminalSession.start()
        defer { session.end() }
        try await run(in: session, endingIt: true)
    }

    /// Runs, suspended, in a session the caller started and still owns.
    public func run(in session: TerminalSession) async throws {
        try await run(in: session, endingIt: false)
    }

    /// Runs, suspended, in `session`, and ends it after the run if `endingIt`.
    private func run(in session: TerminalSession, endingIt: Bool) async throws {
        let run = try begin(in: session, endingIt: endingIt)
        await withCheckedContinuation { continuation in
            if run.isOver { continuation.resume() } else { run.whenOver = continuation }
        }
        try end(run)
    }

    /// Runs on the process's terminal; if there is none fit for it, prints the reason on one
    /// line to stderr and exits with status 1, leaving the terminal untouched.
    public func runOrExit() {
        do { try run() } catch { Self.exitAfter(error) }
    }

    /// Runs, suspended, on the process's terminal; if there is none fit for it, prints the
    /// reason on one line to stderr and exits with status 1, leaving the terminal untouched.
    public func runOrExit() async {
        do { try await run() } catch { Self.exitAfter(error) }
    }

    /// Says why the app could not run, on one line to stderr, and exits with status 1.
    private static func exitAfter(_ error: any Error) -> Never {
        let program = CommandLine.arguments.first?.split(separator: "/").last ?? "termlayout"
        let line = Array("\(program): \(error)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(1)
    }

    // MARK: A run

    /// Shows the first frame and starts watching the terminal's input and the signals.
    private func begin(in session: TerminalSession, endingIt: Bool) throws -> AppRun {
        guard current == nil else { throw TerminalError.alreadyRunning }
        let run = AppRun(session: session, endsSession: endingIt, escapeDelay: escapeDelay)
        current = run
        root.frameRequestHandler = { [weak self] in self?.scheduleFrame() }
        run.display.tooSmallScreen = tooSmallScreen
        run.heapTrimmer.beforeTrim = { [weak run] in
            guard let run, !run.isFinished else { return }
            do { try run.display.fitWindows() } catch { run.finish(throwing: error) }
        }
        session.reportsMouse = reportsMouse
        session.title = title
        showFrame()
        if run.isFinished {
            try end(run)
            return run
        }
        run.watch(session.inputDescriptor) { [weak self] in self?.readInput() }
        run.watch(session.signalDescriptor) { [weak self] in self?.takeSignals() }
        return run
    }

    private func end(_ run: AppRun) throws {
        run.finish(throwing: nil)
        run.session.reportsMouse = false
        run.session.title = nil
        if run.endsSession { run.session.end() }
        if current === run {
            current = nil
            root.frameRequestHandler = nil
        }
        if let failure = run.failure { throw failure }
    }

    /// Puts `text` on the system clipboard through the terminal (OSC 52), which works over
    /// ssh too; a terminal that does not take it ignores it. Does nothing while not running.
    public func copyToClipboard(_ text: String) {
        current?.session.copyToClipboard(text)
    }

    /// Asks for one frame after the work already queued on the main actor; asking again before
    /// it is shown changes nothing.
    private func scheduleFrame() {
        guard let run = current, !run.frameScheduled, !run.isFinished else { return }
        run.frameScheduled = true
        DispatchQueue.main.async { [weak self] in self?.showFrame() }
    }

    /// Lays out and draws what changed. Changes made while it runs (by `layoutSubviews`, say)
    /// are in this frame; those `didShow` makes ask for the next.
    private func showFrame() {
        guard let run = current, !run.isFinished else { return }
        run.frameScheduled = true
        let start = ContinuousClock.now
        do {
            let resized = try run.display.show(root)
            if run.session.outputHungUp {
                // Its writes failed with EIO: the terminal is gone, as on a hang-up.
                SessionSignals.terminate(by: SIGHUP, ending: run.session)
            }
            run.frameScheduled = false
            run.heapTrimmer.noteFrame()
            framesShown += 1
            if resized { resizeLayouts += 1 }
            didShow(ContinuousClock.now - start, resized)
        } catch {
            run.finish(throwing: error)
        }
    }

    private func readInput() {
        guard let run = current, !run.isFinished else { return }
        if termlayout_input_hung_up(run.session.inputDescriptor) != 0 {
            // Its window closed: the kernel signals only the session leader, so a program
            // whose shell ignores SIGHUP learns it here.
            SessionSignals.terminate(by: SIGHUP, ending: run.session)
        }
        run.inputReads += 1
        handle(run.reader.pendingEvents())
        waitForRestOfInput()
    }

    /// Gives a sequence or a paste that has begun until its wait limit to end, then takes it
    /// as it is: input that came meanwhile starts the wait again. So does input that came in
    /// time but is not read yet, as when a busy machine runs the app late and the wait's end
    /// and the input are both due: the input is read first.
    private func waitForRestOfInput() {
        guard let run = current, let limit = run.reader.waitLimit else { return }
        let batch = run.inputReads
        let milliseconds = Int((limit / .milliseconds(1)).rounded(.up))
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
            [weak self, weak run] in
            MainActor.assumeIsolated {
                guard let self, let run, !run.isFinished, run.inputReads == batch else { return }
                if run.reader.hasWaitingInput {
                    self.readInput()
                } else {
                    self.handle(run.reader.flush())
                }
            }
        }
    }

    /// Whether a character, a sequence or a paste has begun whose rest has not come yet.
    var isWaitingForInput: Bool { current?.reader.waitLimit != nil }
    /// How many times the app has read its input, for tests that wait until it has read.
    var inputReads: Int { current?.inputReads ?? 0 }

    private func handle(_ events: [TerminalEvent]) {
        guard let run = current else { return }
        for event in events where !run.isFinished {
            switch event {
            case .key(let key): handle(key)
            case .mouse(let event):
                // The root's views do not show while the too-small screen does.
                if run.display.shownInstead == nil { root.dispatchMouse(event) }
            case .reply(let reply):
                run.session.noteReply(reply)
                // Under the kitty protocol Esc is a sequence of its own: a lone Esc byte is
                // only ever the start of one.
                run.reader.loneEscapeIsKey = run.session.keyboardProtocol != .kitty
            case .focus(let isFocused):
                guard isFocused != isTerminalFocused else { continue }
                isTerminalFocused = isFocused
                terminalFocusDidChange(isFocused)
            }
        }
    }

    private func takeSignals() {
        guard let run = current, !run.isFinished else { return }
        for event in SessionSignals.take(from: run.session.signalDescriptor) {
            switch event {
            case .terminate(let number): SessionSignals.terminate(by: number, ending: run.session)
            case .resize: noteResize()
            case .suspend: run.session.suspend()
            case .resume:
                // Continued after Ctrl-Z or a stop from outside: the shell may have taken the
                // terminal and its modes, resized it and written over it. Take it back (in the
                // foreground), measure it and paint every cell.
                run.session.resume()
                noteResize()
                repaint()
            }
        }
    }

    private func noteResize() {
        current?.display.noteResize()
        scheduleFrame()
    }

    private func repaint() {
        guard let run = current else { return }
        do { try run.display.repaintEverything() } catch { run.finish(throwing: error) }
        scheduleFrame()
    }

    private func handle(_ key: Key) {
        guard !root.dispatchKey(key) else { return }
        if let binding = keyBindings[key] {
            binding()
        } else if key == .control("l") {
            repaint()
        }
    }
}

/// One run of an app: its session, what it watches, and how it ends. A run is over once it
/// has finished and its dispatch sources have let go of their descriptors: only then may the
/// session close them (a number closed earlier can be reused while still watched).
@MainActor
private final class AppRun {
    let session: TerminalSession
    /// Whether the app started the session, and so ends it as the run ends, while the display
    /// still holds its windows: the session's end frees them all at once, where the display's
    /// going, in a session that goes on, deletes their panels one by one (`PanelRenderer`).
    let endsSession: Bool
    let display: TerminalDisplay
    var reader: KeyReader
    /// Counts the batches of input read: a wait for the rest of a sequence is for the batch it
    /// began in, and ends with the next.
    var inputReads = 0
    var frameScheduled = false
    let heapTrimmer = HeapTrimmer()
    private(set) var isFinished = false
    private(set) var failure: (any Error)?
    /// The suspended `run() async`, resumed when the run is over.
    var whenOver: CheckedContinuation<Void, Never>?
    private var sources: [any DispatchSourceRead] = []
    /// Sources cancelled whose cancellation has not yet been confirmed.
    private var stopping = 0

    init(session: TerminalSession, endsSession: Bool, escapeDelay: Duration) {
        (self.session, self.endsSession) = (session, endsSession)
        display = TerminalDisplay(session: session)
        reader = KeyReader(descriptor: session.inputDescriptor, escapeWait: escapeDelay)
    }

    /// Calls `handler` on the main actor whenever `descriptor` is readable.
    func watch(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.setCancelHandler { [self] in MainActor.assumeIsolated { sourceStopped() } }
        source.activate()
        sources.append(source)
    }

    func finish(throwing error: (any Error)?) {
        guard !isFinished else { return }
        isFinished = true
        failure = error
        stopping += sources.count
        for source in sources { source.cancel() }
        sources = []
        resumeIfOver()
    }

    /// Whether the run has finished and nothing watches its descriptors any more.
    var isOver: Bool { isFinished && stopping == 0 }

    private func sourceStopped() {
        stopping -= 1
        resumeIfOver()
    }

    private func resumeIfOver() {
        guard isOver else { return }
        whenOver?.resume()
        whenOver = nil
    }
}
