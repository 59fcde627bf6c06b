import CNcursesw
import TermLayout

/// Shows each view that shows in an ncurses window on a panel of its own, the size of its
/// visible part (its frame clipped by its ancestors and the screen), stacked in the tree's
/// order. The panels are slots kept from frame to frame: the views that show take the top
/// ones in drawing order, so the stack never needs reordering, and a slot's window is fitted
/// to its view with `wresize` and `mvwin`. The slots below the root's are spares, 1×1 at the
/// top-left corner under the root's window, so the stack is always what shows. ncurses' panel
/// calls walk every panel (`top_panel`, `del_panel`, `move_panel`, `replace_panel`, and
/// `update_panels` every pair above each), so a frame makes none but `new_panel`: it copies to
/// the screen only the windows on rows whose picture changed (`DamagedRows`), bottom to top,
/// as `update_panels` would, and one `doupdate` shows it.
@MainActor
final class PanelRenderer {
    private struct Slot {
        let window: UnsafeMutablePointer<WINDOW>
        let panel: UnsafeMutablePointer<PANEL>
        /// The view the window shows; nil for a spare.
        weak var view: View?
        /// Where the window showed in the last frame, on screen; a spare's shows nowhere.
        var shown: Rect?
        /// Where the visible part starts inside the view: drawing is shifted by it.
        var clipOrigin = Point.zero
        /// The size the view was last drawn at. ncurses resizes windows itself when the
        /// terminal is resized, so the window's size alone cannot tell that a drawing is stale.
        var drawnSize = Size(width: 0, height: 0)
        /// Whether the window was drawn in this frame.
        var drawn = false
    }

    private let session: TerminalSession
    /// The canvas every view draws on, pointed at its window in turn.
    private let canvas: CursesCanvas
    /// The panels from bottom to top, as stacked: spares, then one per view that shows.
    private var slots: [Slot] = []
    /// How many of the top slots hold a view.
    private var shownCount = 0
    /// The screen's size at the last frame shown; nil before the first, and after a frame
    /// that failed.
    private var screenSize: Size?
    /// The spans of the screen the windows cover, and which lines of each window the windows
    /// above cover, found anew each frame (kept for their memory); no access to them overlaps
    /// another, and their run-time exclusivity checks were most of the work per window.
    @exclusivity(unchecked) private var covered = CoveredSpans()
    @exclusivity(unchecked) private var coveredLines: [Bool] = []
    /// How many views were drawn in the last frame, for tests and benchmarks.
    private(set) var drawnInLastFrame = 0
    /// How many windows hold a view: one per view the last frame showed.
    var windowCount: Int { shownCount }
    /// How many spare windows are kept, and how many cells they hold together.
    var spareWindows: (count: Int, cells: Int) {
        let spares = slots[..<(slots.count - shownCount)]
        return (
            spares.count,
            spares.reduce(0) {
                $0 + Int(termlayout_max_y($1.window)) * Int(termlayout_max_x($1.window))
            }
        )
    }
    /// Whether the terminal's cursor shows; the session starts with it hidden.
    private var cursorShows = false

    init(session: TerminalSession) {
        self.session = session
        canvas = CursesCanvas(
            styles: CursesStyles(depth: session.colorDepth), writesUnicode: session.writesUnicode)
    }

    /// Frees the windows and panels while the session lasts; once it has ended, `delscreen`
    /// has freed the windows, and touching them would crash.
    isolated deinit {
        guard session.isActive else { return }
        for slot in slots.reversed() {
            del_panel(slot.panel)
            delwin(slot.window)
        }
    }

