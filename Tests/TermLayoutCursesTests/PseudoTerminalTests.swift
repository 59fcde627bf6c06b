import Foundation
import TermLayout
import TermLayoutCurses
import TermLayoutCursesTesting
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// Every frame of the tree under `root`, in drawing order.
@MainActor
private func frames(_ root: View) -> [Rect] {
    root.subtree.map(\.frame)
}

/// The views that show under `root` on a screen of `size`, but those that the views above
/// cover whole, cell by cell: ncurses' panels are opaque, so those need no window.
@MainActor
private func uncovered(_ root: View, on size: Size) -> [VisibleView] {
    var covered = Set<Point>()
    var kept: [VisibleView] = []
    for shown in root.visibleSubtree(on: Rect(origin: .zero, size: size)).reversed() {
        let rect = shown.visible
        let cells = (rect.minY..<rect.maxY).flatMap { y in
            (rect.minX..<rect.maxX).map { Point(x: $0, y: y) }
        }
        if !covered.isSuperset(of: cells) { kept.append(shown) }
        covered.formUnion(cells)
    }
    return kept
}

/// A display on a new session of `pty`, showing `root`.
@MainActor
private func showing(_ root: RootView, on pty: PseudoTerminal) throws -> TerminalDisplay {
    let display = TerminalDisplay(session: try pty.startSession())
    try display.show(root)
    return display
}

/// The in-process pseudo-terminal that benchmarks resize through: sizes, resizes, byte counts,
/// and an end that never hangs. ncurses holds one screen per process, so one test at a time.
/// No time limit: a test's waits have their own hang limits, and a limit on the test counts
/// its wait for the main actor, which every view test shares (on a CI machine kept busy, a test
/// that draws one label waited more than 10 minutes for it).
@Suite("A pseudo-terminal opened in-process", .serialized)
@MainActor
struct PseudoTerminalTests {
    @Test("a session on a pseudo-terminal has the pseudo-terminal's size")
    func startingSize() throws {
        let pty = try PseudoTerminal(size: Size(width: 100, height: 30))
        defer { pty.close() }
        let session = try pty.startSession()
        #expect(session.size == Size(width: 100, height: 30))
    }

