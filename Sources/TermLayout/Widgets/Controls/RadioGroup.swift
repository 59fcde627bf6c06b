/// A choice of one among options, one a row, `(•) chosen` and `( ) other`: Up and Down move
/// the choice while the group has the focus, which it shows with the chosen option in the
/// theme's `accent` style (underlined).
open class RadioGroup: View {
    /// The options, top to bottom.
    public var options: [String] {
        didSet {
            selectedIndex = options.isEmpty ? 0 : min(selectedIndex, options.count - 1)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The chosen option's index (0 when there are none).
    public var selectedIndex: Int {
        didSet { setNeedsDisplay() }
    }
    /// Called when a key changes the choice (not when `selectedIndex` is set), with the index.
    public var onChange: (Int) -> Void = { _ in }

    /// A group of `options` with the one at `selectedIndex` chosen.
    public init(identifier: String? = nil, options: [String], selectedIndex: Int = 0) {
        self.options = options
        self.selectedIndex = options.isEmpty ? 0 : min(max(selectedIndex, 0), options.count - 1)
        super.init(identifier: identifier)
    }

    /// A row an option, as wide as the widest.
    open override var intrinsicContentSize: IntrinsicSize {
        IntrinsicSize(
            width: (options.map(\.displayWidth).max() ?? 0) + 4, height: options.count)
    }

    open override var canBecomeFocused: Bool { true }

    open override func handleKey(_ key: Key) -> Bool {
        let step: Int
        switch key {
        case .up: step = -1
        case .down: step = 1
        default: return false
        }
        let chosen = min(max(selectedIndex + step, 0), max(options.count - 1, 0))
        if chosen != selectedIndex {
            selectedIndex = chosen
            onChange(chosen)
        }
        return true
    }

    /// A press on an option chooses it.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        let row = event.location(in: self).y
        guard event.kind == .press, event.button == .left, options.indices.contains(row)
        else { return false }
        if row != selectedIndex {
            selectedIndex = row
            onChange(row)
        }
        return true
    }

    open override func draw(in canvas: any Canvas) {
        let accent = theme.accent
        for (row, option) in options.enumerated() {
            let chosen = row == selectedIndex
            let next = canvas.draw(chosen ? "(•) " : "( ) ", at: Point(x: 0, y: row))
            let style = chosen && isFocused ? accent : .plain
            canvas.draw(option, at: Point(x: next, y: row), style: style)
        }
    }
}
