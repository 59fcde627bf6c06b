import CNcursesw
import TermLayout

/// A view tree shown in a terminal session: frames applied to panels, changed views drawn,
/// one `doupdate` a frame. `TerminalApp` drives one from its run loop; a benchmark or a test
/// can drive one directly, on a `PseudoTerminal` (TermLayoutCursesTesting).
@MainActor
public final class TerminalDisplay {
    /// The terminal the display draws in; it must stay active while the display is used.
    public let session: TerminalSession
    private let renderer: PanelRenderer
    /// Whether a resize (SIGWINCH) came since the last frame.
    private var resizePending = false
    /// Switches to the screen shown in the root's place while the terminal is too small.
    private let tooSmall = TooSmallScreenSwitch(makeScreen: nil)
    /// What shows in the root's place while the terminal is smaller than
    /// `RootView.minimumSizeUnderPresentConditions`, made from the size needed and the
    /// terminal's; nil (the default) shows the root clipped instead.
    public var tooSmallScreen: ((_ needed: Size, _ terminal: Size) -> RootView)? {
        get { tooSmall.makeScreen }
        set { tooSmall.makeScreen = newValue }
    }
    /// The screen shown in the root's place; nil while the root shows.
    public var shownInstead: RootView? { tooSmall.shownInstead }

    /// A display drawing into `session`'s terminal, one panel per visible view.
    public init(session: TerminalSession) {
        self.session = session
        renderer = PanelRenderer(session: session)
    }

    /// How many views the last frame drew: those whose visible part changed size or that
    /// needed display.
    public var viewsDrawnInLastFrame: Int { renderer.drawnInLastFrame }

    /// How many ncurses windows (pads) hold a view: one for each view the last frame showed,
    /// but those that the views above cover whole.
    public var windowCount: Int { renderer.windowCount }

    /// The cells the windows that hold a view hold together: at least what the views show,
    /// up to four times that and 64 more where a view was larger before (until
    /// `fitWindows()`).
    public var shownWindowCells: Int { renderer.shownWindowCells }

    /// The windows and panels kept for views to come (as many as showed at once, less those
    /// showing now), and the cells they hold together: up to 68 each, or one after
    /// `fitWindows()`.
    public var spareWindows: (count: Int, cells: Int) { renderer.spareWindows }

    /// Fits every window to what it shows, and a spare to one cell, giving back the room a
    /// window keeps for a view larger before. Frames resize a window only when its view is
    /// larger or far smaller, since each resize walks every window: call this when the app is
    /// quiet (`TerminalApp` does, half a second after its last frame).
    public func fitWindows() throws(CursesError) { try renderer.fitPads() }

    /// Notes that the terminal was resized (SIGWINCH): the next `show` measures it, so
    /// a burst of resizes costs one layout, at the last size.
    public func noteResize() {
        resizePending = true
    }

    /// Lays `root` out at the terminal's size and shows it, and says whether that size was
    /// new to `root`. Only views whose window changed size, or that need display, are drawn
    /// again; after a resize every cell is written once more (see
    /// `TerminalSession.resize(to:)`), otherwise only the cells that changed.
    @discardableResult
    public func show(_ root: RootView) throws(CursesError) -> Bool {
        let size = try frameSize()
        let resized = root.terminalSize != size
        if resized { root.terminalSize = size }
        try draw(tooSmall.screen(for: root))
        return resized
    }

    /// The terminal's size for the next frame: measured, and given to ncurses, if a resize
    /// came since the last one (`noteResize()`).
    public func frameSize() throws(CursesError) -> Size {
        guard resizePending else { return session.size }
        resizePending = false
        guard let measured = session.measuredSize() else { return session.size }
        return try session.resize(to: measured)
    }

    /// Draws `screen`, laid out at the terminal's size, and shows it.
    public func draw(_ screen: View) throws(CursesError) {
        try renderer.render(screen, screenSize: session.size)
    }

    /// Makes the next `show` clear the terminal and write every cell, for a screen something
    /// else wrote over (what Ctrl-L asks for in most programs).
    public func repaintEverything() throws(CursesError) {
        try Curses.check("clearok", termlayout_repaint_everything(), "curscr")
    }
}