    /// Brings the panels in line with the tree under `root` on a screen of `screenSize`, draws
    /// what changed, and shows the result.
    func render(_ root: View, screenSize: Size) throws(CursesError) {
        drawnInLastFrame = 0
        // Until this frame is shown, the slots cannot be trusted: a frame that fails part-way
        // makes the next one draw every view and copy every row.
        let previousSize = self.screenSize
        self.screenSize = nil
        let visible = root.visibleSubtree(on: Rect(origin: .zero, size: screenSize))
        while slots.count < visible.count { slots.append(try makeSlot()) }
        let base = slots.count - visible.count
        var damage = DamagedRows(height: screenSize.height)
        let resized = previousSize != screenSize
        if resized { damage.insertAll() }
        for index in 0..<base { try retire(index, damage: &damage) }
        shownCount = visible.count
        for (offset, shown) in visible.enumerated() {
            try place(shown, in: base + offset, damage: &damage, redraw: previousSize == nil)
        }
        try compose(from: base, damage: damage)
        try placeCursor(at: (root as? RootView)?.cursorLocation)
        try session.synchronizedUpdate { () throws(CursesError) in
            try Curses.check("doupdate", doupdate())
        }
        self.screenSize = screenSize
    }

    /// Deletes the spare windows and panels before `resize_term` goes from `old` to `new`, if
    /// it would shrink the screen or stretch them. Shrinking, ncurses looks for the subwindows
    /// of each window among all windows, twice: a spare would add two walks over every window
    /// and a step to every other window's, more than deleting it costs (a walk over the panels
    /// and one or two over the windows). Growing from a screen 1 cell wide or high, it would
    /// stretch every 1×1 spare to the new width or height.
    func releaseSpares(beforeResizingFrom old: Size, to new: Size) {
        guard new.width < old.width || new.height < old.height || old.width == 1 || old.height == 1
        else { return }
        let spares = slots.count - shownCount
        for slot in slots[..<spares].reversed() {
            del_panel(slot.panel)
            delwin(slot.window)
        }
        slots.removeFirst(spares)
    }

    /// Makes a spare: a 1×1 window at the top-left corner, its panel on top of the stack.
    private func makeSlot() throws(CursesError) -> Slot {
        let window = try Curses.check("newwin", newwin(1, 1, 0, 0), "1×1")
        guard let panel = new_panel(window) else {
            delwin(window)
            throw CursesError(call: "new_panel", detail: "1×1")
        }
        return Slot(window: window, panel: panel)
    }

    /// Makes slot `index` a spare, if it is not one already, marking where it showed.
    private func retire(_ index: Int, damage: inout DamagedRows) throws(CursesError) {
        guard let shown = slots[index].shown else { return }
        damage.insert(shown)
        slots[index].view = nil
        slots[index].shown = nil
        try setPlace(of: slots[index].window, to: Rect(x: 0, y: 0, width: 1, height: 1))
    }

    /// Gives the view that shows in slot `index` its window's size and place, and draws it if
    /// the window held another view, changed size, or the view needs display (or `redraw`
    /// says so); marks what the window covered and covers if anything changed.
    private func place(
        _ shown: VisibleView, in index: Int, damage: inout DamagedRows, redraw: Bool
    ) throws(CursesError) {
        let (view, frame, visible) = (shown.view, shown.frame, shown.visible)
        var slot = slots[index]
        let clipOrigin = Point(x: visible.minX - frame.minX, y: visible.minY - frame.minY)
        let windowResized = try setPlace(of: slot.window, to: visible)
        slot.drawn =
            redraw || slot.view !== view || view.needsDisplay || windowResized
            || slot.drawnSize != visible.size || slot.clipOrigin != clipOrigin
        if slot.drawn || slot.shown != visible {
            if let old = slot.shown { damage.insert(old) }
            damage.insert(visible)
        }
        slot.view = view
        slot.shown = visible
        slot.clipOrigin = clipOrigin
        slot.drawnSize = visible.size
        if slot.drawn { try draw(view, in: slot.window, frame: frame, visible: visible) }
        slots[index] = slot
    }

