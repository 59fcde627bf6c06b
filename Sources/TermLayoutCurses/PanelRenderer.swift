import CNcursesw
import TermLayout

/// Shows each view that shows in an ncurses pad on a panel of its own, holding its visible
/// part (its frame clipped by its ancestors and the screen), stacked in the tree's order; a
/// view that the views above cover whole shows nothing, as panels are opaque, and has none. The
/// panels are slots kept from frame to frame: the views that show take the top ones in drawing
/// order, so the stack never needs reordering. ncurses' panel calls walk every panel
/// (`top_panel`, `del_panel`, `move_panel`, `replace_panel`, and `update_panels` every pair
/// above each), so a frame makes none but `new_panel`: it copies to the screen only the pads'
/// rows whose picture changed (`DamagedRows`), bottom to top, as `update_panels` would, and one
/// `doupdate` shows it.
///
/// Pads, not windows, because ncurses walks its list of every window for each window it fits:
/// `wresize` looks for subwindows among all of them, and `resize_term` shrinking the screen
/// asks every window for its subwindows, so a resize of N windows took N² steps
/// (Benchmarks/README.md, "Pads instead of windows"). `resize_term` leaves pads alone, and a
/// pad shows any part of itself anywhere on the screen (`pnoutrefresh`), so it never moves,
/// and it is only resized when its view is larger or far smaller (`fit(_:toHold:)`);
/// `fitPads()` fits every pad exactly when the app is quiet.
@MainActor
final class PanelRenderer {
    /// A class, not a struct: reading a field of a struct in an array copied the whole slot,
    /// its weak reference to the view too, three times a view a frame.
    private final class Slot {
        /// Its top-left part holds the view's visible part.
        let pad: UnsafeMutablePointer<WINDOW>
        let panel: UnsafeMutablePointer<PANEL>
        /// The view the pad shows; nil for a spare.
        weak var view: View?
        /// Where the pad showed in the last frame, on screen; a spare's shows nowhere.
        var shown: Rect?
        /// Where the visible part starts inside the view: drawing is shifted by it.
        var clipOrigin = Point.zero
        /// The size the view was last drawn at; the pad may be larger.
        var drawnSize = Size(width: 0, height: 0)
        /// Whether the pad was drawn in this frame.
        var drawn = false

        init(pad: UnsafeMutablePointer<WINDOW>, panel: UnsafeMutablePointer<PANEL>) {
            (self.pad, self.panel) = (pad, panel)
        }
    }

    private let session: TerminalSession
    /// The canvas every view draws on, pointed at its window in turn.
    private let canvas: CursesCanvas
    /// The panels from bottom to top, as stacked: spares, then one per view that shows. Read
    /// a view a frame, never in accesses that overlap: without the run-time exclusivity check.
    @exclusivity(unchecked) private var slots: [Slot] = []
    /// How many of the top slots hold a view.
    private var shownCount = 0
    /// The screen's size at the last frame shown; nil before the first, and after a frame
    /// that failed.
    private var screenSize: Size?
    /// The spans of the screen the pads cover, and which lines of each pad the pads above
    /// cover, found anew each frame (kept for their memory); no access to them overlaps
    /// another, and their run-time exclusivity checks were most of the work per window.
    @exclusivity(unchecked) private var covered = CoveredSpans()
    @exclusivity(unchecked) private var coveredLines: [Bool] = []
    /// How many views were drawn in the last frame, for tests and benchmarks.
    private(set) var drawnInLastFrame = 0
    /// How many pads hold a view: one per view the last frame showed, but those covered whole.
    var windowCount: Int { shownCount }
    /// How many spare pads are kept, and how many cells they hold together.
    var spareWindows: (count: Int, cells: Int) {
        let spares = slots[..<(slots.count - shownCount)]
        return (spares.count, spares.reduce(0) { $0 + Self.cells(of: $1.pad) })
    }
    /// How many cells the pads that hold a view hold together.
    var shownWindowCells: Int {
        slots[(slots.count - shownCount)...].reduce(0) { $0 + Self.cells(of: $1.pad) }
    }
    /// Whether the terminal's cursor shows; the session starts with it hidden.
    private var cursorShows = false

    init(session: TerminalSession) {
        self.session = session
        canvas = CursesCanvas(
            styles: CursesStyles(depth: session.colorDepth), writesUnicode: session.writesUnicode)
    }

