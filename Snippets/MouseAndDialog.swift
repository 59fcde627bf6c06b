// Controls by mouse or keys: a check box, and a button that asks first with an alert. Click
// them, or Tab to them and press Space; in the alert, Esc cancels. q quits.
import TermLayout
import TermLayoutCurses

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(bottom: 1))
let backup = Toggle(identifier: "backup", title: "Keep a backup")
let delete = Button(identifier: "delete", title: "Delete notes.txt")
let status = Label(identifier: "status", text: "nothing deleted")
for view in [backup, delete, status] { try root.addSubview(view) }
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: """
            H:<|-[backup]-[delete]; H:<|-[status]-|>; V:<|-[backup]-[status]; \
            delete.top == backup.top
            """, views: ["backup": backup, "delete": delete, "status": status]))
try root.pinToBottomBorder(KeyBar(hints: [("click", "choose"), ("tab", "next"), ("q", "quit")]))
delete.onActivate = {
    let alert = Alert(
        title: "Delete", message: "Delete notes.txt? It cannot be undone.",
        actions: [
            DialogAction(title: "Cancel", style: .cancel) { status.text = "kept notes.txt" },
            DialogAction(title: "Delete", style: .destructive) {
                status.text = backup.isOn ? "deleted, with a backup" : "deleted notes.txt"
            },
        ])
    try? alert.present(in: root)
}
let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()  // reports the mouse; app.reportsMouse = false leaves it to the terminal