    @Test("after a resize, noteResize and show, the session's size and every frame follow")
    func resize() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let root = try SampleScreens.stack(rows: 1_000, size: Size(width: 80, height: 24))
        let display = try showing(root, on: pty)
        let sizes = [(120, 40), (30, 10), (160, 60), (1, 1), (80, 24)]
        for size in sizes.map({ Size(width: $0.0, height: $0.1) }) {
            try pty.resize(to: size)
            display.noteResize()
            try display.show(root)
            #expect(pty.size == size)
            #expect(display.session.size == size)
            let fresh = try SampleScreens.stack(rows: 1_000, size: size)
            fresh.layoutIfNeeded()
            #expect(root.frame == Rect(origin: .zero, size: size))
            #expect(frames(root) == frames(fresh), "at \(size)")
        }
    }

    /// A view that does not show, or that the views above cover whole (here the root, under
    /// its rows), holds no window. Frames resize a window only when its view is larger or far
    /// smaller, as each resize walks every window; `fitWindows()` gives back the room it kept,
    /// leaving a spare one cell and a window what its view shows, and the screen as it was.
    @Test(
        "only the views that show uncovered hold a window, and once fitted each holds what it shows, through resizes that hide and show most"
    )
    func windowsFollowShownViews() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let root = try SampleScreens.stack(rows: 1_000, size: Size(width: 80, height: 24))
        let display = try showing(root, on: pty)
        let sizes = [(160, 60), (1, 60), (1, 1), (160, 60), (30, 5), (80, 24)]
        for size in sizes.map({ Size(width: $0.0, height: $0.1) }) {
            try pty.resize(to: size)
            display.noteResize()
            try display.show(root)
            let shown = uncovered(root, on: size)
            #expect(display.windowCount == shown.count, "at \(size)")
            let cells = shown.reduce(0) { $0 + $1.visible.width * $1.visible.height }
            #expect(display.shownWindowCells <= 4 * cells + 64 * shown.count, "at \(size)")
            #expect(display.spareWindows.cells <= 68 * display.spareWindows.count, "at \(size)")
            try display.fitWindows()
            #expect(display.spareWindows.cells == display.spareWindows.count, "at \(size)")
            #expect(display.shownWindowCells == cells, "at \(size)")
            #expect(try pty.bytesWritten { try display.show(root) } == 0, "at \(size)")
        }
    }

    /// Panels lie on `stdscr`, as ncurses' panel library has it: where no view shows any more,
    /// the blank ground under them is what the screen shows.
    @Test("a root hidden blanks what it showed, and shown again draws it back")
    func hiddenRoot() throws {
        let size = Size(width: 80, height: 24)
        let pty = try PseudoTerminal(size: size)
        defer { pty.close() }
        let root = try SampleScreens.grid(cells: 4, size: size)
        let display = try showing(root, on: pty)
        root.isHidden = true
        let hiding = try pty.bytesWritten { try display.show(root) }
        #expect(display.windowCount == 0)
        #expect(hiding > 0, "the cells the grid covered are erased")
        root.isHidden = false
        let showing = try pty.bytesWritten { try display.show(root) }
        #expect(display.windowCount == uncovered(root, on: size).count)
        #expect(showing > size.height * 4, "every row's boxes again")
    }

    /// A stack of views that each fill the screen holds one window, the top one's: the quit
    /// of 50,000 such views freed 4.36 GB of pads (issue 38). Hiding the top view shows the
    /// one under it, in that one window.
    @Test("views covered whole by the views above hold no window, and show once uncovered")
    func coveredViews() throws {
        let size = Size(width: 40, height: 10)
        let pty = try PseudoTerminal(size: size)
        defer { pty.close() }
        let root = RootView(size: size)
        let layers = (0..<500).map { Label(text: "layer \($0)") }
        for layer in layers {
            try root.addSubview(layer)
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(
                    withVisualFormat: "H:|[layer]|;V:|[layer]|", views: ["layer": layer]))
        }
        let display = try showing(root, on: pty)
        #expect(display.windowCount == 1)
        #expect(display.shownWindowCells == size.width * size.height)
        layers[499].isHidden = true
        let showingNext = try pty.bytesWritten { try display.show(root) }
        #expect(display.windowCount == 1)
        #expect(showingNext > 0, "the layer under the hidden one is drawn")
        layers[499].isHidden = false
        layers[498].isHidden = true
        #expect(try pty.bytesWritten { try display.show(root) } > 0, "the top layer again")
        #expect(display.windowCount == 1)
    }

    /// Since a resize writes every cell again in place (`TerminalSession.resize(to:)`), it
    /// costs about what a full redraw does: on this sparse screen a little more, since blank
    /// cells a clear would have blanked take an erase-to-end-of-line on every row.
    @Test(
        "a resize of the 1,000-row stack writes at most 1.25× a full redraw, and no change nothing")
    func resizeBytes() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let root = try SampleScreens.stack(rows: 1_000, size: Size(width: 80, height: 24))
        let display = try showing(root, on: pty)
        let sizes = [(120, 40), (100, 30), (160, 60), (80, 24)]
        for size in sizes.map({ Size(width: $0.0, height: $0.1) }) {
            try pty.resize(to: size)
            let resize = try pty.bytesWritten {
                display.noteResize()
                try display.show(root)
            }
            let unchanged = try pty.bytesWritten { try display.show(root) }
            let redraw = try pty.bytesWritten {
                try display.repaintEverything()
                try display.show(root)
            }
            #expect(unchanged == 0, "at \(size)")
            #expect(redraw > size.height * 10, "at \(size): every row's text")
            #expect(
                resize * 4 <= redraw * 5, "at \(size): \(resize) bytes, a full redraw \(redraw)")
        }
    }

    /// ncurses flushed its output at every cursor move until its screen had been ended once,
    /// so a frame took a write a row; the session ends and resumes it as it starts. The
    /// resize writes the cursor's address first (`TerminalSession.putCursor`), then the frame,
    /// which ncurses's buffer (its size at the start, 2,235 bytes) holds whole here.
    @Test(
        "a resize of the 1,000-row stack reaches the terminal in at most 3 writes, not one a row",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/thread-self/io")),
        arguments: [Size(width: 160, height: 60), Size(width: 120, height: 40)])
    func resizeWrites(to size: Size) throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let root = try SampleScreens.stack(rows: 1_000, size: Size(width: 80, height: 24))
        let display = try showing(root, on: pty)
        try pty.resize(to: size)
        let before = try writeCalls()
        display.noteResize()
        try display.show(root)
        let writes = try writeCalls() - before
        #expect(writes <= 3, "\(writes) writes for \(size.height) rows")
    }

    /// tmux reflows its lines through a size this program never sees (one column, say, in a
    /// burst of resizes), and the cursor moves with them: a frame that moved it from where it
    /// was last put, or wrote where it stands, put the demo's title on another row.
    @Test(
        "after a resize the cursor is moved by its address before anything is written",
        arguments: [
            Size(width: 120, height: 40), Size(width: 1, height: 10), Size(width: 40, height: 1),
            Size(width: 100, height: 30), Size(width: 1, height: 1),
        ])
    func resizeAddressesTheCursorFirst(to size: Size) throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24), keepsOutput: true)
        defer { pty.close() }
        let root = try SampleScreens.stack(rows: 30, size: Size(width: 80, height: 24))
        let display = try showing(root, on: pty)
        try pty.resize(to: size)
        let mark = try pty.output().count
        display.noteResize()
        try display.show(root)
        let frame = Array(try pty.output()[mark...])
        #expect(!frame.isEmpty)
        #expect(
            addressesTheCursorFirst(frame),
            "at \(size): \(String(decoding: frame.prefix(40), as: UTF8.self).debugDescription)")
    }

    @Test("frames of a 300×100 grid, far more than a pty buffers, are written, and all ends")
    func largeOutput() throws {
        let size = Size(width: 300, height: 100)
        let pty = try PseudoTerminal(size: size)
        let session = try pty.startSession()
        do {
            let root = try SampleScreens.grid(cells: 20, size: size)
            let display = TerminalDisplay(session: session)
            let bytes = try pty.bytesWritten {
                try display.show(root)
                for _ in 0..<6 {
                    try display.repaintEverything()
                    try display.show(root)
                }
            }
            // A pty buffers about 64 KiB; with nobody reading, the writer would have hung.
            #expect(bytes > 2 * 65_536)
        }
        let beforeClose = try pty.bytesWritten()
        pty.close()
        #expect(!session.isActive)
        #expect(try pty.bytesWritten() > beforeClose, "the normal screen back is counted too")
        pty.close()
    }

    @Test("sizes no terminal can have are refused, naming the size")
    func invalidSize() throws {
        #expect(throws: PseudoTerminalError.self) {
            try PseudoTerminal(size: Size(width: 0, height: 24))
        }
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        do {
            try pty.resize(to: Size(width: 80, height: 70_000))
            Issue.record("resized to 80×70000")
        } catch {
            #expect(error.description == "a terminal cannot be 80×70000")
        }
        #expect(pty.size == Size(width: 80, height: 24))
    }

    @Test("a session turns bracketed paste on when it starts and off when it ends")
    func bracketedPaste() throws {
        let pty = try PseudoTerminal(size: Size(width: 20, height: 4), keepsOutput: true)
        defer { pty.close() }
        let session = try pty.startSession()
        let on = Array("\u{1B}[?2004h".utf8)
        let off = Array("\u{1B}[?2004l".utf8)
        #expect(try pty.output().contains(on) && !pty.output().contains(off))
        session.end()
        let output = try pty.output()
        #expect(output.contains(off))
    }

    @Test("mouse reporting turns on and off as asked, and off when the session ends")
    func mouseReporting() throws {
        let pty = try PseudoTerminal(size: Size(width: 20, height: 4), keepsOutput: true)
        defer { pty.close() }
        let session = try pty.startSession()
        let on = Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)
        let off = Array("\u{1B}[?1006l\u{1B}[?1002l".utf8)
        #expect(try !pty.output().contains(on), "off until asked")
        session.reportsMouse = true
        #expect(try pty.output().contains(on) && !pty.output().contains(off))
        session.end()
        #expect(try pty.output().contains(off))
    }
}

