/// A one-line text field with the terminal's cursor at its insertion point, as UIKit's
/// `UITextField`: it takes printable keys first while it has the focus, scrolls sideways to
/// keep the cursor in sight, and measures text by display width (a CJK character takes two
/// cells, a combining mark none). Keys: Left and Right by grapheme; Ctrl-Left, Ctrl-Right,
/// Alt-B and Alt-F by word; Home, End, Ctrl-A and Ctrl-E to either end; Backspace, Delete,
/// Ctrl-K, Ctrl-U and Ctrl-W delete; Enter submits; Esc gives the focus back to the root, so
/// the app's own keys (`q` to quit) work again (in a dialog, Esc cancels the dialog). A paste
/// (each part of a long one, see `Key.paste`) goes in as one edit, without its line breaks and
/// other control characters.
open class TextField: View {
    /// The text and its insertion point.
    public private(set) var editing: TextEditing {
        didSet {
            if editing.characters != oldValue.characters { measure() }
            if editing != oldValue { keepCursorInSight() }
            setNeedsDisplay()
        }
    }
    /// What shows, in the theme's `dimmed` style, while the text is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// Whether each grapheme shows as `•`, as a password does.
    public var isSecureTextEntry = false {
        didSet {
            measure()
            keepCursorInSight()
            setNeedsDisplay()
        }
    }
    /// The style of the text and of the empty cells after it; nil (the default) for the
    /// theme's `field` style (underlined).
    public var style: TextStyle? { didSet { setNeedsDisplay() } }
    /// Called after every edit a key made, with the new text (not when `text` is set).
    public var onChange: (String) -> Void = { _ in }
    /// Called on Enter with the text.
    public var onSubmit: (String) -> Void = { _ in }
    /// Cells of the text scrolled out on the left.
    public private(set) var scrollOffset = 0
    /// The cell each shown grapheme starts at, and the text's width last: measured once an
    /// edit, since a keystroke in a long text would otherwise measure it all again.
    private var cellStarts: [Int] = [0]

    /// A field showing `text` (the insertion point at its end), or `placeholder` while empty.
    public init(
        identifier: String? = nil, text: String = "", placeholder: String = "",
        style: TextStyle? = nil
    ) {
        editing = TextEditing(text: text)
        self.placeholder = placeholder
        self.style = style
        super.init(identifier: identifier)
        measure()
    }

    /// The text; setting it moves the insertion point to its end and calls no `onChange`.
    public var text: String {
        get { editing.text }
        set { editing.setText(newValue) }
    }

    /// The most graphemes the text may hold; nil for no limit.
    public var maximumLength: Int? {
        get { editing.maximumLength }
        set { editing.maximumLength = newValue }
    }

    /// One row, and no preference for the width.
    open override var intrinsicContentSize: IntrinsicSize { IntrinsicSize(height: 1) }

    open override var canBecomeFocused: Bool { true }

    open override var cursorPosition: Point? {
        isFocused ? Point(x: caretCell - scrollOffset, y: 0) : nil
    }

    open override func layoutSubviews() {
        keepCursorInSight()
    }

    open override func handleKey(_ key: Key) -> Bool {
        var edited = editing
        switch key {
        case .character(let character): edited.insert(String(character))
        case .paste(let text): edited.insert(text)
        case .left: edited.move(by: -1)
        case .right: edited.move(by: 1)
        case .modified(.left, .control), .alt("b"): edited.moveByWord(forward: false)
        case .modified(.right, .control), .alt("f"): edited.moveByWord(forward: true)
        case .home, .control("a"): edited.moveToEnd(false)
        case .end, .control("e"): edited.moveToEnd(true)
        case .backspace: edited.deleteCharacter(backward: true)
        case .delete: edited.deleteCharacter(backward: false)
        case .control("k"): edited.deleteToEnd(true)
        case .control("u"): edited.deleteToEnd(false)
        case .control("w"): edited.deleteWordBackward()
        case .enter:
            onSubmit(text)
            return true
        case .escape:
            // In a dialog, Esc is the dialog's: it cancels.
            guard let root = rootView, root.modalScope === root else { return false }
            root.focusedView = nil
            return true
        default: return false
        }
        let changed = edited.characters != editing.characters
        editing = edited
        if changed { onChange(text) }
        return true
    }

    /// A press, or a drag after it, puts the insertion point at the grapheme under the mouse.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press || event.kind == .drag, event.button == .left else {
            return event.kind == .release
        }
        let cell = event.location(in: self).x + scrollOffset
        // The first grapheme whose cells end past the click; the end when none does.
        let index =
            (0..<(cellStarts.count - 1)).first {
                cell < cellStarts[$0] + max(cellStarts[$0 + 1] - cellStarts[$0], 1)
            } ?? (cellStarts.count - 1)
        var edited = editing
        edited.move(by: index - editing.insertionPoint)
        editing = edited
        return true
    }

    open override func draw(in canvas: any Canvas) {
        let theme = self.theme
        let style = self.style ?? theme.field
        canvas.fill(bounds, style: style)
        if editing.characters.isEmpty {
            canvas.draw(placeholder, at: .zero, style: theme.dimmed)
            return
        }
        // Only the graphemes in sight: those starting from the scroll offset up to the width.
        let first = cellStarts.firstIndex { $0 >= scrollOffset } ?? cellStarts.count
        let end = cellStarts.firstIndex { $0 >= scrollOffset + bounds.width } ?? cellStarts.count
        guard first < end, first < cellStarts.count - 1 else { return }
        let visible = shown[first..<min(end, cellStarts.count - 1)]
        canvas.draw(
            String(visible), at: Point(x: cellStarts[first] - scrollOffset, y: 0), style: style)
    }

    /// The graphemes as they show: the text, or a bullet for each.
    private var shown: [Character] {
        isSecureTextEntry
            ? Array(repeating: "•", count: editing.characters.count) : editing.characters
    }

    /// The cell of the text, counted from its start, where the insertion point is.
    private var caretCell: Int { cellStarts[editing.insertionPoint] }

    /// Measures the shown graphemes: printable ASCII is one cell without asking.
    private func measure() {
        var starts = [0]
        starts.reserveCapacity(editing.characters.count + 1)
        for character in shown {
            let ascii = character.asciiValue.map { (0x20..<0x7F).contains($0) } ?? false
            starts.append(starts[starts.count - 1] + (ascii ? 1 : String(character).displayWidth))
        }
        cellStarts = starts
    }

    /// Scrolls as little as it takes to bring the insertion point into the field, leaving a
    /// cell after the text for the cursor at its end.
    private func keepCursorInSight() {
        let width = max(1, frame.size.width)
        let caret = caretCell
        if caret < scrollOffset {
            scrollOffset = caret
        } else if caret >= scrollOffset + width {
            scrollOffset = caret - width + 1
        }
        let textWidth = cellStarts[cellStarts.count - 1]
        scrollOffset = max(0, min(scrollOffset, textWidth + 1 - width))
    }
}
