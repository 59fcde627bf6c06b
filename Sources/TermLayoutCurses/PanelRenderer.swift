import CNcursesw
import TermLayout

/// Keeps one ncurses window and panel for each view that shows, the size of its visible part
/// (its frame clipped by its ancestors and the screen), stacked in the tree's order. A view
/// that does not show (hidden, outside its ancestors or the screen, or gone from the tree)
/// has no window: `resize_term` stretches every window that reaches the screen's edge, hidden
/// or not, so a grid's 2,000 spare items kept from a 1-column screen took 68 MB at 400×150.
/// A view is drawn again only when its window changed size or it needs display. A frame is
/// one `update_panels` and one `doupdate`, and the root's window covers the screen, so no
/// cell is left stale.
@MainActor
final class PanelRenderer {
    private struct ViewWindow {
        weak var view: View?
        var window: UnsafeMutablePointer<WINDOW>
        let panel: UnsafeMutablePointer<PANEL>
        /// Where the visible part starts inside the view: drawing is shifted by it.
        var clipOrigin: Point
        /// The size the view was last drawn at. ncurses resizes windows itself when the
        /// terminal is resized, so the window's size alone cannot tell that a drawing is stale.
        var drawnSize: Size
    }

    private let session: TerminalSession
    private let styles: CursesStyles
    private var windows: [ObjectIdentifier: ViewWindow] = [:]
    /// The panels from bottom to top as last stacked.
    private var order: [ObjectIdentifier] = []
    /// How many views were drawn in the last frame, for tests and benchmarks.
    private(set) var drawnInLastFrame = 0
    /// How many windows are held: one per view the last frame showed.
    var windowCount: Int { windows.count }
    /// Whether the terminal's cursor shows; the session starts with it hidden.
    private var cursorShows = false

    init(session: TerminalSession) {
        self.session = session
        styles = CursesStyles(depth: session.colorDepth)
    }

    /// Frees the windows and panels while the session lasts; once it has ended, `delscreen`
    /// has freed the windows, and touching them would crash.
    isolated deinit {
        guard session.isActive else { return }
        for entry in windows.values { destroy(entry) }
    }

    /// Brings the panels in line with the tree under `root` on a screen of `screenSize`, draws
    /// what changed, and shows the result.
    func render(_ root: View, screenSize: Size) throws(CursesError) {
        drawnInLastFrame = 0
        var shown: [ObjectIdentifier] = []
        for visible in root.visibleSubtree(on: Rect(origin: .zero, size: screenSize)) {
            try place(visible)
            shown.append(ObjectIdentifier(visible.view))
        }
        let showing = Set(shown)
        for (id, entry) in windows where !showing.contains(id) {
            destroy(entry)
            windows.removeValue(forKey: id)
        }
        if shown != order {
            for id in shown { try Curses.check("top_panel", top_panel(windows[id]!.panel)) }
            order = shown
        }
        update_panels()
        try placeCursor(at: (root as? RootView)?.cursorLocation)
        try session.synchronizedUpdate { () throws(CursesError) in
            try Curses.check("doupdate", doupdate())
        }
    }

    /// Shows the cursor at `location` (a focused text field's insertion point), or hides it
    /// and parks it at the top-left corner: a terminal that loses rows keeps the cursor's row
    /// on screen, dropping rows above it if it must; with the cursor at the top it drops them
    /// from the bottom, and what it keeps stays where ncurses believes it is, so a resize
    /// needs no full repaint.
    private func placeCursor(at location: Point?) throws(CursesError) {
        let shows = location != nil
        if shows != cursorShows {
            // A terminal without the capability keeps its cursor as it is: nothing to report.
            _ = curs_set(shows ? 1 : 0)
            cursorShows = shows
        }
        let cell = location ?? .zero
        try Curses.check(
            "wmove", termlayout_place_cursor(Int32(cell.y), Int32(cell.x)), "cursor to \(cell)")
    }

