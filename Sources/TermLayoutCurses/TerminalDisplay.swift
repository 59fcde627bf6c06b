import CNcursesw
import TermLayout

/// A view tree shown in a terminal session: frames applied to panels, changed views drawn,
/// one `doupdate` a frame. `TerminalApp` drives one from its run loop; a benchmark or a test
/// can drive one directly, on a `PseudoTerminal`.
public final class TerminalDisplay {
    public let session: TerminalSession
    private let renderer: PanelRenderer
    /// The smallest terminal size seen since the last frame: cells outside it may be lost.
    private var kept: Size?

    public init(session: TerminalSession) {
        self.session = session
        renderer = PanelRenderer(styles: CursesStyles(colorCount: session.colorCount))
    }

    /// How many views the last frame drew: those whose window changed size or that needed
    /// display.
    public var viewsDrawnInLastFrame: Int { renderer.drawnInLastFrame }

    /// Notes that the terminal was resized (a `KEY_RESIZE`), measuring it at once: of a burst
    /// of resizes, the next `show` lays out only the last size, yet knows the smallest.
    public func noteResize() {
        let measured = session.measuredSize() ?? session.size
        let previous = kept ?? session.size
        kept = Size(
            width: min(previous.width, measured.width),
            height: min(previous.height, measured.height))
    }

    /// Lays `root` out at the terminal's size and shows it: after a resize, only the views
    /// that moved are drawn again and only the cells that changed are written.
    public func show(_ root: RootView) throws(CursesError) {
        if let kept, let measured = session.measuredSize() {
            self.kept = nil
            _ = try session.resize(to: measured, keeping: kept)
        }
        if root.terminalSize != session.size { root.terminalSize = session.size }
        root.layoutIfNeeded()
        try renderer.render(root, screenSize: session.size)
    }

    /// Makes the next `show` clear the terminal and write every cell, for a screen something
    /// else wrote over (what Ctrl-L asks for in most programs).
    public func repaintEverything() throws(CursesError) {
        try Curses.check("clearok", termlayout_repaint_everything(), "curscr")
    }
}
