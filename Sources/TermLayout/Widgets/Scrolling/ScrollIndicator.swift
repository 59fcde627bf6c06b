/// The bar a scroll view shows along its right edge: a thin track, and a thumb as tall as the
/// visible share of the content, where the visible part lies.
final class ScrollIndicator: View {
    /// The rows of the track the thumb covers.
    var thumb: Range<Int> = 0..<0 {
        didSet { if thumb != oldValue { setNeedsDisplay() } }
    }

    init() {
        super.init(identifier: "scroll indicator")
    }

    /// The thumb for a track of `track` rows, showing `track` of `content` rows from row
    /// `scrolled`: at least one row, at the top only when scrolled to the top and at the bottom
    /// only when scrolled to the bottom.
    static func thumb(track: Int, content: Int, scrolled: Int) -> Range<Int> {
        guard track > 0, content > track else { return 0..<track }
        let length = max(1, track * track / content)
        let room = track - length
        let scrollable = content - track
        let position = min(max(scrolled, 0), scrollable)
        var start = (position * room + scrollable / 2) / scrollable
        if position > 0 { start = max(start, 1) }
        if position < scrollable { start = min(start, room - 1) }
        start = min(max(start, 0), room)
        return start..<(start + length)
    }

    /// The thumb is reversed while the scroll view has the focus: where keys will go shows.
    override func draw(in canvas: any Canvas) {
        let thumbStyle = superview?.isFocused == true ? TextStyle(.reverse) : .plain
        for row in 0..<bounds.height {
            let thumbRow = thumb.contains(row)
            canvas.draw(
                thumbRow ? "┃" : "│", at: Point(x: 0, y: row),
                style: thumbRow ? thumbStyle : TextStyle(.dim))
        }
    }
}
