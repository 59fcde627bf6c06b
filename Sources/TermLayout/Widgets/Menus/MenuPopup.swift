/// A menu shown open, in a box above everything: Up and Down move the highlight over the
/// enabled items, Enter or a click runs one, Esc or a click outside closes it. Opened from a
/// menu bar, Left and Right open the neighbouring menus. The box and the separators are in the
/// theme's `border` style, the highlighted item in its `selection` style, disabled items in its
/// `dimmed` style.
open class MenuPopup: View {
    /// The menu shown.
    public let menu: Menu
    /// The highlighted item; nil when no item is enabled.
    public private(set) var highlightedIndex: Int?
    /// The bar that opened it, for Left and Right; nil for a pop-up menu.
    weak var menuBar: MenuBar?

    /// An open `menu`, its first enabled item highlighted. Present it with `Menu.popUp`.
    public init(menu: Menu) {
        self.menu = menu
        super.init(identifier: "menu " + menu.title)
        highlightedIndex = menu.items.firstIndex { $0.isEnabled }
    }

    /// The widest item with its key, inside a border.
    open override var intrinsicContentSize: IntrinsicSize {
        let widest = menu.items.map { label(of: $0).displayWidth }.max() ?? 0
        return IntrinsicSize(width: widest + 4, height: menu.items.count + 2)
    }

    open override var canBecomeFocused: Bool { true }

    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .up: moveHighlight(by: -1)
        case .down: moveHighlight(by: 1)
        case .enter, .character(" "):
            if let highlightedIndex { run(menu.items[highlightedIndex]) }
        case .escape: close()
        case .left, .right:
            guard let menuBar else { return true }
            close()
            menuBar.openMenu(stepping: key == .left ? -1 : 1, from: menu.title)
        default: return true
        }
        return true
    }

    /// A click on an item runs it; a press outside closes the menu and goes on to what is
    /// there (a menu bar's title opens that menu).
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        let location = event.location(in: self)
        guard bounds.contains(location) else {
            guard event.kind == .press, let root = rootView else { return true }
            close()
            root.dispatchMouse(event)
            return true
        }
        let index = location.y - 1
        guard menu.items.indices.contains(index), menu.items[index].isEnabled else { return true }
        highlightedIndex = index
        setNeedsDisplay()
        if event.kind == .release { run(menu.items[index]) }
        return true
    }

    open override func draw(in canvas: any Canvas) {
        let theme = self.theme
        canvas.drawBox(bounds, style: theme.border)
        let inner = bounds.width - 2
        for (row, item) in menu.items.enumerated() {
            let y = row + 1
            if item.isSeparator {
                canvas.draw(
                    String(repeating: "─", count: max(0, inner)), at: Point(x: 1, y: y),
                    style: theme.border)
                continue
            }
            let style =
                row == highlightedIndex
                ? theme.selection : item.isEnabled ? .plain : theme.dimmed
            canvas.fill(Rect(x: 1, y: y, width: inner, height: 1), style: style)
            canvas.draw(item.title, at: Point(x: 2, y: y), style: style)
            if let key = item.keyEquivalent {
                let text = key.description
                canvas.draw(
                    text, at: Point(x: bounds.width - 2 - text.displayWidth, y: y), style: style)
            }
        }
    }

    /// The title and the key, as wide as the popup makes them.
    private func label(of item: MenuItem) -> String {
        item.title + (item.keyEquivalent.map { "  " + $0.description } ?? "")
    }

    private func moveHighlight(by step: Int) {
        let enabled = menu.items.indices.filter { menu.items[$0].isEnabled }
        guard !enabled.isEmpty else { return }
        let current = enabled.firstIndex { $0 == highlightedIndex } ?? 0
        highlightedIndex = enabled[(current + step + enabled.count) % enabled.count]
        setNeedsDisplay()
    }

    private func run(_ item: MenuItem) {
        guard item.isEnabled else { return }
        close()
        item.action()
    }

    /// Takes the menu off the screen, and the bar's mark off its title.
    func close() {
        rootView?.dismiss(self)
        menuBar?.openMenuTitle = nil
    }
}