/// Whether `output` moves the cursor by its address (`CSI row;col H`) before it writes a
/// character or moves or erases relative to the cursor. Modes, attributes and character sets
/// may come first: they do not depend on where the cursor is.
private func addressesTheCursorFirst(_ output: [UInt8]) -> Bool {
    let escape: UInt8 = 0x1B
    var index = 0
    while index < output.count {
        let byte = output[index]
        switch byte {
        case 0x0E, 0x0F:  // shift out and in: character sets
            index += 1
        case escape where index + 1 < output.count && output[index + 1] == UInt8(ascii: "["):
            var end = index + 2
            while end < output.count && !(0x40...0x7E).contains(output[end]) { end += 1 }
            guard end < output.count else { return false }
            switch output[end] {
            case UInt8(ascii: "H"), UInt8(ascii: "f"): return true
            case UInt8(ascii: "m"): index = end + 1
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                guard output[index + 2] == UInt8(ascii: "?") else { return false }
                index = end + 1
            default: return false
            }
        case escape where index + 2 < output.count && output[index + 1] == UInt8(ascii: "("):
            index += 3
        default:
            return false
        }
    }
    return false
}

/// How many `write` calls this thread has made (`syscw` in `/proc/thread-self/io`): a test on
/// the main actor that does not suspend counts its own writes alone.
private func writeCalls() throws -> Int {
    let text = try String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8)
    let line = text.split(separator: "\n").first { $0.hasPrefix("syscw:") }
    return try #require(
        line.flatMap { Int($0.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)) })
}
