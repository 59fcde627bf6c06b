extension Canvas {
    /// Draws `text` on one line with its first cell at `point`, in `style`, clipped. The text
    /// is made `printable` first, so a newline shows as ␊ and an escape sequence as `␛[…`: a
    /// view's data can never move the cursor or restyle the terminal. Returns the column just
    /// after the text, shown or not, where a run in another style can follow.
    @discardableResult
    public func draw(_ text: String, at point: Point, style: TextStyle = .plain) -> Int {
        draw(graphemes(text), at: point, style: style)
    }

    /// `draw(_:at:style:)` with the text already cut into graphemes, as a box's title is to be
    /// shortened: cutting the shortened text again would give the same graphemes.
    @discardableResult
    func draw(_ line: [Grapheme], at point: Point, style: TextStyle) -> Int {
        let area = clip
        var x = point.x
        for grapheme in line {
            place(grapheme, at: Point(x: x, y: point.y), within: area, style: style)
            x += grapheme.width
        }
        return x
    }

    /// Fills the cells of `rect` that show with `character`, in `style`: a space (the default)
    /// paints a background, `·` or `░` a pattern. Copies of a wide character line up from the
    /// rectangle's left edge; where the last one does not fit, that cell gets a space, so the
    /// fill never leaves `rect`.
    public func fill(_ rect: Rect, with character: Character = " ", style: TextStyle = .plain) {
        fill(rect, with: graphemes(String(character)), style: style)
    }

    /// `fill(_:with:style:)` with the character already cut into graphemes: a box fills with
    /// each of its characters more than once, and measuring one costs more than a short fill.
    func fill(_ rect: Rect, with pattern: [Grapheme], style: TextStyle) {
        let area = clip.intersection(rect)
        guard !area.isEmpty else { return }
        if pattern.count == 1, pattern[0].width == 1 {
            for y in area.minY..<area.maxY {
                put(
                    pattern[0].text, repeated: area.width, at: Point(x: area.minX, y: y),
                    style: style)
            }
            return
        }
        var period = 0
        for grapheme in pattern { period += grapheme.width }
        let firstX = rect.minX + (area.minX - rect.minX) / period * period
        for y in area.minY..<area.maxY {
            var x = firstX
            while x < area.maxX {
                for grapheme in pattern {
                    place(grapheme, at: Point(x: x, y: y), within: area, style: style)
                    x += grapheme.width
                }
            }
        }
    }
}
