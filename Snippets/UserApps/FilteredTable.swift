// A table written from the README alone: 300 files in columns, narrowed as you type in the
// filter field above them to the names that contain what you typed. Tab goes to the table and
// back; `>` and `<` sort it there, Up and Down move; Esc leaves the field; q quits.
import TermLayout
import TermLayoutCurses

struct File {
    let name: String
    let kind: String
    let size: Int
}

final class Files: TableViewDataSource {
    let all = (1...300).map { number in
        let kind = ["swift", "md", "json", "txt"][number % 4]
        return File(name: "file\(number).\(kind)", kind: kind, size: number * 7919 % 100_003)
    }
    var shown: [Int] = Array(0..<300)

    func numberOfRows(in table: TableView) -> Int { shown.count }
    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        let file = all[shown[row]]
        switch column.identifier {
        case "name": return file.name
        case "kind": return file.kind
        default: return "\(file.size)"
        }
    }
    func tableView(_ table: TableView, sortKeyFor row: Int, column: TableColumn) -> TableSortKey {
        column.identifier == "size"
            ? .number(Double(all[shown[row]].size))
            : .text(tableView(table, textFor: row, column: column))
    }
}

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
let status = StatusBar(left: "300 of 300 files")
let prompt = Label(identifier: "prompt", text: "Filter:")
let filter = TextField(identifier: "filter", placeholder: "part of a name")
let files = Files()
let table = TableView(
    identifier: "table",
    columns: [
        TableColumn("name", title: "Name", width: .proportional(2)),
        TableColumn("kind", title: "Kind", width: .fitting),
        TableColumn("size", title: "Size", width: .fixed(8)),
    ])
table.dataSource = files
for view in [prompt, filter, table] { try root.addSubview(view) }
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: """
            H:|>-[prompt]-[filter(>=10)]-<|; H:|>[table]<|; V:|>[prompt]-[table]<|; \
            filter.top == prompt.top
            """, views: ["prompt": prompt, "filter": filter, "table": table]))
try root.pinToTopBorder(status)
try root.pinToBottomBorder(
    KeyBar(hints: [("type", "filter"), ("tab", "table"), ("< >", "sort"), ("q", "quit")]))

filter.onChange = { text in
    let wanted = text.lowercased()
    files.shown = files.all.indices.filter { wanted.isEmpty || files.all[$0].name.contains(wanted) }
    table.reloadData()
    status.leftText = "\(files.shown.count) of \(files.all.count) files"
}
root.focusedView = filter

let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()
