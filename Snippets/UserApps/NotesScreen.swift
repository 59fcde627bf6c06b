// A notes screen written from the README alone: a field whose Enter appends a note to the
// list below it, a Clear button that empties the list, and a status line whose clock ticks.
// Tab moves between the field, Clear and the list; Esc leaves the field; q quits.
import TermLayout
import TermLayoutCurses

final class Notes: ListViewDataSource {
    var lines: [String] = []
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { lines.count }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = lines[indexPath.row]
    }
}

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
let status = StatusBar(left: "0 notes", right: "0 s")
let field = TextField(identifier: "field", placeholder: "a note, then enter")
let clear = Button(identifier: "clear", title: "Clear")
let notes = Notes()
let list = ListView(identifier: "list")
list.dataSource = notes
for view in [field, clear, list] { try root.addSubview(view) }
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: """
            H:|>-[field(>=10)]-[clear]-<|; H:|>[list]<|; V:|>[field]-[list]<|; \
            clear.top == field.top
            """, views: ["field": field, "clear": clear, "list": list]))
try root.pinToTopBorder(status)
try root.pinToBottomBorder(
    KeyBar(hints: [("enter", "add"), ("tab", "next"), ("esc", "leave"), ("q", "quit")]))

@MainActor func showCount() {
    status.leftText = notes.lines.count == 1 ? "1 note" : "\(notes.lines.count) notes"
}
field.onSubmit = { text in
    guard !text.isEmpty else { return }
    notes.lines.append(text)
    field.text = ""
    list.reloadData()
    list.scrollToRow(at: IndexPath(row: notes.lines.count - 1))
    showCount()
}
clear.onActivate = {
    notes.lines = []
    list.reloadData()
    showCount()
}
root.focusedView = field

let start = ContinuousClock.now
Task {
    while true {
        status.rightText = "\((ContinuousClock.now - start).components.seconds) s"
        try await Task.sleep(for: .seconds(1))
    }
}

let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()
