/// A row of menu titles, as a desktop app's menu bar, in the theme's `bar` style (the open
/// menu's title plain, as the menu under it); pin it to the top border (`root.pinToTopBorder`).
/// F10 opens the first menu, Alt with a title's first letter opens that menu, a click on a
/// title opens it, and an item's key equivalent runs it from anywhere while no menu is open. An
/// open menu drops down under its title.
open class MenuBar: View {
    /// The menus, left to right.
    public var menus: [Menu] {
        didSet { setNeedsDisplay() }
    }
    /// The title whose menu is open, drawn plain; nil while none is.
    var openMenuTitle: String? {
        didSet { setNeedsDisplay() }
    }

    /// A bar of `menus`.
    public init(identifier: String? = "menu bar", menus: [Menu]) {
        self.menus = menus
        super.init(identifier: identifier)
    }

    /// One row.
    open override var intrinsicContentSize: IntrinsicSize { IntrinsicSize(height: 1) }

    /// Opens the menu at `index`, dropped down under its title. Nothing happens for an index
    /// out of range or while the bar is not in a root view.
    public func openMenu(at index: Int) {
        guard menus.indices.contains(index), let root = rootView else { return }
        let origin = absoluteFrame.origin
        let popup = MenuPopup(menu: menus[index])
        popup.menuBar = self
        try! root.present(
            popup, placement: .at(Point(x: origin.x + titleRow.starts[index], y: origin.y + 1)))
        openMenuTitle = menus[index].title
    }

    /// Opens the menu `step` places from the one titled `title`, wrapping round.
    func openMenu(stepping step: Int, from title: String) {
        guard let index = menus.firstIndex(where: { $0.title == title }) else { return }
        openMenu(at: (index + step + menus.count) % menus.count)
    }

    open override func performKeyEquivalent(_ key: Key) -> Bool {
        switch key {
        case .function(10):
            openMenu(at: 0)
            return true
        case .alt(let letter):
            guard
                let index = menus.firstIndex(where: {
                    $0.title.first?.lowercased() == letter.lowercased()
                })
            else { return false }
            openMenu(at: index)
            return true
        default:
            for item in menus.flatMap(\.items) where item.isEnabled && item.keyEquivalent == key {
                item.action()
                return true
            }
            return false
        }
    }

    /// A press on a title opens its menu.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, event.button == .left else { return false }
        guard let index = titleRow.index(at: event.location(in: self).x) else { return false }
        openMenu(at: index)
        return true
    }

    open override func draw(in canvas: any Canvas) {
        let bar = theme.bar
        canvas.fill(bounds, style: bar)
        for (menu, start) in zip(menus, titleRow.starts) {
            let style = menu.title == openMenuTitle ? TextStyle.plain : bar
            canvas.draw(" \(menu.title) ", at: Point(x: start, y: 0), style: style)
        }
    }

    /// The menus' titles, side by side.
    private var titleRow: TitleRow { TitleRow(titles: menus.map(\.title), gap: 0) }
}
