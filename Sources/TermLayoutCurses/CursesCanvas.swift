import CNcursesw
import TermLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The canvas views draw on, one view's window at a time: `start` points it at a window, which
/// covers only the part of the view that shows, so view coordinates are shifted by where that
/// part starts; the shared `Canvas` extensions clip, so every cell put here lies inside the
/// window. Cells are held as a run while they follow one another on a row, and a run goes to
/// the window in one `mvwadd_wchnstr`; `finish()` writes the last one. The renderer keeps one
/// canvas for every view and frame, so the style last drawn in and the run's buffer carry over.
final class CursesCanvas: Canvas {
    private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var clip = Rect(x: 0, y: 0, width: 0, height: 0)
    private var window: UnsafeMutablePointer<WINDOW>?
    private let styles: CursesStyles
    /// Whether the locale can write any grapheme; without it (a locale that is not UTF-8)
    /// everything past ASCII goes out as its `LegacyGlyph`.
    private let writesUnicode: Bool
    // The state a cell changes skips Swift's run-time exclusivity check: a put never
    // overlaps another, and the checks were a seventh of a cell's cost.
    /// The first failure, kept because `Canvas.put` cannot throw; `finish()` reports it.
    @exclusivity(unchecked) private var failure: CursesError?
    /// The wide graphemes written so far, by their left cell in view coordinates, with their
    /// style: a cell written over half of one blanks the other half in that style, as `Screen`
    /// does (`mvwadd_wchnstr` blanks it in the window's background, plain).
    @exclusivity(unchecked) private var wideCells: [Point: TextStyle] = [:]
    /// The style last drawn in, with its attributes and colour pair and a character of one
    /// scalar made in it by `setcchar`: a grapheme of one scalar in that style is that
    /// character with the scalar in its place, as `setcchar` would make it, and a style's pair
    /// is a dictionary look-up. Fields of their own, not an optional tuple: reading one copied
    /// the whole tuple at every cell.
    @exclusivity(unchecked) private var lastStyle = TextStyle.plain
    @exclusivity(unchecked) private var lastAlternate = false
    @exclusivity(unchecked) private var lastAttributes: attr_t = 0
    @exclusivity(unchecked) private var lastPair: Int32 = 0
    /// Nil until a character of one scalar has been made.
    @exclusivity(unchecked) private var lastMade: cchar_t?
    /// The cells put but not yet written: the characters of consecutive cells on one row of
    /// the window, as many as the window is wide at most (a wide one takes two cells).
    private var run: UnsafeMutablePointer<cchar_t>
    private var runCapacity = 1
    @exclusivity(unchecked) private var runCount = 0
    /// Where the run starts in the window, and the column just after it.
    @exclusivity(unchecked) private var runRow: Int32 = 0
    @exclusivity(unchecked) private var runColumn: Int32 = 0
    @exclusivity(unchecked) private var runEnd: Int32 = 0

    init(styles: CursesStyles, writesUnicode: Bool) {
        self.styles = styles
        self.writesUnicode = writesUnicode
        run = .allocate(capacity: runCapacity)
    }

    isolated deinit { run.deallocate() }

    /// Points the canvas at `window`, where a view of `frame` shows at `visible` (both in
    /// screen cells), with nothing drawn yet.
    func start(window: UnsafeMutablePointer<WINDOW>, frame: Rect, visible: Rect) {
        self.window = window
        bounds = Rect(origin: .zero, size: frame.size)
        clip = visible.offsetBy(dx: -frame.minX, dy: -frame.minY)
        failure = nil
        if !wideCells.isEmpty { wideCells.removeAll(keepingCapacity: true) }
        runCount = 0
        if visible.width > runCapacity {
            run.deallocate()
            runCapacity = visible.width
            run = .allocate(capacity: runCapacity)
        }
    }

    func put(_ grapheme: String, width: Int, at cell: Point, style: TextStyle) {
        guard failure == nil else { return }
        let covered = cell.x..<(cell.x + width)
        if !wideCells.isEmpty { blankWideHalves(under: covered, row: cell.y) }
        if !writesUnicode, let glyph = LegacyGlyph.forGrapheme(grapheme) {
            for x in covered {
                switch glyph {
                case .alternate(let letter):
                    write(
                        String(letter), width: 1, at: Point(x: x, y: cell.y), style: style,
                        alternate: true)
                case .ascii(let character):
                    write(String(character), width: 1, at: Point(x: x, y: cell.y), style: style)
                }
            }
            return
        }
        if width == 2 { wideCells[cell] = style }
        write(grapheme, width: width, at: cell, style: style)
    }

    /// Blanks the other half of each wide grapheme that the cells `covered` of `row` cut.
    private func blankWideHalves(under covered: Range<Int>, row y: Int) {
        for x in covered {
            if let left = wideCells.removeValue(forKey: Point(x: x - 1, y: y)),
                x == covered.lowerBound
            {
                write(" ", width: 1, at: Point(x: x - 1, y: y), style: left)
            }
            if let old = wideCells.removeValue(forKey: Point(x: x, y: y)),
                !covered.contains(x + 1)
            {
                write(" ", width: 1, at: Point(x: x + 1, y: y), style: old)
            }
        }
    }

