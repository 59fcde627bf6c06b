import TermLayout
import TermLayoutTesting
import Testing

/// A screen of `size` with a status line, a button under where dialogs go, and the focus on it.
@MainActor
private func screen(_ size: Size) throws -> (RootView, Button) {
    let root = RootView(size: size, unsafeBorder: EdgeInsets(bottom: 1))
    let below = Button(identifier: "below", title: "Below")
    try root.addSubview(below)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:<|[below]; V:<|[below]", views: ["below": below]))
    root.focusedView = below
    root.layoutIfNeeded()
    return (root, below)
}

@Suite("Alerts and dialogs: modal, centred, with the focus kept inside")
@MainActor
struct DialogTests {
    @Test("an alert is centred in the safe area, above everything, its message wrapped")
    func centred() throws {
        let (root, _) = try screen(Size(width: 40, height: 10))
        let alert = Alert(
            title: "Quit", message: "Unsaved changes to notes.txt will be lost.",
            actions: [DialogAction(title: "Cancel", style: .cancel), DialogAction(title: "Quit")])
        try alert.present(in: root)
        root.layoutIfNeeded()
        #expect(
            WidgetDrawing.rows(root) == [
                "[ Below ]",
                "┌─ Quit ───────────────────────────────┐",
                "│                                      │",
                "│  Unsaved changes to notes.txt will   │",
                "│  be lost.                            │",
                "│                                      │",
                "│                [ Cancel ]  [ Quit ]  │",
                "└──────────────────────────────────────┘",
                "",
                "",
            ])
    }

    @Test(
        "it stays centred and inside the safe area as the terminal changes, down to 1×1",
        arguments: [
            Size(width: 80, height: 24), Size(width: 30, height: 12), Size(width: 12, height: 5),
            Size(width: 1, height: 1),
        ])
    func relayout(size: Size) throws {
        let (root, _) = try screen(Size(width: 40, height: 10))
        let alert = Alert(title: "Saved", message: "All 3 files were written.")
        try alert.present(in: root)
        root.terminalSize = size
        root.layoutIfNeeded()
        let frame = alert.frame
        #expect(frame.width >= 0 && frame.height >= 0)
        if size.width >= 40 {
            let safe = root.safeAreaLayoutGuide.layoutFrame
            #expect(abs((frame.minX - safe.minX) - (safe.maxX - frame.maxX)) <= 1)
            #expect(abs((frame.minY - safe.minY) - (safe.maxY - frame.maxY)) <= 1)
            #expect(frame.width == 31, "the message's width, the margins and the border")
        } else if size.height > 1 {
            #expect(frame.minX >= 0 && frame.maxX <= size.width)
        }
        _ = WidgetDrawing.rows(root)
    }

    /// The soak of `Snippets/UserApps/RowEditor` found this: at 1×1 the dialog's overhang past
    /// the terminal counted as unsafe, widened its margins and so the dialog, at every solve,
    /// and back at 80×24 the layout stayed thousands of columns wide, "too small".
    @Test(
        "a dialog the terminal is too small for is as it was once the terminal is large again",
        arguments: [
            Size(width: 1, height: 1), Size(width: 1, height: 24), Size(width: 80, height: 1),
            Size(width: 20, height: 5),
        ])
    func tooSmallAndBack(through small: Size) throws {
        let (root, _) = try screen(Size(width: 80, height: 24))
        var messages: [String] = []
        root.log = { messages.append($0) }
        let field = TextField(identifier: "name", text: "Ada Lovelace")
        let dialog = Dialog(
            title: "Edit row 1",
            actions: [DialogAction(title: "Cancel", style: .cancel), DialogAction(title: "Save")])
        try dialog.contentView.addSubview(field)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[name(>=30)]-|; V:|-[name]-|", views: ["name": field]))
        try dialog.present(in: root)
        root.layoutIfNeeded()
        let fitting = frameList(root)
        #expect(root.minimumSizeUnderPresentConditions == Size(width: 38, height: 7))
        root.terminalSize = small
        root.layoutIfNeeded()
        #expect(root.isTerminalTooSmall)
        root.terminalSize = Size(width: 80, height: 24)
        root.layoutIfNeeded()
        #expect(!root.isTerminalTooSmall)
        #expect(frameList(root) == fitting)
        #expect(root.minimumSizeUnderPresentConditions == Size(width: 38, height: 7))
        #expect(!messages.contains { $0.contains("did not settle") }, "\(messages)")
    }

    @Test("the focus and the keys stay inside: Tab goes round its buttons, q reaches nothing below")
    func focusTrapped() throws {
        let (root, below) = try screen(Size(width: 60, height: 12))
        var chosen: [String] = []
        let alert = Alert(
            title: "Delete", message: "Delete 4 files?",
            actions: ["Keep", "Delete", "Ask later"].map { title in
                DialogAction(title: title) { chosen.append(title) }
            })
        try alert.present(in: root)
        #expect(root.focusedView?.identifier == "Keep", "the preferred action: the first default")
        var visited: [String] = []
        for _ in 0..<4 {
            #expect(root.dispatchKey(.tab))
            visited.append(root.focusedView?.identifier ?? "none")
        }
        #expect(visited == ["Delete", "Ask later", "Keep", "Delete"])
        #expect(root.dispatchKey(.character("q")), "a modal dialog uses up every key")
        root.layoutIfNeeded()
        let belowCell = below.absoluteFrame.origin
        #expect(!root.dispatchMouse(MouseEvent(.press, at: belowCell)))
        #expect(root.focusedView?.identifier == "Delete", "a click outside changes nothing")
        #expect(root.dispatchKey(.enter))
        #expect(chosen == ["Delete"])
        #expect(root.presentedViews.isEmpty && alert.superview == nil)
        #expect(root.focusedView === below, "the focus goes back where it was")
    }

    @Test(
        "Esc takes the cancel action, or just dismisses; Enter takes the preferred action",
        arguments: [
            (Key.escape, true, "Cancel"), (.escape, false, "none"), (.enter, true, "Rename"),
            (.enter, false, "Rename"),
        ])
    func escapeAndEnter(key: Key, hasCancel: Bool, expected: String) throws {
        let (root, _) = try screen(Size(width: 60, height: 12))
        var chosen = "none"
        let field = TextField(identifier: "name", text: "notes.txt")
        let dialog = Dialog(title: "Rename")
        try dialog.contentView.addSubview(field)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[name(20)]|; V:|[name]|", views: ["name": field]))
        let rename = DialogAction(title: "Rename") { chosen = "Rename" }
        dialog.addAction(DialogAction(title: "Delete", style: .destructive) { chosen = "Delete" })
        if hasCancel {
            dialog.addAction(DialogAction(title: "Cancel", style: .cancel) { chosen = "Cancel" })
        }
        dialog.addAction(rename)
        dialog.preferredAction = rename
        try dialog.present(in: root)
        #expect(root.focusedView === field, "content that takes the focus gets it first")
        // A text field uses Enter itself; from a button, Enter is that button's.
        if key == .enter { root.focusedView = nil }
        #expect(root.dispatchKey(key))
        #expect(chosen == expected)
        #expect(root.presentedViews.isEmpty)
    }

    @Test(
        "a view presented at a point stays on the screen, moving as little as it takes",
        arguments: [
            (Point(x: 3, y: 2), Point(x: 3, y: 2)), (Point(x: 35, y: 2), Point(x: 30, y: 2)),
            (Point(x: 35, y: 9), Point(x: 30, y: 6)), (Point(x: -4, y: -1), Point(x: 0, y: 0)),
        ])
    func atPoint(point: Point, expected: Point) throws {
        let (root, _) = try screen(Size(width: 40, height: 10))
        let menu = Box(identifier: "menu")
        try root.present(menu, placement: .at(point))
        try LayoutConstraint.activate([
            menu.widthAnchor.constraint(equalToConstant: 10),
            menu.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(menu.frame.origin == expected)
        root.dismiss(menu)
        #expect(root.subviews.count == 1)
    }
}