    /// Deletes the panels and pads, newest first, while the session lasts: a display dropped
    /// in a session that goes on. `del_panel` walks the whole stack (it hides the panel
    /// first), so N take N²/2 steps: 207 s after 20,000 views. A session that ends first frees
    /// the pads itself (`delscreen`, in linear time) and leaves the panels to the process, 32
    /// bytes a slot, as ncurses leaves its `stdscr` pseudo-panel: no call frees a panel but
    /// `del_panel`. Nothing walks a stack once its screen is gone, and a later session's screen
    /// has its own. `TerminalApp` ends a session it started before its display goes.
    isolated deinit {
        guard session.isActive else { return }
        for slot in slots.reversed() {
            del_panel(slot.panel)
            delwin(slot.pad)
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
        let ground = try Curses.check("stdscr", termlayout_stdscr())
        let screen = Rect(origin: .zero, size: Self.size(of: ground))
        let visible = uncovered(
            root.visibleSubtree(on: Rect(origin: .zero, size: screenSize)), on: screen)
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
        try compose(ground, on: screen, from: base, damage: damage)
        try placeCursor(at: (root as? RootView)?.cursorLocation)
        try session.synchronizedUpdate { () throws(CursesError) in
            try Curses.check("doupdate", doupdate())
        }
        self.screenSize = screenSize
    }

    /// Fits every pad to what it shows, and a spare to one cell: the room a pad kept for a
    /// larger view goes back. Each fit walks every window (`wresize`), so this is for the quiet
    /// moment after a burst of frames, not for a frame.
    func fitPads() throws(CursesError) {
        guard session.isActive else { return }
        for slot in slots {
            try resize(slot.pad, to: slot.shown?.size ?? Size(width: 1, height: 1))
        }
    }

    /// Makes a spare: a 1×1 pad, its panel on top of the stack. Before the first, refuses an
    /// ncurses too old to take pads on panels, saying what to install.
    private func makeSlot() throws(CursesError) -> Slot {
        if slots.isEmpty { try NcursesVersion.requirePadsOnPanels() }
        let pad = try Curses.check("newpad", newpad(1, 1), "1×1")
        guard let panel = new_panel(pad) else {
            delwin(pad)
            throw CursesError(call: "new_panel", detail: "a 1×1 pad")
        }
        return Slot(pad: pad, panel: panel)
    }

    /// Makes slot `index` a spare, if it is not one already, marking where it showed.
    private func retire(_ index: Int, damage: inout DamagedRows) throws(CursesError) {
        guard let shown = slots[index].shown else { return }
        damage.insert(shown)
        slots[index].view = nil
        slots[index].shown = nil
        try fit(slots[index].pad, toHold: Size(width: 1, height: 1))
    }

    /// Gives the view that shows in slot `index` its pad, grown to hold it if need be, and
    /// draws it if the pad held another view, the visible part changed, or the view needs
    /// display (or `redraw` says so); marks what the pad covered and covers if anything changed.
    private func place(
        _ shown: VisibleView, in index: Int, damage: inout DamagedRows, redraw: Bool
    ) throws(CursesError) {
        let (view, frame, visible) = (shown.view, shown.frame, shown.visible)
        let slot = slots[index]
        let clipOrigin = Point(x: visible.minX - frame.minX, y: visible.minY - frame.minY)
        try fit(slot.pad, toHold: visible.size)
        let holdsView = slot.view === view
        slot.drawn =
            redraw || !holdsView || view.needsDisplay || slot.drawnSize != visible.size
            || slot.clipOrigin != clipOrigin
        if slot.drawn || slot.shown != visible {
            if let old = slot.shown { damage.insert(old) }
            damage.insert(visible)
        }
        if !holdsView { slot.view = view }
        slot.shown = visible
        slot.clipOrigin = clipOrigin
        slot.drawnSize = visible.size
        if slot.drawn { try draw(view, in: slot.pad, frame: frame, visible: visible) }
    }

    /// Grows `pad` to hold `size` where it is smaller, but resizes it to `size` itself when it
    /// would hold more than four times as many cells and 64 more: `wresize` walks every window,
    /// so a pad keeps room for a larger view, but not a whole screen's for a row (pads fitted
    /// only when the app was quiet held far more than windows had: Benchmarks/README.md).
    private func fit(_ pad: UnsafeMutablePointer<WINDOW>, toHold size: Size) throws(CursesError) {
        let held = Self.size(of: pad)
        let grown = Size(width: max(held.width, size.width), height: max(held.height, size.height))
        try resize(
            pad, to: grown.width * grown.height > 4 * size.width * size.height + 64 ? size : grown)
    }

    /// Resizes `pad` to `size` unless it has that size already.
    private func resize(_ pad: UnsafeMutablePointer<WINDOW>, to size: Size) throws(CursesError) {
        guard Self.size(of: pad) != size else { return }
        try Curses.check(
            "wresize", wresize(pad, Int32(size.height), Int32(size.width)), "\(size)")
    }

    private static func size(of window: UnsafeMutablePointer<WINDOW>) -> Size {
        Size(width: Int(termlayout_max_x(window)), height: Int(termlayout_max_y(window)))
    }

    private static func cells(of window: UnsafeMutablePointer<WINDOW>) -> Int {
        let size = size(of: window)
        return size.width * size.height
    }

    /// The views of `visible` that the views above leave some line of: a panel hides what
    /// lies under it, so a view covered whole needs no pad (a stack of 50,000 views that each
    /// fill the screen needs one). Notes in `coveredLines`, top to bottom, which lines of each
    /// view kept the views above cover.
    private func uncovered(_ visible: [VisibleView], on screen: Rect) -> [VisibleView] {
        covered.reset(height: screen.height)
        coveredLines.removeAll(keepingCapacity: true)
        var coveredWhole: [Int] = []
        for index in visible.indices.reversed() {
            let start = coveredLines.endIndex
            covered.cover(visible[index].visible, noting: &coveredLines)
            if !coveredLines[start...].contains(false) {
                coveredLines.removeSubrange(start...)
                coveredWhole.append(index)
            }
        }
        guard !coveredWhole.isEmpty else { return visible }
        // Met top to bottom, the views covered whole come off the end lowest first.
        var kept: [VisibleView] = []
        kept.reserveCapacity(visible.count - coveredWhole.count)
        var next = coveredWhole.popLast()
        for index in visible.indices {
            if index == next {
                next = coveredWhole.popLast()
            } else {
                kept.append(visible[index])
            }
        }
        return kept
    }

    /// Copies the pads of the views that show to the screen (`newscr`), bottom to top, over
    /// `ground` (`stdscr`, the blank ground under every panel, as large as `screen`), on the
    /// damaged rows, and a pad drawn this frame whole. The lines that the pads above cover
    /// whole (`coveredLines`; the ground's and the root's, under the views that fill them) are
    /// not copied, since every cell of them would be copied over on the same rows.
    private func compose(
        _ ground: UnsafeMutablePointer<WINDOW>, on screen: Rect, from base: Int,
        damage: DamagedRows
    ) throws(CursesError) {
        // The ground's lines come last, under every pad.
        covered.cover(screen, noting: &coveredLines)
        // Bottom to top, each takes its lines from the end.
        var end = coveredLines.endIndex
        func lines(_ count: Int) -> ArraySlice<Bool> {
            end -= count
            return coveredLines[end..<(end + count)]
        }
        try copyGround(ground, height: screen.height, damage: damage, covered: lines(screen.height))
        for index in slots[base...].indices {
            guard let shown = slots[index].shown else { continue }
            try copy(
                slots[index].pad, to: shown, drawn: slots[index].drawn, damage: damage,
                covered: lines(shown.height))
        }
    }

    /// Copies the ground, a window `height` rows high, on the damaged rows but for its
    /// `covered` lines (one a row): the damaged lines are touched and the covered ones
    /// untouched, so that `wnoutrefresh` copies just the rest.
    private func copyGround(
        _ ground: UnsafeMutablePointer<WINDOW>, height: Int, damage: DamagedRows,
        covered: ArraySlice<Bool>
    ) throws(CursesError) {
        // What each line needs: untouched (0) when covered, touched (1) when damaged, or
        // nothing; runs of lines that need the same go in one call.
        let change = { (y: Int) -> Int32? in
            if covered[covered.startIndex + y] { return 0 }
            return damage.contains(y) ? 1 : nil
        }
        var copies = false
        var y = 0
        while y < height {
            let needed = change(y)
            var end = y + 1
            while end < height && change(end) == needed { end += 1 }
            if let needed {
                try Curses.check(
                    "wtouchln", wtouchln(ground, Int32(y), Int32(end - y), needed),
                    "rows \(y)+\(end - y) of the ground")
            }
            if needed == 1 { copies = true }
            y = end
        }
        if copies { try Curses.check("wnoutrefresh", wnoutrefresh(ground), "the ground") }
    }

    /// Copies the top-left part of `pad` to `rect` on the screen, on the damaged rows, or on
    /// all of them if it was `drawn`, but for its `covered` lines (one a row); each run of
    /// rows in one `pnoutrefresh`.
    private func copy(
        _ pad: UnsafeMutablePointer<WINDOW>, to rect: Rect, drawn: Bool, damage: DamagedRows,
        covered: ArraySlice<Bool>
    ) throws(CursesError) {
        let needed = { (y: Int) -> Bool in
            !covered[covered.startIndex + y - rect.minY] && (drawn || damage.contains(y))
        }
        var y = rect.minY
        while y < rect.maxY {
            guard needed(y) else {
                y += 1
                continue
            }
            var end = y + 1
            while end < rect.maxY && needed(end) { end += 1 }
            try Curses.check(
                "pnoutrefresh",
                termlayout_copy_pad(
                    pad, Int32(y - rect.minY), Int32(y), Int32(rect.minX), Int32(end - 1),
                    Int32(rect.maxX - 1)), "rows \(y)+\(end - y) of \(rect)")
            y = end
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

    private func draw(
        _ view: View, in pad: UnsafeMutablePointer<WINDOW>, frame: Rect, visible: Rect
    ) throws(CursesError) {
        try Curses.check("werase", werase(pad))
        canvas.start(window: pad, frame: frame, visible: visible)
        view.display(in: canvas)
        try canvas.finish()
        drawnInLastFrame += 1
    }
}
