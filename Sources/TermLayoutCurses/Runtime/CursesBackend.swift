import CEventLoop
import Dispatch
import TermLayout
import TerminalInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal through ncurses: frames on a `TerminalDisplay`, the terminal's bytes decoded
/// once (`KeyReader`), its signals (resizes, Ctrl-Z, the end) taken on the run loop. The
/// backend `TerminalApp.run()` uses; a test or a tool may make one on a session of its own.
@MainActor
public final class CursesBackend: TerminalBackend {
    /// The terminal the backend shows in.
    public let session: TerminalSession
    /// Whether the backend started the session, and so ends it when it stops, while the
    /// display still holds its windows: the session's end frees them all at once, where the
    /// display's going, in a session that goes on, deletes their panels one by one.
    private let endsSession: Bool
    private let display: TerminalDisplay
    private var reader: KeyReader
    private let heapTrimmer = HeapTrimmer()
    private var send: @MainActor (TerminalBackendEvent) -> Void = { _ in }
    /// Counts the batches of input read: a wait for the rest of a sequence is for the batch it
    /// began in, and ends with the next.
    private(set) var inputReads = 0
    private var sources: [any DispatchSourceRead] = []
    /// Sources cancelled whose cancellation has not yet been confirmed: only once none is
    /// left may the session close the descriptors (a number closed earlier can be reused
    /// while still watched).
    private var stopping = 0
    private var isStopped = false

    /// A backend on the process's terminal, which it ends when it stops.
    public static func start() throws -> CursesBackend {
        CursesBackend(session: try TerminalSession.start(), endsSession: true)
    }

    /// A backend on `session`, which the caller started and ends.
    public convenience init(session: TerminalSession) {
        self.init(session: session, endsSession: false)
    }

    private init(session: TerminalSession, endsSession: Bool) {
        (self.session, self.endsSession) = (session, endsSession)
        display = TerminalDisplay(session: session)
        reader = KeyReader(
            descriptor: session.inputDescriptor, escapeWait: InputSequences.defaultEscapeWait)
    }

    /// How long a lone Esc waits for the rest of a key's sequence: `TerminalApp.escapeDelay`,
    /// which the app sets before it starts the backend.
    var escapeDelay = InputSequences.defaultEscapeWait {
        didSet { reader = KeyReader(descriptor: session.inputDescriptor, escapeWait: escapeDelay) }
    }

    public func start(sending events: @escaping @MainActor (TerminalBackendEvent) -> Void) throws {
        send = events
        heapTrimmer.beforeTrim = { [weak self] in
            guard let self, !self.isStopped else { return }
            do { try self.display.fitWindows() } catch { self.send(.failed(error)) }
        }
        watch(session.inputDescriptor) { [weak self] in self?.readInput() }
        watch(session.signalDescriptor) { [weak self] in self?.takeSignals() }
    }

    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        stopping += sources.count
        for source in sources { source.cancel() }
        sources = []
        finishStopping()
    }

    public func frameSize() throws -> Size { try display.frameSize() }

    public func show(_ screen: RootView) throws {
        try display.draw(screen)
        if session.outputHungUp {
            // Its writes failed with EIO: the terminal is gone, as on a hang-up.
            SessionSignals.terminate(by: SIGHUP, ending: session)
        }
        heapTrimmer.noteFrame()
    }

    public func repaintEverything() throws { try display.repaintEverything() }

    public var reportsMouse: Bool {
        get { session.reportsMouse }
        set { session.reportsMouse = newValue }
    }

    public var title: String? {
        get { session.title }
        set { session.title = newValue }
    }

    public func copyToClipboard(_ text: String) { session.copyToClipboard(text) }

    /// Whether a character, a sequence or a paste has begun whose rest has not come yet.
    var isWaitingForInput: Bool { reader.waitLimit != nil }

    /// Calls `handler` on the main actor whenever `descriptor` is readable.
    private func watch(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.setCancelHandler { [self] in
            MainActor.assumeIsolated {
                stopping -= 1
                finishStopping()
            }
        }
        source.activate()
        sources.append(source)
    }

    /// Once every source has let go of its descriptor: the terminal's modes off, the session
    /// ended if the backend started it, and the app told.
    private func finishStopping() {
        guard isStopped, stopping == 0 else { return }
        session.reportsMouse = false
        session.title = nil
        if endsSession { session.end() }
        send(.stopped)
        send = { _ in }
    }

    private func readInput() {
        guard !isStopped else { return }
        if termlayout_input_hung_up(session.inputDescriptor) != 0 {
            // Its window closed: the kernel signals only the session leader, so a program
            // whose shell ignores SIGHUP learns it here.
            SessionSignals.terminate(by: SIGHUP, ending: session)
        }
        inputReads += 1
        deliver(reader.pendingEvents())
        waitForRestOfInput()
    }

    /// Gives a sequence or a paste that has begun until its wait limit to end, then takes it
    /// as it is: input that came meanwhile starts the wait again. So does input that came in
    /// time but is not read yet, as when a busy machine runs the app late and the wait's end
    /// and the input are both due: the input is read first.
    private func waitForRestOfInput() {
        guard let limit = reader.waitLimit else { return }
        let batch = inputReads
        let milliseconds = Int((limit / .milliseconds(1)).rounded(.up))
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
            [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isStopped, self.inputReads == batch else { return }
                if self.reader.hasWaitingInput {
                    self.readInput()
                } else {
                    self.deliver(self.reader.flush())
                }
            }
        }
    }

    private func deliver(_ events: [TerminalEvent]) {
        for event in events where !isStopped {
            switch event {
            case .key(let key): send(.key(key))
            case .mouse(let event): send(.mouse(event))
            case .focus(let isFocused): send(.focus(isFocused))
            case .reply(let reply):
                session.noteReply(reply)
                // Under the kitty protocol Esc is a sequence of its own: a lone Esc byte is
                // only ever the start of one.
                reader.loneEscapeIsKey = session.keyboardProtocol != .kitty
            }
        }
    }

    private func takeSignals() {
        guard !isStopped else { return }
        for event in SessionSignals.take(from: session.signalDescriptor) {
            switch event {
            case .terminate(let number): SessionSignals.terminate(by: number, ending: session)
            case .resize:
                display.noteResize()
                send(.resized)
            case .suspend: session.suspend()
            case .resume:
                // Continued after Ctrl-Z or a stop from outside: the shell may have taken the
                // terminal and its modes, resized it and written over it. Take it back (in the
                // foreground), measure it and paint every cell.
                session.resume()
                display.noteResize()
                do { try display.repaintEverything() } catch { send(.failed(error)) }
                send(.resized)
            }
        }
    }
}
