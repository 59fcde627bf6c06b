import TermLayout
import TermLayoutSamples
import Testing

/// A cell of a control's screen and the style it has under a theme: one of the theme's roles,
/// or two laid one over the other.
struct ThemedCell: Sendable {
    var x: Int
    var y: Int
    var style: @Sendable (Theme) -> TextStyle
}

/// A control in the state to look at, on a screen of its own.
struct ThemedControl: Sendable, CustomTestStringConvertible {
    var name: String
    var make: @MainActor @Sendable () throws -> RootView
    var cells: [ThemedCell]
    var testDescription: String { name }
}

/// `control` at its intrinsic size, a cell in from the top-left of a 30×5 root; focused when
/// it can be.
@MainActor
private func placed(_ control: View) throws -> RootView {
    let root = RootView(size: Size(width: 30, height: 5))
    try root.addSubview(control)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|-1-[control]; V:|-1-[control]", views: ["control": control]))
    if control.canBecomeFocused { root.focusedView = control }
    return root
}

/// A cell in the style of `role`.
private func cell(_ x: Int, _ y: Int, _ role: KeyPath<Theme, TextStyle> & Sendable) -> ThemedCell {
    ThemedCell(x: x, y: y) { $0[keyPath: role] }
}

/// A cell in the style of `top` laid over `bottom`.
private func cell(
    _ x: Int, _ y: Int, _ top: KeyPath<Theme, TextStyle> & Sendable,
    over bottom: KeyPath<Theme, TextStyle> & Sendable
) -> ThemedCell {
    ThemedCell(x: x, y: y) { $0[keyPath: bottom].applying($0[keyPath: top]) }
}

/// A plain cell, whatever the theme.
private func plain(_ x: Int, _ y: Int) -> ThemedCell { ThemedCell(x: x, y: y) { _ in .plain } }

@Suite("Every control draws with the theme's roles")
@MainActor
struct ThemedControlsTests {
    static let files = Files([("notes.txt", 120, "text"), ("a.out", 8, "binary")])
    static let produce = Rows([
        ("Fruit", ["apple", "banana"]), ("", Array(repeating: "x", count: 9)),
    ])
    static let items = NumberedData(count: 4)

