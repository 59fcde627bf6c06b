extension Canvas {
    /// Draws `text` on one line with its first cell at `point`, in `style`, clipped. The text
    /// is made `printable` first, so a newline shows as ␊ and an escape sequence as `␛[…`: a
    /// view's data can never move the cursor or restyle the terminal. Returns the column just
    /// after the text, shown or not, where a run in another style can follow.
    @discardableResult
    public func draw(_ text: String, at point: Point, style: TextStyle = .plain) -> Int {
        if let end = drawPrintableASCII(text, at: point, style: style) { return end }
        return draw(graphemes(text), at: point, style: style)
    }

    /// `draw(_:at:style:)` for text all of printable ASCII, a cell a byte, cut to `width`
    /// cells as `truncatedTail(_:toWidth:)` cuts it, without cutting it into graphemes first (an
    /// array, and two locale switches, for a label of a few letters); nil, with nothing drawn,
    /// for any other text. Plain loops: a closure here is entered with a check that it runs on
    /// the main actor, which cost more than the cell.
    func drawPrintableASCII(
        _ text: String, at point: Point, style: TextStyle, toWidth width: Int = .max
    ) -> Int? {
        var count = 0
        // Where cut: the bytes before the `…`, up to the last that is not a space.
        var keptWhenCut = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte <= 0x7E else { return nil }
            count += 1
            if count < width && byte != 0x20 { keptWhenCut = count }
        }
        let isCut = count > width
        guard !isCut || width > 0 else { return point.x }
        let area = clip
        var x = point.x
        let end = point.x + (isCut ? keptWhenCut : count)
        for byte in text.utf8 {
            guard x < end else { break }
            if area.contains(Point(x: x, y: point.y)) {
                put(asciiTexts[Int(byte)], width: 1, at: Point(x: x, y: point.y), style: style)
            }
            x += 1
        }
        guard isCut else { return x }
        if area.contains(Point(x: x, y: point.y)) {
            put("…", width: 1, at: Point(x: x, y: point.y), style: style)
        }
        return x + 1
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
