// A list whose rows a dialog edits, written from the README alone: Enter on a row (or a click,
// then Enter) opens a dialog with the row's text in a field; Enter or Save writes it back, Esc
// or Cancel leaves it as it was. q quits.
import TermLayout
import TermLayoutCurses

final class Names: ListViewDataSource {
    var names = [
        "Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov",
    ]
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { names.count }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = names[indexPath.row]
    }
}

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
let status = StatusBar(left: "nothing edited")
let names = Names()
let list = ListView(identifier: "list")
list.dataSource = names
try root.addSubview(list)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: "H:|>[list]<|; V:|>[list]<|", views: ["list": list]))
try root.pinToTopBorder(status)
try root.pinToBottomBorder(
    KeyBar(hints: [("↑↓", "move"), ("enter", "edit"), ("esc", "cancel"), ("q", "quit")]))

list.didActivate = { indexPath in
    let row = indexPath.row
    let field = TextField(identifier: "name", text: names.names[row])
    let save: @MainActor () -> Void = {
        names.names[row] = field.text
        list.reloadData()
        status.leftText = "row \(row + 1) is \(field.text)"
    }
    let dialog = Dialog(
        title: "Edit row \(row + 1)",
        actions: [
            DialogAction(title: "Cancel", style: .cancel),
            DialogAction(title: "Save", handler: save),
        ])
    try? dialog.contentView.addSubview(field)
    try? LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|-[name(>=30)]-|; V:|-[name]-|", views: ["name": field]))
    // The field takes Enter, so it saves and closes the dialog itself.
    field.onSubmit = { _ in
        dialog.dismiss()
        save()
    }
    try? dialog.present(in: root)
}
list.selectRow(at: IndexPath(row: 0))
root.focusedView = list

let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()
