import TermLayout
import TermLayoutCurses
import TermLayoutCursesTesting
import TermLayoutSamples

/// One terminal resize of a sample screen as an app lives it, from SIGWINCH to `doupdate`,
/// on a pseudo-terminal this process opens: the terminal changes size, then the display
/// measures it, tells ncurses (`resize_term`), lays the tree out, applies frames to panels,
/// draws the views whose windows changed size and writes the screen. A reader thread counts
/// the bytes written, so a resize can be set against a full redraw of the same screen.
@MainActor
public final class TerminalResizeScenario {
    /// The sizes of `ViewResizeScenario`, in the same order: every step moves every view.
    public static let sizes = ViewResizeScenario.sizes
    public let sample: ViewResizeScenario.Sample
    /// Rows of the stack, or cells per side of the grid.
    public let count: Int
    private var pty: PseudoTerminal?
    private var display: TerminalDisplay?
    private var root: RootView?
    private var next = 1

    public init(_ sample: ViewResizeScenario.Sample, count: Int) {
        self.sample = sample
        self.count = count
    }

    isolated deinit { close() }

    /// Opens a pseudo-terminal at the first size, starts a session on it and shows the screen.
    public func build() throws {
        close()
        let size = Self.sizes[0]
        let pty = try PseudoTerminal(size: size)
        let display = TerminalDisplay(session: try pty.startSession())
        let root =
            switch sample {
            case .stack: try SampleScreens.stack(rows: count, size: size)
            case .grid: try SampleScreens.grid(cells: count, size: size)
            }
        try display.show(root)
        (self.pty, self.display, self.root, next) = (pty, display, root, 1)
    }

    /// Resizes the terminal to the next of `sizes`, as its user would: not the app's work.
    /// Returns the new size.
    @discardableResult
    public func resizeTerminal() throws -> Size {
        let size = Self.sizes[next]
        try pty?.resize(to: size)
        next = (next + 1) % Self.sizes.count
        return size
    }

    /// What the app does on SIGWINCH, as `TerminalApp` does it: note it, and show.
    public func showResize() throws {
        guard let display, let root else { return }
        display.noteResize()
        try display.show(root)
    }

    /// `resizeTerminal` and then `showResize`: the size it went to, and the bytes and the time
    /// `showResize` took.
    public func timedResize() throws -> (size: Size, bytes: Int, time: Duration) {
        guard let pty else { return (Self.sizes[next], 0, .zero) }
        let size = try resizeTerminal()
        let mark = try pty.bytesWritten()
        let start = ContinuousClock.now
        try showResize()
        let time = ContinuousClock.now - start
        return (size, try pty.bytesWritten(since: mark), time)
    }

    /// The bytes of a full redraw at the current size: the terminal cleared, every cell
    /// written (what Ctrl-L asks for).
    public func fullRedrawBytes() throws -> Int {
        guard let pty, let display, let root else { return 0 }
        return try pty.bytesWritten {
            try display.repaintEverything()
            try display.show(root)
        }
    }

    /// Ends the session and closes the pseudo-terminal; the display goes first, since its
    /// panels need the session.
    public func close() {
        display = nil
        root = nil
        pty?.close()
        pty = nil
    }
}
