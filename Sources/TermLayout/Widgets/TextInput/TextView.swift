/// Multi-line text that wraps to the view's width and scrolls vertically, as UIKit's
/// `UITextView`: an editor while `isEditable`, with the terminal's cursor at the insertion
/// point while it has the focus, or a read-only viewer that can follow a log as `append(_:)`
/// adds to it. Text is measured by display width (a CJK character takes two cells, a combining
/// mark none) and wraps at spaces where it can, else between graphemes; the spaces where a row
/// breaks hang past its end. An editable view keeps its last column free for the cursor, and
/// the scroll indicator takes one more while the text is taller than the view. Wrapped row
/// counts are kept per line, so a long log is wrapped once per width and drawn a screen at a
/// time. See `handleKey(_:)` for the keys.
open class TextView: ScrollView {
    /// The text as lines, and the insertion point.
    var buffer: TextBuffer
    /// The rows each line takes at the width the text wraps to.
    var rows = TextRowIndex()
    /// The cell Up and Down aim for while they follow one another: where the insertion point
    /// was before the first of them, though shorter rows pulled it left.
    var goalCell: Int?
    /// Whether the last row showed when a key or a layout last looked: what `followsTail`
    /// keeps showing.
    private var isAtTail = true
    /// The content offset when `isAtTail` was last worked out, to tell when the app scrolled
    /// since; lines dropped from the front move both alike. nil before the first layout.
    private var trackedOffset: Point?

    /// Whether keys edit the text. A read-only view still takes the focus, to scroll by keys,
    /// but shows no cursor.
    public var isEditable = true {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Whether the view, while it shows the last row, keeps showing it as text is added
    /// (`append(_:)`, a new `text`, a new width), as a terminal follows a log. Scrolling up
    /// stops following and scrolling to the bottom (End) resumes it.
    public var followsTail = false {
        didSet { setNeedsLayout() }
    }
    /// The most lines the text keeps (one at least); past it, the oldest are dropped, whatever
    /// added the lines, and the rows in sight stay put. nil, the default, for no limit: set it
    /// for a log that runs for long.
    public var maximumLineCount: Int? {
        didSet { textDidChange(replacing: 0..<0) }
    }
    /// The style of the text and of the empty cells around it.
    public var style: TextStyle { didSet { setNeedsDisplay() } }
    /// Called after every edit a key made, with the new text (not for `text` or `append(_:)`).
    public var onChange: (String) -> Void = { _ in }

    /// A view showing `text` in `style`, with the insertion point at its start.
    public init(identifier: String? = nil, text: String = "", style: TextStyle = .plain) {
        buffer = TextBuffer(text: text)
        self.style = style
        super.init(identifier: identifier)
        // The view draws its rows itself; the empty content view would blank them.
        contentView.isHidden = true
    }

    /// The text, its lines joined with `\n`. Setting it splits it at every kind of line break,
    /// moves the insertion point to the start and calls no `onChange`.
    public var text: String {
        get { buffer.text }
        set {
            let replaced = 0..<buffer.lines.count
            buffer = TextBuffer(text: newValue)
            goalCell = nil
            textDidChange(replacing: replaced)
        }
    }

    /// The number of lines, one at least (an empty text is one empty line).
    public var lineCount: Int { buffer.lines.count }

    /// Where typing goes; setting it clamps it to the text and scrolls it into sight.
    public var insertionPoint: TextPosition {
        get { buffer.insertionPoint }
        set {
            buffer.move(to: newValue)
            goalCell = nil
            keepCursorInSight()
        }
    }

    /// Adds `text` at the end, its first line continuing the last line, as a log grows: a
    /// trailing line break leaves an empty last line, as a terminal does. The insertion point
    /// stays where it is; only the lines added are wrapped.
    public func append(_ text: String) {
        guard !text.isEmpty else { return }
        let last = buffer.lines.count - 1
        buffer.append(text)
        textDidChange(replacing: last..<(last + 1))
    }

    open override var canBecomeFocused: Bool { true }

    open override var cursorPosition: Point? {
        guard isFocused, isEditable else { return nil }
        let caret = caretLocation
        let point = Point(x: caret.x - contentOffset.x, y: caret.y - contentOffset.y)
        let top = adjustedContentInset.top
        return point.y >= top && point.y < bounds.height - adjustedContentInset.bottom ? point : nil
    }

    /// Keys while editable: printable keys and a paste insert (a paste keeps its line breaks,
    /// its tabs become four spaces, other control characters go); Enter starts a new line;
    /// Backspace and Delete delete a grapheme or a line break; Left and Right move by grapheme,
    /// across lines; Up and Down by wrapped row, keeping the cell they aim for; Page Up and Page
    /// Down by a page less a row; Home and End to either end of the wrapped row, Ctrl-A and
    /// Ctrl-E of the line; Ctrl-Left, Ctrl-Right, Alt-B and Alt-F by word, a line break parting
    /// words; Ctrl-K and Ctrl-U delete to the end or the start of the line (where there is
    /// nothing that way, the line break), Ctrl-W back to the start of a word. Read-only, the scroll
    /// view's keys scroll (Home and End to the top and the bottom). In either, Esc gives the
    /// focus back to the root (in a dialog, it cancels the dialog); Tab and other keys pass on.
    open override func handleKey(_ key: Key) -> Bool {
        if key == .escape {
            guard let root = rootView, root.modalScope === root else { return false }
            root.focusedView = nil
            return true
        }
        let handled = isEditable ? handleEditingKey(key) : super.handleKey(key)
        trackTail()
        return handled
    }

    /// A press, or a drag after it, puts an editable view's insertion point at the grapheme
    /// under the mouse; the wheel scrolls, as in any scroll view.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEditable, event.kind == .press || event.kind == .drag, event.button == .left,
            rows.lineCount == buffer.lines.count, rows.rowCount > 0
        else { return super.handleMouse(event) }
        let location = event.location(in: self)
        let row = min(max(0, location.y + contentOffset.y), rows.rowCount - 1)
        let (line, rowInLine) = rows.location(ofRow: row)
        let offset = wrapping(ofLine: line).offset(
            inRow: rowInLine, atCell: max(0, location.x + contentOffset.x))
        insertionPoint = TextPosition(line: line, offset: offset)
        return true
    }

