/// Where a view draws: its bounds in its own coordinates, clipped to the part of the view that
/// shows. The headless `Screen` and the ncurses backend both implement it, and they implement
/// only the requirements below: measuring, sanitising, clipping, text, fills and boxes are
/// written once, in extensions, so that both put exactly the same cells.
@MainActor
public protocol Canvas: AnyObject {
    /// The whole view in its own coordinates: origin zero, the size it shows at (its
    /// `presentationFrame`'s). Drawing may aim anywhere; only `clip` changes.
    var bounds: Rect { get }

    /// The cells that show, in view coordinates: the view's frame clipped by every ancestor's
    /// and by the screen. Always inside `bounds`; empty when nothing of the view shows.
    var clip: Rect { get }

    /// Puts `grapheme` in the cell at `cell`, taking `width` cells, in `style`.
    ///
    /// The extensions call it only with what a terminal can show as is: `grapheme` is one
    /// printable character that takes space followed by its zero-width marks (ncurses'
    /// `cchar_t`), `width` is 1 or 2, and every cell it covers lies inside `clip`. A wide
    /// grapheme also covers the cell to the right of `cell`.
    func put(_ grapheme: String, width: Int, at cell: Point, style: TextStyle)

    /// Puts `grapheme`, one cell wide, in the `count` cells rightwards from `cell`, in `style`:
    /// what as many calls of `put(_:width:at:style:)` do, in one, as fills and a box's edges
    /// repeat a character; the extensions call it with every one of those cells inside `clip`.
    /// The default makes those calls; the ncurses canvas makes the character once.
    func put(_ grapheme: String, repeated count: Int, at cell: Point, style: TextStyle)
}

extension Canvas {
    public func put(_ grapheme: String, repeated count: Int, at cell: Point, style: TextStyle) {
        for x in cell.x..<(cell.x + count) {
            put(grapheme, width: 1, at: Point(x: x, y: cell.y), style: style)
        }
    }
}

extension Canvas {
    /// Puts `grapheme` with its left cell at `cell`, drawing only what falls inside `area`,
    /// which lies inside the clip. When a wide grapheme is cut, the cell that shows gets a space
    /// in the same style, as a terminal shows half a character: never the half, never outside.
    func place(_ grapheme: Grapheme, at cell: Point, within area: Rect, style: TextStyle) {
        let last = Point(x: cell.x + grapheme.width - 1, y: cell.y)
        if area.contains(cell) && area.contains(last) {
            put(grapheme.text, width: grapheme.width, at: cell, style: style)
            return
        }
        for x in cell.x...last.x where area.contains(Point(x: x, y: cell.y)) {
            put(" ", width: 1, at: Point(x: x, y: cell.y), style: style)
        }
    }
}
