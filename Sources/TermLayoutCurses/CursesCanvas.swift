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
        for x in covered {
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
        var (attributes, pair) = styles.attributes(for: style)
        if alternate { attributes |= termlayout_a_altcharset() }
        var character = cchar_t()
        let coversLastCell = Int(y) == clip.height - 1 && Int(x) + width == clip.width
        do {
            // A cchar_t holds a spacing character and up to four combining marks; a buffer on
            // the stack spares an allocation per cell.
            let made = withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
                var count = 0
                for scalar in grapheme.unicodeScalars.prefix(5) {
                    buffer[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                buffer[count] = 0
                return termlayout_setcchar(&character, buffer.baseAddress, attributes, pair)
            }
            try Curses.check(
                "setcchar", made, "\(grapheme.unicodeScalars.map { String($0.value, radix: 16) })")
            try Curses.checkWrite(
                "mvwadd_wch", mvwadd_wch(window, y, x, &character), coversLastCell: coversLastCell,
                "at \(x),\(y) of a window \(clip.width)×\(clip.height)")
        } catch {
            failure = error
        }
    }
}