    /// Resizes and moves `window` to `rect`, comparing with the window as ncurses has it (a
    /// resize of the terminal may have changed it); the size first, so that the window fits
    /// the screen where it goes. Returns whether the size changed, which loses what was drawn
    /// on the cells cut off or added.
    @discardableResult
    private func setPlace(of window: UnsafeMutablePointer<WINDOW>, to rect: Rect)
        throws(CursesError) -> Bool
    {
        let resized =
            Int(termlayout_max_y(window)) != rect.height
            || Int(termlayout_max_x(window)) != rect.width
        if resized {
            try Curses.check(
                "wresize", wresize(window, Int32(rect.height), Int32(rect.width)), "\(rect)")
        }
        if Int(termlayout_beg_y(window)) != rect.minY || Int(termlayout_beg_x(window)) != rect.minX
        {
            try Curses.check("mvwin", mvwin(window, Int32(rect.minY), Int32(rect.minX)), "\(rect)")
        }
        return resized
    }

    /// Copies the windows of the views that show to the screen (`newscr`), bottom to top, over
    /// `stdscr`, the blank ground under every panel, on the damaged rows: the lines of a
    /// window there are touched so all of them are copied, and a window drawn this frame is
    /// copied whole. The lines that the windows above cover whole (the ground's and the
    /// root's, under the views that fill them) are not copied, since every cell of them would
    /// be copied over on the same rows, and are untouched instead.
    private func compose(from base: Int, damage: DamagedRows) throws(CursesError) {
        let ground = try Curses.check("stdscr", termlayout_stdscr())
        let screen = Rect(
            x: 0, y: 0, width: Int(termlayout_max_x(ground)), height: Int(termlayout_max_y(ground)))
        // Top to bottom, the lines of each window that those above cover, the ground's last.
        covered.reset(height: screen.height)
        coveredLines.removeAll(keepingCapacity: true)
        for index in slots[base...].indices.reversed() {
            guard let shown = slots[index].shown else { continue }
            covered.cover(shown, noting: &coveredLines)
        }
        covered.cover(screen, noting: &coveredLines)
        // Bottom to top, each window takes its lines from the end.
        var end = coveredLines.endIndex
        func lines(_ count: Int) -> ArraySlice<Bool> {
            end -= count
            return coveredLines[end..<(end + count)]
        }
        try copy(ground, at: screen, drawn: false, damage: damage, covered: lines(screen.height))
        for index in slots[base...].indices {
            guard let shown = slots[index].shown else { continue }
            try copy(
                slots[index].window, at: shown, drawn: slots[index].drawn, damage: damage,
                covered: lines(shown.height))
        }
    }

    /// Copies `window`, which lies at `rect`, to the screen on the damaged rows, or whole if
    /// it was `drawn`, but for its `covered` lines (one a row), which it untouches.
    private func copy(
        _ window: UnsafeMutablePointer<WINDOW>, at rect: Rect, drawn: Bool, damage: DamagedRows,
        covered: ArraySlice<Bool>
    ) throws(CursesError) {
        // What each line needs: untouched (0) when covered, touched (1) when damaged, or
        // nothing; runs of lines that need the same go in one call.
        let change = { (y: Int) -> Int32? in
            if covered[covered.startIndex + y - rect.minY] { return 0 }
            return !drawn && damage.contains(y) ? 1 : nil
        }
        var copies = false
        var y = rect.minY
        while y < rect.maxY {
            let needed = change(y)
            var end = y + 1
            while end < rect.maxY && change(end) == needed { end += 1 }
            if let needed {
                try Curses.check(
                    "wtouchln", wtouchln(window, Int32(y - rect.minY), Int32(end - y), needed),
                    "rows \(y)+\(end - y) of \(rect)")
            }
            if needed == 1 || (needed == nil && drawn) { copies = true }
            y = end
        }
        if copies { try Curses.check("wnoutrefresh", wnoutrefresh(window), "\(rect)") }
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

    private func draw(
        _ view: View, in window: UnsafeMutablePointer<WINDOW>, frame: Rect, visible: Rect
    ) throws(CursesError) {
        try Curses.check("werase", werase(window))
        canvas.start(window: window, frame: frame, visible: visible)
        view.display(in: canvas)
        try canvas.finish()
        drawnInLastFrame += 1
    }
}