    /// Makes the character once and puts it in the run `count` times; a grapheme that needs
    /// a `LegacyGlyph`, or cells that may hold half of a wide one, take `put`'s way.
    func put(_ grapheme: String, repeated count: Int, at cell: Point, style: TextStyle) {
        guard failure == nil else { return }
        guard writesUnicode, wideCells.isEmpty else {
            for x in cell.x..<(cell.x + count) {
                put(grapheme, width: 1, at: Point(x: x, y: cell.y), style: style)
            }
            return
        }
        let y = Int32(cell.y - clip.minY)
        let x = Int32(cell.x - clip.minX)
        do throws(CursesError) {
            let character = try made(grapheme, style: style, alternate: false)
            for offset in 0..<Int32(count) {
                try append(character, width: 1, row: y, column: x + offset)
            }
        } catch {
            failure = error
        }
    }

    /// Writes what is left of the run, and throws the first failure of the drawing, if any.
    func finish() throws(CursesError) {
        if failure == nil {
            do throws(CursesError) {
                try writeRun()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Puts one grapheme in the run, after writing the run first if the grapheme does not
    /// follow it; `alternate` selects the alternate character set, for a `LegacyGlyph`.
    private func write(
        _ grapheme: String, width: Int, at cell: Point, style: TextStyle, alternate: Bool = false
    ) {
        let y = Int32(cell.y - clip.minY)
        let x = Int32(cell.x - clip.minX)
        do throws(CursesError) {
            try append(
                made(grapheme, style: style, alternate: alternate), width: width, row: y, column: x)
        } catch {
            failure = error
        }
    }

    /// Adds `character`, `width` cells wide, to the run at `column` of `row` in the window,
    /// after writing the run first if the character does not follow it.
    private func append(_ character: cchar_t, width: Int, row: Int32, column: Int32)
        throws(CursesError)
    {
        if runCount > 0 && (row != runRow || column != runEnd || runCount == runCapacity) {
            try writeRun()
        }
        if runCount == 0 { (runRow, runColumn, runEnd) = (row, column, column) }
        run[runCount] = character
        runCount += 1
        runEnd += Int32(width)
    }

    /// Writes the run to the window, at once: `mvwadd_wchnstr` places each character as
    /// `mvwadd_wch` would, a wide one over two cells, without moving the cursor (so the
    /// bottom-right cell is no special case).
    private func writeRun() throws(CursesError) {
        guard runCount > 0, let window else { return }
        let count = runCount
        runCount = 0
        try Curses.check(
            "mvwadd_wchnstr", mvwadd_wchnstr(window, runRow, runColumn, run, Int32(count)),
            "\(count) at \(runColumn),\(runRow) of a window \(clip.width)×\(clip.height)")
    }

    /// The ncurses character for `grapheme` in `style`.
    private func made(_ grapheme: String, style: TextStyle, alternate: Bool) throws(CursesError)
        -> cchar_t
    {
        let scalar = Self.onlyScalar(of: grapheme)
        let isLastStyle =
            lastMade != nil && lastAlternate == alternate && Self.same(lastStyle, style)
        if let scalar, isLastStyle {
            var character = lastMade.unsafelyUnwrapped
            character.chars.0 = wchar_t(bitPattern: scalar)
            return character
        }
        let single = scalar != nil
        let (attributes, pair) =
            isLastStyle ? (lastAttributes, lastPair) : attributes(for: style, alternate: alternate)
        // A cchar_t holds a spacing character and up to four combining marks.
        var characters: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0)
        var index = 0
        for scalar in grapheme.unicodeScalars where index < 5 {
            let value = wchar_t(bitPattern: scalar.value)
            switch index {
            case 0: characters.0 = value
            case 1: characters.1 = value
            case 2: characters.2 = value
            case 3: characters.3 = value
            default: characters.4 = value
            }
            index += 1
        }
        var character = cchar_t()
        let made = termlayout_setcchar_scalars(
            &character, characters.0, characters.1, characters.2, characters.3, characters.4,
            attributes, pair)
        try Curses.check(
            "setcchar", made, "\(grapheme.unicodeScalars.map { String($0.value, radix: 16) })")
        if single {
            (lastStyle, lastAlternate, lastAttributes, lastPair) = (
                style, alternate, attributes, pair
            )
            lastMade = character
        }
        return character
    }

    /// The value of `grapheme`'s scalar when it has one alone; one byte is one ASCII scalar.
    nonisolated private static func onlyScalar(of grapheme: String) -> UInt32? {
        let bytes = grapheme.utf8
        if bytes.count == 1, let byte = bytes.first { return UInt32(byte) }
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first.value
    }

    /// Whether two styles are equal, their bytes compared first: a style is plain data, so
    /// equal bytes are equal styles, and its derived `==`, a call for each colour, was a fifth
    /// of making a character. Nonisolated, so that its closures are entered without a check
    /// of the actor.
    nonisolated private static func same(_ a: TextStyle, _ b: TextStyle) -> Bool {
        let sameBytes = withUnsafeBytes(of: a) { first in
            withUnsafeBytes(of: b) { second in
                memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
            }
        }
        return sameBytes || a == b
    }

    /// The attributes and colour pair of `style`, with the alternate character set if
    /// `alternate`, as the styles give them: `made` asks only for a style other than the last.
    private func attributes(for style: TextStyle, alternate: Bool) -> (
        attributes: attr_t, pair: Int32
    ) {
        var (attributes, pair) = styles.attributes(for: style)
        if alternate { attributes |= termlayout_a_altcharset() }
        return (attributes, pair)
    }
}
