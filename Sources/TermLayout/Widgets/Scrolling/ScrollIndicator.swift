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

    /// How far the content is scrolled (as `thumb` takes it) when the thumb starts at row
    /// `start` of the track: the inverse of `thumb`, for dragging it.
    static func scrolled(thumbStart start: Int, track: Int, content: Int) -> Int {
        guard track > 0, content > track else { return 0 }
        let room = track - max(1, track * track / content)
        guard room > 0 else { return 0 }
        let scrollable = content - track
        return (min(max(start, 0), room) * scrollable + room / 2) / room
    }

    /// Where in the thumb the mouse took it, while it is dragged.
    private var grabbedRow: Int?

    /// A press on the thumb takes it, and drags move the content with it; a press on the track
    /// above or below it scrolls a page that way.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard let scrollView = superview as? ScrollView else { return false }
        let row = event.location(in: self).y
        switch event.kind {
        case .press where event.button == .left:
            if thumb.contains(row) {
                grabbedRow = row - thumb.lowerBound
            } else {
                grabbedRow = nil
                scrollView.scroll(
                    byRows: row < thumb.lowerBound ? -scrollView.pageHeight : scrollView.pageHeight)
            }
        case .drag:
            guard let grabbedRow else { return true }
            let scrolled = Self.scrolled(
                thumbStart: row - grabbedRow, track: bounds.height,
                content: scrollView.contentSize.height)
            scrollView.scroll(
                to: Point(
                    x: scrollView.contentOffset.x,
                    y: scrolled - scrollView.adjustedContentInset.top))
        case .release: grabbedRow = nil
        default: return false
        }
        return true
    }

    /// The track is in the theme's `dimmed` style, the thumb in its `focused` style while the
    /// scroll view has the focus: where keys will go shows.
    override func draw(in canvas: any Canvas) {
        let theme = self.theme
        let thumbStyle = superview?.isFocused == true ? theme.focused : .plain
        for row in 0..<bounds.height {
            let thumbRow = thumb.contains(row)
            canvas.draw(
                thumbRow ? "┃" : "│", at: Point(x: 0, y: row),
                style: thumbRow ? thumbStyle : theme.dimmed)
        }
    }
}