    /// Gives a view that shows a window and panel the size of its visible part, and draws it
    /// if that changed or it needs display.
    private func place(_ shown: VisibleView) throws(CursesError) {
        let (view, frame, visible) = (shown.view, shown.frame, shown.visible)
        let id = ObjectIdentifier(view)
        let clipOrigin = Point(x: visible.minX - frame.minX, y: visible.minY - frame.minY)
        var redraw = view.needsDisplay
        if let entry = windows[id], entry.view !== view {
            destroy(entry)
            windows.removeValue(forKey: id)
        }
        if var entry = windows[id] {
            redraw = try move(&entry, to: visible) || redraw || entry.clipOrigin != clipOrigin
            entry.clipOrigin = clipOrigin
            windows[id] = entry
        } else {
            windows[id] = try makeWindow(for: view, at: visible, clipOrigin: clipOrigin)
            redraw = true
        }
        if redraw {
            try draw(view, in: windows[id]!.window, frame: frame, visible: visible)
        }
    }

    private func makeWindow(for view: View, at rect: Rect, clipOrigin: Point)
        throws(CursesError) -> ViewWindow
    {
        let window = try newWindow(at: rect)
        guard let panel = new_panel(window) else {
            delwin(window)
            throw CursesError(call: "new_panel", detail: "\(rect)")
        }
        return ViewWindow(
            view: view, window: window, panel: panel, clipOrigin: clipOrigin, drawnSize: rect.size)
    }

    /// Gives the panel the size and place of `rect`, comparing with its window as ncurses
    /// has it (a resize of the terminal may have changed it). A new size gets a new window,
    /// swapped in with `replace_panel`, which repaints what the old one covered from the panels
    /// below it (`wresize` would leave that area stale), and loses what was drawn; a new place
    /// alone is a `move_panel`. Returns whether the view must be drawn again: its window is
    /// new, or ncurses has already given it the new size. `resize_term` cuts windows to a
    /// smaller screen and stretches those that reached its edges to a larger one, keeping their
    /// cells: a list's rows, cut to two columns and stretched back, kept two letters each.
    private func move(_ entry: inout ViewWindow, to rect: Rect) throws(CursesError) -> Bool {
        let isStale = entry.drawnSize != rect.size
        entry.drawnSize = rect.size
        let old = entry.window
        if Int(termlayout_max_y(old)) != rect.height || Int(termlayout_max_x(old)) != rect.width {
            let window = try newWindow(at: rect)
            guard replace_panel(entry.panel, window) != termlayout_err() else {
                delwin(window)
                throw CursesError(call: "replace_panel", detail: "\(rect)")
            }
            delwin(old)
            entry.window = window
            return true
        }
        if Int(termlayout_beg_y(old)) != rect.minY || Int(termlayout_beg_x(old)) != rect.minX {
            try Curses.check(
                "move_panel", move_panel(entry.panel, Int32(rect.minY), Int32(rect.minX)),
                "\(rect)")
        }
        return isStale
    }

    private func newWindow(at rect: Rect) throws(CursesError) -> UnsafeMutablePointer<WINDOW> {
        try Curses.check(
            "newwin",
            newwin(Int32(rect.height), Int32(rect.width), Int32(rect.minY), Int32(rect.minX)),
            "\(rect)")
    }

    private func draw(
        _ view: View, in window: UnsafeMutablePointer<WINDOW>, frame: Rect, visible: Rect
    ) throws(CursesError) {
        try Curses.check("werase", werase(window))
        let canvas = CursesCanvas(
            window: window, frame: frame, visible: visible, styles: styles,
            writesUnicode: session.writesUnicode)
        view.display(in: canvas)
        if let failure = canvas.failure { throw failure }
        drawnInLastFrame += 1
    }

    private func destroy(_ entry: ViewWindow) {
        del_panel(entry.panel)
        delwin(entry.window)
    }
}
