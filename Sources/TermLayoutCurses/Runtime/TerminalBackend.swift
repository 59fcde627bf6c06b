import TermLayout

/// What a `TerminalApp` runs on: a terminal that shows its frames and tells it what happens.
/// The app's loop (the main actor, its key dispatch, focus, dialogs, the too-small screen,
/// animations, `Task`s) is the same on every backend. `CursesBackend` is a real terminal
/// through ncurses; TermLayoutTesting's `HeadlessTerminal` is a styled `Screen` that a test
/// drives. A third, a web terminal or a recorder, implements this protocol.
///
/// Everything happens on the main actor: the backend sends its events from main-actor jobs,
/// and the app calls it from them. A frame is `frameSize()`, then the app lays its root out at
/// that size, then `show(_:)`.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// Takes the terminal (modes, the alternate screen) and from now on sends what happens to
    /// `events`, each from a main-actor job of its own, until `stop()`.
    func start(sending events: @escaping @MainActor (TerminalBackendEvent) -> Void) throws

    /// Stops sending events and gives the terminal back as it was, then sends `.stopped` once
    /// nothing it watched is in use any more: at once, or from a later job.
    func stop()

    /// The terminal's size for the next frame, measured again after a `.resized` event.
    func frameSize() throws -> Size

    /// Shows `screen`, laid out at the last `frameSize()`, as one frame: the app's root, or the
    /// screen shown in its place while the terminal is too small.
    func show(_ screen: RootView) throws

    /// Makes the next frame clear the terminal and write every cell: what Ctrl-L asks for.
    func repaintEverything() throws

    /// Whether the terminal reports the mouse: clicks, drags and the wheel.
    var reportsMouse: Bool { get set }

    /// The window title shown while the app runs; nil leaves the terminal's own.
    var title: String? { get set }

    /// Puts `text` on the system clipboard, where the terminal can.
    func copyToClipboard(_ text: String)
}

/// What a backend tells its app.
public enum TerminalBackendEvent: Sendable {
    /// A key, a paste (`Key.paste`) among them.
    case key(Key)
    /// A click, a drag, a move or the wheel.
    case mouse(MouseEvent)
    /// The terminal's window gained (true) or lost the focus.
    case focus(Bool)
    /// The terminal changed size, or was written over: the next frame measures it and
    /// writes every cell.
    case resized
    /// The terminal failed, and the run ends with this error.
    case failed(any Error)
    /// `stop()` is done: the run is over.
    case stopped
}
