import Dispatch
import TermLayout
import TermLayoutCurses

/// A terminal in memory, for tests: a `TerminalBackend` whose frames are styled `Screen`s and
/// whose events a test sends. The app runs on it as on a real terminal, with the same loop:
/// key bindings, focus, dialogs, the too-small screen, animations, `Task`s. `Pilot` drives
/// one; a test may drive one directly too.
@MainActor
public final class HeadlessTerminal: TerminalBackend {
    /// The terminal's size: the next frame is laid out at it.
    public private(set) var size: Size
    /// The last frame shown, styles and the cursor included; blank before the first.
    public private(set) var screen: Screen
    /// How many frames were shown.
    public private(set) var framesShown = 0
    /// How many times the app asked for every cell to be written again (Ctrl-L).
    public private(set) var repaintsAsked = 0
    /// What the app last put on the clipboard.
    public private(set) var clipboard: String?
    /// Whether the app asked for the mouse.
    public var reportsMouse = false
    /// The window title the app asked for.
    public var title: String?
    /// Whether an app runs on it: from its start to its stop.
    public var isRunning: Bool { deliver != nil }
    /// Events sent and not yet delivered: each is delivered from a main-actor job of its own,
    /// as a terminal's input is read.
    public private(set) var eventsInFlight = 0
    private var deliver: (@MainActor (TerminalBackendEvent) -> Void)?

    /// A terminal of `size` cells.
    public init(size: Size) {
        self.size = size
        screen = Screen(size: size)
    }

    public func start(sending events: @escaping @MainActor (TerminalBackendEvent) -> Void) {
        deliver = events
    }

    public func stop() {
        guard let deliver else { return }
        self.deliver = nil
        deliver(.stopped)
    }

    public func frameSize() -> Size { size }

    public func show(_ screen: RootView) {
        let frame = Screen(size: size)
        frame.render(screen)
        self.screen = frame
        framesShown += 1
    }

    public func repaintEverything() { repaintsAsked += 1 }

    public func copyToClipboard(_ text: String) { clipboard = text }

    /// Sends `event` to the app from a main-actor job of its own, as a terminal's input
    /// arrives; nothing while no app runs.
    public func send(_ event: TerminalBackendEvent) {
        eventsInFlight += 1
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated {
                eventsInFlight -= 1
                deliver?(event)
            }
        }
    }

    /// Resizes the terminal to `size`, and tells the app as a SIGWINCH would.
    public func resize(to size: Size) {
        self.size = size
        send(.resized)
    }
}
