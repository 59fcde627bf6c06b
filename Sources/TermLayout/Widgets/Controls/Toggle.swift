/// A check box, `[x] Title`: Enter or Space turns it on or off while it has the focus, which
/// it shows with the title in the theme's `accent` style (underlined).
open class Toggle: View {
    /// What the box is for.
    public var title: String {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Whether the box is checked.
    public var isOn: Bool { didSet { setNeedsDisplay() } }
    /// Called when a key turns the box on or off (not when `isOn` is set), with the new state.
    public var onChange: (Bool) -> Void = { _ in }

    /// A box for `title`, checked if `isOn`.
    public init(identifier: String? = nil, title: String, isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
        super.init(identifier: identifier)
    }

    /// The box and the title, one row.
    open override var intrinsicContentSize: IntrinsicSize {
        IntrinsicSize(width: title.displayWidth + 4, height: 1)
    }

    open override var canBecomeFocused: Bool { true }

    open override func handleKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        isOn.toggle()
        onChange(isOn)
        return true
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        handleClick(event) {
            isOn.toggle()
            onChange(isOn)
        }
    }

    open override func draw(in canvas: any Canvas) {
        let next = canvas.draw(isOn ? "[x] " : "[ ] ", at: .zero)
        canvas.draw(title, at: Point(x: next, y: 0), style: isFocused ? theme.accent : .plain)
    }
}