    /// Wraps the text to the width, follows the tail or keeps the cursor in sight as the width
    /// changes, then places the scroll indicator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rewrapped = updateRows()
        if trackedOffset != contentOffset { trackTail() }
        if followsTail, isAtTail {
            scroll(to: Point(x: contentOffset.x, y: maximumContentOffset.y))
        } else if rewrapped, isEditable, isFocused {
            keepCursorInSight()
        } else {
            scroll(to: contentOffset)
        }
        super.layoutSubviews()
        trackedOffset = contentOffset
    }

    /// Draws the rows in sight, and no others.
    open override func draw(in canvas: any Canvas) {
        canvas.fill(bounds, style: style)
        guard rows.lineCount == buffer.lines.count else { return }
        var row = max(0, contentOffset.y)
        let end = min(rows.rowCount, contentOffset.y + bounds.height)
        guard row < end else { return }
        var (line, rowInLine) = rows.location(ofRow: row)
        let right = textColumns - contentOffset.x
        while row < end {
            let wrapping = TextWrapping(buffer.lines[line], width: rows.width)
            while rowInLine < wrapping.rowCount, row < end {
                var x = -contentOffset.x
                for index in wrapping.range(ofRow: rowInLine) where x < right {
                    let cell = Point(x: x, y: row - contentOffset.y)
                    x = canvas.draw(String(wrapping.characters[index]), at: cell, style: style)
                }
                (row, rowInLine) = (row + 1, rowInLine + 1)
            }
            (line, rowInLine) = (line + 1, 0)
        }
    }

    /// Notes whether the last row shows now, after a key or the app scrolled, and from which
    /// offset: a key's scroll to the bottom counts even when lines are dropped before the next
    /// layout. Before the first layout there is no scrolling to note.
    private func trackTail() {
        guard trackedOffset != nil else { return }
        isAtTail = contentOffset.y >= maximumContentOffset.y
        trackedOffset = contentOffset
    }

    /// The columns the text may take: the viewport, less the scroll indicator's column while
    /// it shows (it shows while the text is taller than the viewport).
    private var textColumns: Int {
        let viewport = viewportSize
        let editing = isEditable ? 1 : 0
        guard showsScrollIndicator else { return viewport.width }
        // Taller if there are more lines than rows, else measured: there are few lines then.
        let taller =
            buffer.lines.count > viewport.height
            || buffer.lines.reduce(0) {
                $0 + TextWrapping.rowCount(of: $1, width: max(1, viewport.width - editing))
            } > viewport.height
        guard taller else { return viewport.width }
        let indicator = bounds.width - 1 - safeAreaInsets.right - adjustedContentInset.left
        return min(viewport.width - 1, indicator)
    }

    /// The width the text wraps to: `textColumns`, less the cursor's column while editable.
    private var wrapWidth: Int { max(1, textColumns - (isEditable ? 1 : 0)) }

    /// Wraps every line again if the width changed; returns whether it did.
    @discardableResult
    func updateRows() -> Bool {
        let width = wrapWidth
        guard width != rows.width || rows.lineCount != buffer.lines.count else { return false }
        rows.rebuild(buffer.lines, width: width)
        contentSize = Size(width: width, height: rows.rowCount)
        return true
    }

    /// Line `line` wrapped as it shows, the rows brought up to date first.
    func wrapping(ofLine line: Int) -> TextWrapping {
        updateRows()
        return TextWrapping(buffer.lines[line], width: rows.width)
    }

    /// Where the insertion point shows, in content coordinates: its row, and its cell within
    /// the text's columns.
    var caretLocation: Point {
        let point = buffer.insertionPoint
        let wrapping = wrapping(ofLine: point.line)
        let row = rows.firstRow(ofLine: point.line) + wrapping.row(of: point.offset)
        return Point(x: min(wrapping.cell(of: point.offset), max(0, textColumns - 1)), y: row)
    }

    /// Scrolls as little as shows the insertion point's row.
    func keepCursorInSight() {
        scrollRectToVisible(Rect(x: 0, y: caretLocation.y, width: 1, height: 1))
        setNeedsDisplay()
    }

    /// Brings the row index and the content size up to date after lines `replaced` (as they
    /// were) became the lines from `replaced.lowerBound` to where as many lines follow as
    /// followed them before, then drops lines past `maximumLineCount`.
    func textDidChange(replacing replaced: Range<Int>) {
        let after = rows.lineCount - replaced.upperBound
        if rows.width > 0, rows.lineCount >= replaced.upperBound {
            let lines = buffer.lines
            rows.replace(replaced, with: lines[replaced.lowerBound..<(lines.count - after)])
        }
        if let maximumLineCount, buffer.lines.count > maximumLineCount {
            let dropped = buffer.lines.count - max(1, maximumLineCount)
            buffer.removeFirstLines(dropped)
            let droppedRows = rows.lineCount > dropped ? rows.removeFirst(dropped) : 0
            contentOffset.y -= droppedRows
            trackedOffset?.y -= droppedRows
        }
        if rows.width > 0, rows.lineCount == buffer.lines.count {
            contentSize = Size(width: rows.width, height: rows.rowCount)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }
}