    nonisolated static let controls: [ThemedControl] = [
        ThemedControl(
            name: "a focused button", make: { try placed(Button(title: "OK")) },
            cells: [cell(1, 1, \.focused), cell(6, 1, \.focused), plain(7, 1)]),
        ThemedControl(
            name: "a focused check box", make: { try placed(Toggle(title: "Wrap")) },
            cells: [plain(1, 1), cell(5, 1, \.accent)]),
        ThemedControl(
            name: "a focused radio group",
            make: { try placed(RadioGroup(options: ["left", "right"], selectedIndex: 1)) },
            cells: [plain(5, 1), cell(5, 2, \.accent)]),
        ThemedControl(
            name: "a progress bar, half full",
            make: {
                let bar = ProgressBar(progress: 0.5)
                let root = try placed(bar)
                try LayoutConstraint.activate([bar.widthAnchor.constraint(equalToConstant: 10)])
                return root
            }, cells: [plain(1, 1), cell(6, 1, \.dimmed)]),
        ThemedControl(
            name: "an empty text field with a placeholder",
            make: {
                let field = TextField(placeholder: "name")
                let root = try placed(field)
                try LayoutConstraint.activate([field.widthAnchor.constraint(equalToConstant: 10)])
                return root
            }, cells: [cell(1, 1, \.dimmed), cell(8, 1, \.field)]),
        ThemedControl(
            name: "status and key bars",
            make: {
                let root = RootView(
                    size: Size(width: 30, height: 5), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
                try root.pinToTopBorder(StatusBar(left: "TermLayout"))
                try root.pinToBottomBorder(KeyBar(hints: [("q", "quit")]))
                return root
            }, cells: [cell(0, 0, \.bar), cell(29, 0, \.bar), cell(0, 4, \.bar), plain(2, 4)]),
        ThemedControl(
            name: "a box with a title",
            make: {
                let root = RootView(size: Size(width: 12, height: 3))
                let box = Box(title: "Log")
                try root.addSubview(box)
                box.frame = Rect(origin: .zero, size: root.terminalSize)
                return root
            }, cells: [cell(0, 0, \.border), cell(3, 0, \.border), cell(11, 2, \.border)]),
        ThemedControl(
            name: "a dialog",
            make: {
                let root = RootView(size: Size(width: 20, height: 7))
                try Dialog(title: "Save", actions: [DialogAction(title: "OK")]).present(in: root)
                return root
            }, cells: [cell(4, 1, \.border), cell(7, 1, \.title), cell(7, 4, \.focused)]),
        ThemedControl(
            name: "a focused tab view",
            make: {
                let tabs = TabView()
                tabs.addTab(title: "One", view: View())
                tabs.addTab(title: "Two", view: View())
                let root = try placed(tabs)
                try LayoutConstraint.activate([
                    tabs.widthAnchor.constraint(equalToConstant: 20),
                    tabs.heightAnchor.constraint(equalToConstant: 3),
                ])
                return root
            }, cells: [cell(2, 1, \.focused, over: \.title), cell(6, 1, \.border), plain(8, 1)]),
        ThemedControl(
            name: "a menu bar with a menu open",
            make: {
                let root = RootView(
                    size: Size(width: 30, height: 8), unsafeBorder: EdgeInsets(top: 1))
                let bar = MenuBar(menus: [
                    Menu(
                        "File",
                        items: [
                            MenuItem("Open"), MenuItem("Save", isEnabled: false), .separator,
                        ]),
                    Menu("Edit", items: [MenuItem("Undo")]),
                ])
                try root.pinToTopBorder(bar)
                root.layoutIfNeeded()
                bar.openMenu(at: 0)
                return root
            },
            cells: [
                plain(1, 0), cell(7, 0, \.bar), cell(0, 1, \.border), cell(2, 2, \.selection),
                cell(2, 3, \.dimmed), cell(1, 4, \.border),
            ]),
        ThemedControl(
            name: "a focused list: a section header, the selection, the scroll indicator",
            make: {
                let (root, list) = try listScreen(Size(width: 20, height: 5), data: produce)
                list.selectRow(at: IndexPath(row: 0))
                return root
            },
            cells: [
                cell(0, 0, \.title, over: \.header), cell(0, 1, \.selection),
                cell(19, 0, \.focused), cell(19, 4, \.dimmed),
            ]),
        ThemedControl(
            name: "a list without the focus",
            make: {
                let (root, list) = try listScreen(Size(width: 20, height: 5), data: produce)
                list.selectRow(at: IndexPath(row: 1))
                root.focusedView = nil
                return root
            }, cells: [cell(0, 2, \.unfocusedSelection), plain(19, 0)]),
        ThemedControl(
            name: "a focused table: its header, the column lines, the selection",
            make: {
                let (root, table) = try tableScreen(Size(width: 30, height: 4), data: files)
                table.selectRow(1)
                return root
            },
            cells: [
                cell(0, 0, \.title, over: \.header), cell(9, 0, \.dimmed, over: \.header),
                cell(9, 1, \.dimmed), cell(0, 2, \.selection),
                cell(9, 2, \.dimmed, over: \.selection),
            ]),
        ThemedControl(
            name: "a focused grid",
            make: {
                let (root, grid) = try gridScreen(Size(width: 20, height: 4), data: items)
                grid.selectItem(at: 1)
                return root
            }, cells: [cell(0, 0, \.border), cell(5, 0, \.selection), cell(6, 1, \.selection)]),
    ]

    @Test("each role where it belongs, the standard theme's without one set", arguments: controls)
    func roles(_ control: ThemedControl) throws {
        let root = try control.make()
        let standard = WidgetDrawing.screen(root)
        root.theme = markedTheme
        let marked = WidgetDrawing.screen(root)
        for cell in control.cells {
            #expect(
                standard[cell.x, cell.y].style == cell.style(.standard),
                "standard at \(cell.x),\(cell.y)\n\(standard.styledLines.joined(separator: "\n"))")
            #expect(
                marked[cell.x, cell.y].style == cell.style(markedTheme),
                "marked at \(cell.x),\(cell.y)\n\(marked.styledLines.joined(separator: "\n"))")
        }
    }

    /// Every role of the marked theme has a colour, so a cell in a style without one was drawn
    /// in a style the control chose itself.
    @Test("no control draws a style of its own in place of a role", arguments: controls)
    func noStyleOfItsOwn(_ control: ThemedControl) throws {
        let root = try control.make()
        root.theme = markedTheme
        let screen = WidgetDrawing.screen(root)
        for y in 0..<screen.size.height {
            for x in 0..<screen.size.width where screen[x, y].style != .plain {
                #expect(
                    screen[x, y].style.foreground != .default,
                    "at \(x),\(y)\n\(screen.styledLines.joined(separator: "\n"))")
            }
        }
    }
}
