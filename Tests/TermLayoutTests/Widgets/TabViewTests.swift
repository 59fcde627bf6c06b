import TermLayout
import Testing

@Suite("A tab view shows one tab's view at a time")
@MainActor
struct TabViewTests {
    /// A root of `width`×5 filled by a tab view of three tabs, each a label or a field.
    private func tabs(width: Int = 30) throws -> (RootView, TabView, TextField) {
        let root = RootView(size: Size(width: width, height: 5))
        let tabs = TabView(identifier: "tabs")
        try root.addSubview(tabs)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[tabs]|; V:|[tabs]|", views: ["tabs": tabs]))
        let field = TextField(identifier: "name", text: "Ada")
        tabs.addTab(title: "General", view: Label(text: "general settings"))
        tabs.addTab(title: "Name", view: field)
        tabs.addTab(title: "Keys", view: Label(text: "key bindings"))
        root.layoutIfNeeded()
        return (root, tabs, field)
    }

    @Test("the titles in a row, the selected one bold, its view below; the others hidden")
    func titles() throws {
        let (root, tabs, _) = try tabs()
        #expect(
            WidgetDrawing.rows(root)[0...1] == [
                " General ─ Name ─ Keys ───────", "general settings",
            ])
        #expect(WidgetDrawing.screen(root)[1, 0].style == TextStyle(.bold))
        #expect(tabs.tabViews.map(\.isHidden) == [false, true, true])
    }

    @Test("Left and Right switch tabs while the title row has the focus, stopping at the ends")
    func keys() throws {
        let (root, tabs, _) = try tabs()
        var selected: [Int] = []
        tabs.onSelect = { selected.append($0) }
        root.focusedView = tabs
        for key in [Key.right, .right, .right, .left] { _ = root.dispatchKey(key) }
        #expect(selected == [1, 2, 1])
        root.layoutIfNeeded()
        #expect(WidgetDrawing.rows(root)[1] == "Ada")
        #expect(tabs.tabViews.map(\.isHidden) == [true, false, true])
    }

    @Test("a click on a title switches to it; Tab passes by views of hidden tabs")
    func clickAndFocus() throws {
        let (root, tabs, field) = try tabs()
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 12, y: 0)))
        #expect(tabs.selectedIndex == 1 && root.focusedView === tabs)
        root.layoutIfNeeded()
        _ = root.dispatchKey(.tab)
        #expect(root.focusedView === field)
        tabs.selectedIndex = 2
        #expect(root.focusedView === tabs, "the focus leaves a tab that went away")
        _ = root.dispatchKey(.tab)
        #expect(root.focusedView === tabs, "the field's tab is hidden")
    }

    @Test("a narrow tab view scrolls its titles to show the selected one whole")
    func narrow() throws {
        let (root, tabs, _) = try tabs(width: 12)
        tabs.selectedIndex = 2
        root.layoutIfNeeded()
        // " Keys " ends at cell 23; 12 cells show, so the row starts at cell 11.
        #expect(WidgetDrawing.rows(root)[0] == "Name ─ Keys")
    }
}
