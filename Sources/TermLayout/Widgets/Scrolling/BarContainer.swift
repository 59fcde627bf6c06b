/// A content view with a bar of its own, as a navigation or tab bar controller shows one: the
/// content fills the container, under the bar, and the bar's rows join the content's
/// `additionalSafeAreaInsets`, so the content's safe area (and a scroll view's rows) start
/// clear of it, and the content hears of it in `safeAreaInsetsDidChange()`.
open class BarContainer: View {
    /// Where the bar sits: at the top like a navigation bar, or at the bottom like a tab bar.
    public enum Edge: Sendable {
        /// Above the content, as a navigation bar.
        case top
        /// Below the content, as a tab bar.
        case bottom
    }

    /// The view that fills the container, under the bar; its safe area leaves the bar out.
    public let content: View
    /// The bar, pinned to `edge` and `barHeight` rows tall.
    public let bar: View
    /// Which edge the bar sits on.
    public let edge: Edge
    /// How many rows the bar takes.
    public var barHeight: Int {
        didSet {
            guard barHeight != oldValue else { return }
            heightConstraint.constant = Double(max(0, barHeight))
            updateContentInsets()
        }
    }
    private let heightConstraint: LayoutConstraint

    /// Adds `content` and `bar` and places them; the bar goes inside the container's own safe
    /// area, so a status line in the unsafe border above stays clear.
    public init(
        identifier: String? = nil, content: View, bar: View, edge: Edge = .top, barHeight: Int = 1
    ) throws {
        self.content = content
        self.bar = bar
        self.edge = edge
        self.barHeight = barHeight
        heightConstraint = bar.heightAnchor.constraint(equalToConstant: Double(max(0, barHeight)))
        super.init(identifier: identifier)
        try addSubview(content)
        try addSubview(bar)
        let pin =
            edge == .top
            ? bar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor)
            : bar.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[content]|;V:|[content]|;H:|[bar]|",
                views: ["content": content, "bar": bar]) + [pin, heightConstraint])
        (content as? ScrollView)?.isBarContainerContent = true
        updateContentInsets()
    }

    private func updateContentInsets() {
        var insets = content.additionalSafeAreaInsets
        if edge == .top {
            insets.top = max(0, barHeight)
        } else {
            insets.bottom = max(0, barHeight)
        }
        content.additionalSafeAreaInsets = insets
    }
}
