import TermLayout

/// A keystroke in a long text, as a user types or moves in it: the key, the layout and the
/// drawing of the screen it changes, on a `TextField` of many graphemes on one line or a
/// `TextView` of many lines. The text mixes ASCII with CJK, which takes two cells a grapheme,
/// so that measuring it by display width counts.
@MainActor
public final class KeystrokeScenario {
    /// Which widget takes the keys.
    public enum Widget: String, Sendable {
        /// A `TextField` of `count` graphemes, one row high across the top of the screen.
        case field
        /// A `TextView` of `count` lines filling the screen, wrapped to its width.
        case textView = "text-view"
    }

    /// Which keys the steps send, in turn.
    public enum Keys: String, Sendable {
        /// A character typed, then Backspace: the text is as it was after every second step.
        case typing
        /// Left, then Right.
        case arrows

        /// The keys, in the order the steps send them.
        var sequence: [Key] {
            switch self {
            case .typing: [.character("x"), .backspace]
            case .arrows: [.left, .right]
            }
        }
    }

    /// The terminal.
    public static let size = Size(width: 80, height: 24)
    /// ASCII words with CJK ones among them: 66 graphemes taking 73 cells.
    static let phrase = "Lorem ipsum dolor sit amet, 東京タワー consectetur adipiscing 漢字 elit. "

    /// The widget that takes the keys.
    public let widget: Widget
    /// The keys the steps send.
    public let keys: Keys
    /// Graphemes of the field, or lines of the text view.
    public let count: Int
    /// The screen, once `build()` has run.
    public private(set) var root: RootView?
    /// The headless terminal every step draws the screen into.
    public let screen = Screen(size: size)
    /// The index in `keys.sequence` of the next step's key.
    private var next = 0

    /// A scenario of `keys` sent to `widget` of `count` graphemes or lines; `build()` makes it.
    public init(_ widget: Widget, keys: Keys, count: Int) {
        self.widget = widget
        self.keys = keys
        self.count = count
    }

    /// `phrase` repeated and cut to `count` graphemes.
    static func text(graphemes count: Int) -> String {
        let repeats = count / phrase.count + 1
        return String(String(repeating: phrase, count: repeats).prefix(count))
    }

    /// Line `index` of the text view: a part of `text(graphemes:)` from 20 to 139 graphemes
    /// long, so that about half the lines wrap at the screen's width.
    static func line(_ index: Int) -> String {
        let start = index % phrase.count
        let length = 20 + index * 37 % 120
        return String(text(graphemes: start + length).dropFirst(start))
    }

    /// Builds the widget, focused, with the insertion point in the middle of the text (the
    /// field scrolled sideways to it, the text view down to it), lays it out and draws it.
    public func build() throws {
        let root = RootView(size: Self.size)
        switch widget {
        case .field:
            // Text after the insertion point, then the text before it pasted at the start,
            // which leaves the insertion point between them.
            let text = Self.text(graphemes: count)
            let field = TextField(identifier: "field", text: String(text.dropFirst(count / 2)))
            try fill(root, with: field, format: "H:|[view]|;V:|[view]")
            root.focusedView = field
            root.dispatchKey(.home)
            root.dispatchKey(.paste(String(text.prefix(count / 2))))
            root.layoutIfNeeded()
        case .textView:
            let lines = (0..<count).map(Self.line)
            let view = TextView(identifier: "text", text: lines.joined(separator: "\n"))
            try fill(root, with: view, format: "H:|[view]|;V:|[view]|")
            root.focusedView = view
            root.layoutIfNeeded()
            view.insertionPoint = TextPosition(line: count / 2, offset: 10)
            root.layoutIfNeeded()
        }
        screen.render(root)
        self.root = root
        next = 0
    }

    /// One keystroke: the next key of `keys`, a layout, and the screen drawn.
    public func keyStep() {
        guard let root else { return }
        let sequence = keys.sequence
        root.dispatchKey(sequence[next])
        next = (next + 1) % sequence.count
        root.layoutIfNeeded()
        screen.render(root)
    }

    /// Adds `view` to `root`, placed by the visual format `format`.
    private func fill(_ root: RootView, with view: View, format: String) throws {
        try root.addSubview(view)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: format, views: ["view": view]))
    }
}
