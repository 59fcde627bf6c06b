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
/// Ctrl-L, unless bound or handled, repaints the screen. The `screenshotKey`, if set, comes
/// before all of them.
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
    /// The key that saves a screenshot, as Textual's `save_screenshot` does: an SVG of exactly
    /// what shows (`Screen.svg()`, the too-small screen and the cursor included) in
    /// `screenshotDirectory`. It is checked before any view sees the key, so the picture is
    /// of the screen the key was pressed on; pick one no view needs. nil (the default): none.
    public var screenshotKey: Key?
    /// The folder screenshots go to, as `screenshot-YYYYMMDD-HHMMSS.svg` (local time, `-2`,
    /// `-3`… added rather than replacing a file): the working directory unless set.
    public var screenshotDirectory = "."
    /// Told where each screenshot went, or why it could not be written (a `ScreenshotError`);
    /// the app keeps running either way. An app may show it in a status line. By default it
    /// goes to the root's `log` (`LayoutLog.shared` unless the root says otherwise), so it
    /// reaches stderr once the terminal is restored, or `TERMLAYOUT_LOG`'s file at once.
    public var didTakeScreenshot: (Result<String, ScreenshotError>) -> Void
    /// Called after every frame with how long it took to lay out and draw, and whether a
    /// resize caused it: a status line can show what a resize costs.
    public var didShow: (_ duration: Duration, _ afterResize: Bool) -> Void = { _, _ in }
    /// Whether the terminal reports the mouse to the app: clicks, drags and the wheel (see
    /// `RootView.dispatchMouse`). On by default, as in most terminal toolkits; while it is on,
    /// the terminal selects text only with Shift held, so an app whose users copy text a lot
    /// may turn it off, before or during a run.
    public var reportsMouse = true {
        didSet { current?.backend.reportsMouse = reportsMouse }
    }
    /// What shows in the root's place while the terminal is smaller than
    /// `root.minimumSizeUnderPresentConditions` (the smallest size at which every required
    /// constraint in force at the present size holds), made from the size
    /// needed and the terminal's: a `TooSmallScreen` unless replaced; nil shows the layout
    /// clipped instead. Keys still reach the root meanwhile, so `q` still quits.
    public var tooSmallScreen: ((_ needed: Size, _ terminal: Size) -> RootView)? {
        get { tooSmall.makeScreen }
        set {
            tooSmall.makeScreen = newValue
            scheduleFrame()
        }
    }
    private let tooSmall = TooSmallScreenSwitch()
    /// The window title the terminal shows while the app runs; the terminal's own comes back
    /// when it ends or stops. nil (the default) leaves the terminal's alone.
    public var title: String? {
        didSet { current?.backend.title = title }
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
    /// Takes effect at the next run, on a `CursesBackend`.
    public var escapeDelay = InputSequences.defaultEscapeWait
    /// The clock the app's animations run on (the root's `animationClock`), and the one its
    /// timers should sleep on, so that a test's `Pilot` can move time for them too.
    public var clock: any Clock<Duration> {
        get { root.animationClock }
        set { root.animationClock = newValue }
    }
    /// How many layouts a resize caused, since the start: a burst of resizes should cost few.
    public private(set) var resizeLayouts = 0
    /// How many frames were shown, since the start: one per batch of changes, however many
    /// changes the batch held.
    public private(set) var framesShown = 0
    private var current: AppRun?

    /// An app showing `root`. Nothing happens to the terminal until it runs.
    public init(root: RootView) {
        self.root = root
        didTakeScreenshot = { [unowned root] result in
            switch result {
            case .success(let path): root.log("screenshot saved to \(path)")
            case .failure(let error): root.log("\(error)")
            }
        }
    }

    /// Saves what shows now, at the root's terminal size, as the screenshot key does, and
    /// tells `didTakeScreenshot`; for an app that saves one from a menu or a command.
    public func takeScreenshot() {
        let screen = Screen(size: root.terminalSize)
        screen.render(tooSmall.screen(for: root))
        didTakeScreenshot(
            Result { () throws(ScreenshotError) in
                try Screenshot.save(screen.svg(), into: screenshotDirectory)
            })
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
        let backend = try CursesBackend.start()
        defer { backend.session.end() }
        try run(on: backend)
    }

    /// Runs in a session the caller started (on a pseudo-terminal, say) and still owns.
    public func run(in session: TerminalSession) throws {
        try run(on: CursesBackend(session: session))
    }

    /// Runs on `backend` until `quit()`, serving the main actor meanwhile.
    public func run(on backend: some TerminalBackend) throws {
        let run = try start(on: backend)
        MainQueue.serve { run.isOver }
        try end(run)
    }

    /// Runs on the process's terminal until `quit()`, suspended rather than blocking: the form
    /// for an `@main` type's `static func main() async`.
    public func run() async throws {
        let backend = try CursesBackend.start()
        defer { backend.session.end() }
        try await run(on: backend)
    }

    /// Runs, suspended, in a session the caller started and still owns.
    public func run(in session: TerminalSession) async throws {
        try await run(on: CursesBackend(session: session))
    }

    /// Runs, suspended, on `backend` until `quit()`.
    public func run(on backend: some TerminalBackend) async throws {
        let run = try start(on: backend)
        try await finish(run)
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

    /// Starts a run on `backend` and shows the first frame, without waiting for its end: for
    /// a run that something else serves, as a test's pilot does. `finish(_:)` waits for it.
    package func start(on backend: some TerminalBackend) throws -> AppRun {
        guard current == nil else { throw TerminalError.alreadyRunning }
        (backend as? CursesBackend)?.escapeDelay = escapeDelay
        let run = AppRun(backend: backend)
        current = run
        root.frameRequestHandler = { [weak self] in self?.scheduleFrame() }
        backend.reportsMouse = reportsMouse
        backend.title = title
        do {
            try backend.start { [weak self, weak run] event in
                guard let self, let run else { return }
                self.receive(event, in: run)
            }
        } catch {
            current = nil
            root.frameRequestHandler = nil
            throw error
        }
        showFrame()
        return run
    }

    /// Waits, suspended, until `run` is over, and throws what ended it, if anything did.
    package func finish(_ run: AppRun) async throws {
        await withCheckedContinuation { continuation in
            if run.isOver { continuation.resume() } else { run.whenOver = continuation }
        }
        try end(run)
    }

    private func end(_ run: AppRun) throws {
        run.finish(throwing: nil)
        if current === run {
            current = nil
            root.frameRequestHandler = nil
        }
        if let failure = run.failure { throw failure }
    }

    /// Puts `text` on the system clipboard through the terminal (OSC 52), which works over
    /// ssh too; a terminal that does not take it ignores it. Does nothing while not running.
    public func copyToClipboard(_ text: String) {
        current?.backend.copyToClipboard(text)
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
            let size = try run.backend.frameSize()
            let resized = root.terminalSize != size
            if resized { root.terminalSize = size }
            try run.backend.show(tooSmall.screen(for: root))
            run.frameScheduled = false
            framesShown += 1
            if resized { resizeLayouts += 1 }
            didShow(ContinuousClock.now - start, resized)
        } catch {
            run.finish(throwing: error)
        }
    }

    /// Whether a frame has been asked for and not shown yet.
    package var isFramePending: Bool { current?.frameScheduled ?? false }

    /// Whether a character, a sequence or a paste has begun whose rest has not come yet.
    var isWaitingForInput: Bool { (current?.backend as? CursesBackend)?.isWaitingForInput ?? false }
    /// How many times the app has read its input, for tests that wait until it has read.
    var inputReads: Int { (current?.backend as? CursesBackend)?.inputReads ?? 0 }

    private func receive(_ event: TerminalBackendEvent, in run: AppRun) {
        guard current === run else { return }
        switch event {
        case .stopped: return run.noteStopped()
        case _ where run.isFinished: return
        case .key(let key): handle(key)
        case .mouse(let event):
            // The root's views do not show while the too-small screen does.
            if tooSmall.shownInstead == nil { root.dispatchMouse(event) }
        case .focus(let isFocused):
            guard isFocused != isTerminalFocused else { return }
            isTerminalFocused = isFocused
            terminalFocusDidChange(isFocused)
        case .resized: scheduleFrame()
        case .failed(let error): run.finish(throwing: error)
        }
    }

    private func repaint() {
        guard let run = current else { return }
        do { try run.backend.repaintEverything() } catch { run.finish(throwing: error) }
        scheduleFrame()
    }

    private func handle(_ key: Key) {
        if key == screenshotKey { return takeScreenshot() }
        guard !root.dispatchKey(key) else { return }
        if let binding = keyBindings[key] {
            binding()
        } else if key == .control("l") {
            repaint()
        }
    }
}

/// One run of an app on its backend. A run is over once it has finished and its backend has
/// stopped: a `CursesBackend` stops once its dispatch sources have let go of the terminal's
/// descriptors, and only then may the session close them.
@MainActor
package final class AppRun {
    let backend: any TerminalBackend
    var frameScheduled = false
    private(set) var isFinished = false
    private(set) var failure: (any Error)?
    private var isStopped = false
    /// The suspended `run() async`, resumed when the run is over.
    var whenOver: CheckedContinuation<Void, Never>?

    init(backend: any TerminalBackend) {
        self.backend = backend
    }

    func finish(throwing error: (any Error)?) {
        guard !isFinished else { return }
        isFinished = true
        failure = error
        backend.stop()
    }

    /// Whether the run has finished and its backend has stopped.
    var isOver: Bool { isFinished && isStopped }

    func noteStopped() {
        isStopped = true
        guard isOver else { return }
        whenOver?.resume()
        whenOver = nil
    }
}
