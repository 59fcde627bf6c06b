/// Views on tabs, one showing at a time, as UIKit's tab bar controller has them but with the
/// titles in a row at the top, on a line in the theme's `border` style: the selected title in
/// its `title` style, with its `focused` style over that while the tab row has the focus.
/// While the tab row has the focus, Left and Right switch tabs; a click on a title switches to
/// it. The views of the other tabs are hidden, so the focus and the mouse pass them by.
open class TabView: View {
    /// The tabs' titles, in order.
    public private(set) var titles: [String] = []
    /// The tabs' views, in order; each fills the tab view below the title row.
    public private(set) var tabViews: [View] = []
    /// The tab showing; setting it shows that tab's view and hides the others.
    public var selectedIndex = 0 {
        didSet { selectionDidChange(from: oldValue) }
    }
    /// Called when the user switches tabs, with the new index.
    public var onSelect: (Int) -> Void = { _ in }

    /// An empty tab view: add tabs with `addTab(title:view:)`.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Adds a tab titled `title` showing `view`, which becomes a subview pinned to the edges
    /// below the title row.
    public func addTab(title: String, view: View) {
        // The view is new to this tab view, which cannot be inside it.
        try! addSubview(view)
        view.translatesFrameIntoConstraints = false
        try! LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: topAnchor, constant: 1),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        titles.append(title)
        tabViews.append(view)
        view.isHidden = tabViews.count - 1 != selectedIndex
        setNeedsDisplay()
    }

    open override var canBecomeFocused: Bool { true }

    open override func handleKey(_ key: Key) -> Bool {
        guard isFocused, !tabViews.isEmpty else { return false }
        switch key {
        case .left: select(max(0, selectedIndex - 1))
        case .right: select(min(tabViews.count - 1, selectedIndex + 1))
        default: return false
        }
        return true
    }

    /// A press on a title switches to its tab.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        let location = event.location(in: self)
        guard event.kind == .press, event.button == .left, location.y == 0 else { return false }
        guard let index = titleRow.index(at: location.x + titleScroll) else { return false }
        select(index)
        return true
    }

    open override func draw(in canvas: any Canvas) {
        let theme = self.theme
        canvas.fill(
            Rect(x: 0, y: 0, width: bounds.width, height: 1), with: "─", style: theme.border)
        let selected = isFocused ? theme.title.applying(theme.focused) : theme.title
        let scroll = titleScroll
        for (index, (title, start)) in zip(titles, titleRow.starts).enumerated() {
            canvas.draw(
                " \(title) ", at: Point(x: start - scroll, y: 0),
                style: index == selectedIndex ? selected : .plain)
        }
    }

    /// The titles, a cell apart.
    private var titleRow: TitleRow { TitleRow(titles: titles, gap: 1) }

    /// How far the title row is scrolled so that the selected title shows whole.
    private var titleScroll: Int {
        guard titles.indices.contains(selectedIndex) else { return 0 }
        return max(0, titleRow.end(of: selectedIndex) - bounds.width)
    }

    private func select(_ index: Int) {
        guard index != selectedIndex else { return }
        selectedIndex = index
        onSelect(index)
    }

    private func selectionDidChange(from old: Int) {
        for (index, view) in tabViews.enumerated() { view.isHidden = index != selectedIndex }
        // The focus does not stay in a tab that went away.
        if let root = rootView, tabViews.indices.contains(old),
            let focused = root.focusedView, focused.isDescendant(of: tabViews[old])
        {
            root.focusedView = self
        }
        setNeedsDisplay()
    }
}
