import CNcursesw
import TermLayout

/// A view's canvas on its window. The window covers only the part of the view that shows, so
/// view coordinates are shifted by where that part starts; the shared `Canvas` extensions
/// clip, so every cell put here lies inside the window.
final class CursesCanvas: Canvas {
    let bounds: Rect
    let clip: Rect
    private let window: UnsafeMutablePointer<WINDOW>
    private let styles: CursesStyles
    /// Whether the locale can write any grapheme; without it (a locale that is not UTF-8)
    /// everything past ASCII goes out as its `LegacyGlyph`.
    private let writesUnicode: Bool
    /// The first failure, kept because `Canvas.put` cannot throw; the renderer reports it.
    private(set) var failure: CursesError?
    /// The wide graphemes written so far, by their left cell in view coordinates, with their
    /// style: a cell written over half of one blanks the other half, as `Screen` does (ncurses
    /// leaves a window's cells as they are when a narrow character lands on a right half).
    private var wideCells: [Point: TextStyle] = [:]
    /// The character last made, with what it was made from: a fill or a border repeats one,
    /// and its attributes and `setcchar` cost more than the write.
    private var lastMade: (grapheme: String, style: TextStyle, alternate: Bool, made: cchar_t)?
    /// The attributes and colour pair of the style last drawn: a line of text is one style,
    /// and the pair is a dictionary look-up.
    private var lastStyle: (style: TextStyle, attributes: attr_t, pair: Int32)?

    /// `frame` and `visible` are in screen cells; the window sits at `visible`.
    init(
        window: UnsafeMutablePointer<WINDOW>, frame: Rect, visible: Rect, styles: CursesStyles,
        writesUnicode: Bool
    ) {
        self.window = window
        self.styles = styles
        self.writesUnicode = writesUnicode
        bounds = Rect(origin: .zero, size: frame.size)
        clip = visible.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }

    func put(_ grapheme: String, width: Int, at cell: Point, style: TextStyle) {
        guard failure == nil else { return }
        let covered = cell.x..<(cell.x + width)
        for x in covered where !wideCells.isEmpty {
            if let left = wideCells.removeValue(forKey: Point(x: x - 1, y: cell.y)), x == cell.x {
                write(" ", width: 1, at: Point(x: x - 1, y: cell.y), style: left)
            }
            if let old = wideCells.removeValue(forKey: Point(x: x, y: cell.y)),
                !covered.contains(x + 1)
            {
                write(" ", width: 1, at: Point(x: x + 1, y: cell.y), style: old)
            }
        }
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

    /// Writes one grapheme; `alternate` selects the alternate character set, for a
    /// `LegacyGlyph`.
    private func write(
        _ grapheme: String, width: Int, at cell: Point, style: TextStyle, alternate: Bool = false
    ) {
        let y = Int32(cell.y - clip.minY)
        let x = Int32(cell.x - clip.minX)
        let coversLastCell = Int(y) == clip.height - 1 && Int(x) + width == clip.width
        do {
            var character = try made(grapheme, style: style, alternate: alternate)
            try Curses.checkWrite(
                "mvwadd_wch", mvwadd_wch(window, y, x, &character), coversLastCell: coversLastCell,
                "at \(x),\(y) of a window \(clip.width)×\(clip.height)")
        } catch {
            failure = error
        }
    }

    /// The ncurses character for `grapheme` in `style`, made again only when it differs from
    /// the last one.
    private func made(_ grapheme: String, style: TextStyle, alternate: Bool) throws(CursesError)
        -> cchar_t
    {
        // The grapheme first: text changes it at every cell, and its style seldom.
        if let last = lastMade, last.grapheme == grapheme, last.alternate == alternate,
            last.style == style
        {
            return last.made
        }
        var (attributes, pair) = attributes(for: style)
        if alternate { attributes |= termlayout_a_altcharset() }
        // A cchar_t holds a spacing character and up to four combining marks.
        var scalars: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0)
        var index = 0
        for scalar in grapheme.unicodeScalars where index < 5 {
            let value = wchar_t(bitPattern: scalar.value)
            switch index {
            case 0: scalars.0 = value
            case 1: scalars.1 = value
            case 2: scalars.2 = value
            case 3: scalars.3 = value
            default: scalars.4 = value
            }
            index += 1
        }
        var character = cchar_t()
        let made = termlayout_setcchar_scalars(
            &character, scalars.0, scalars.1, scalars.2, scalars.3, scalars.4, attributes, pair)
        try Curses.check(
            "setcchar", made, "\(grapheme.unicodeScalars.map { String($0.value, radix: 16) })")
        lastMade = (grapheme, style, alternate, character)
        return character
    }

    /// The attributes and colour pair of `style`, asked of the styles only when it differs
    /// from the last one.
    private func attributes(for style: TextStyle) -> (attributes: attr_t, pair: Int32) {
        if let last = lastStyle, last.style == style { return (last.attributes, last.pair) }
        let (attributes, pair) = styles.attributes(for: style)
        lastStyle = (style, attributes, pair)
        return (attributes, pair)
    }
}
