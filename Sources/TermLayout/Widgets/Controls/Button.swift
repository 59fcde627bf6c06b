/// A push button, `[ Title ]`: Enter or Space activates it while it has the focus, which it
/// shows in the theme's `focused` style (reverse video), and so does a click (the release,
/// inside the button).
open class Button: View {
    /// What the button says.
    public var title: String {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// Called when the button is activated.
    public var onActivate: () -> Void

    /// A button saying `title` that calls `onActivate`.
    public init(identifier: String? = nil, title: String, onActivate: @escaping () -> Void = {}) {
        self.title = title
        self.onActivate = onActivate
        super.init(identifier: identifier)
    }

    /// The title between brackets, one row.
    open override var intrinsicContentSize: IntrinsicSize {
        IntrinsicSize(width: title.displayWidth + 4, height: 1)
    }

    open override var canBecomeFocused: Bool { true }

    open override func handleKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        onActivate()
        return true
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        handleClick(event) { onActivate() }
    }

    open override func draw(in canvas: any Canvas) {
        let style = isFocused ? theme.focused : .plain
        canvas.fill(bounds, style: style)
        canvas.draw("[ \(title) ]", at: .zero, style: style)
    }
}
