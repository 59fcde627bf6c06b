import TermLayout
import TermLayoutSamples
import Testing

/// Files with a name, a size and a kind, one a row, in the order given; sizes sort as
/// numbers. Tables hold their data source weakly, as lists do: tests keep theirs in static
/// properties.
final class Files: TableViewDataSource {
    let files: [(name: String, size: Int, kind: String)]

    init(_ files: [(name: String, size: Int, kind: String)]) {
        self.files = files
    }

    func numberOfRows(in table: TableView) -> Int { files.count }
    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        switch column.identifier {
        case "name": files[row].name
        case "size": "\(files[row].size)"
        default: files[row].kind
        }
    }
    func tableView(_ table: TableView, sortKeyFor row: Int, column: TableColumn) -> TableSortKey {
        column.identifier == "size"
            ? .number(Double(files[row].size))
            : .text(tableView(table, textFor: row, column: column))
    }
}

/// `count` rows numbered from 0: the number, and its remainder by 7 (which sorts as a number).
final class Numbers: TableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func numberOfRows(in table: TableView) -> Int { count }
    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        column.identifier == "n" ? "row \(row)" : "\(row % 7)"
    }
    func tableView(_ table: TableView, sortKeyFor row: Int, column: TableColumn) -> TableSortKey {
        .number(Double(column.identifier == "n" ? row : row % 7))
    }
}

/// A name that hugs its content, a size 6 wide and a kind taking the rest.
let fileColumns = [
    TableColumn("name", title: "Name", width: .fitting),
    TableColumn("size", title: "Size", width: .fixed(6)),
    TableColumn("kind", title: "Kind"),
]

/// A table with `columns` filling a root of `size` with `border`, focused, showing `data`.
@MainActor
func tableScreen(
    _ size: Size, border: EdgeInsets = .zero, columns: [TableColumn] = fileColumns,
    data: any TableViewDataSource
) throws -> (root: RootView, table: TableView) {
    let table = TableView(identifier: "table", columns: columns)
    let root = try root(size, border: border, filledWith: table)
    table.dataSource = data
    root.focusedView = table
    root.layoutIfNeeded()
    return (root, table)
}

/// The widths of the table's columns, left to right.
@MainActor
func columnWidths(_ table: TableView) -> [Int] {
    table.columns.indices.compactMap { table.rect(ofColumn: $0)?.width }
}

@Suite("A table view: columns under a pinned header, rows built as a list's")
@MainActor
struct TableViewTests {
    static let files = Files([
        ("notes.txt", 120, "text"), ("photo.png", 4096, "image"), ("a.out", 8, "binary"),
        ("zeta", 120, "text"),
    ])
    static let fifty = Numbers(count: 50)

    @Test("a header of titles, then each row's cells in the header's columns, │ between them")
    func screen() throws {
        let (root, _) = try tableScreen(Size(width: 24, height: 6), data: Self.files)
        // The name hugs "notes.txt" (9), the size is 6, the kind takes 24 - 9 - 6 - 2 = 7.
        #expect(
            render(root) == [
                "Name     │Size  │Kind   ", "notes.txt│120   │text   ",
                "photo.png│4096  │image  ", "a.out    │8     │binary ",
                "zeta     │120   │text   ", "                        ",
            ])
    }

    @Test("the header stays on top while the rows scroll under it, below a status line")
    func pinnedHeader() throws {
        // Two columns of 10 and a separator; the indicator runs down the last column.
        let (root, table) = try tableScreen(
            Size(width: 21, height: 6), border: EdgeInsets(top: 1),
            columns: [TableColumn("n", title: "Row"), TableColumn("rest", title: "Mod 7")],
            data: Self.fifty)
        #expect(table.adjustedContentInset.top == 2, "the status line and the header")
        #expect(render(root)[1...2] == ["Row       │Mod 7     ", "row 0     │0        ┃"])
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        #expect(
            render(root)[1...] == [
                "Row       │Mod 7     ", "row 46    │4        │", "row 47    │5        │",
                "row 48    │6        │", "row 49    │0        ┃",
            ])
        let row = try #require(table.indexPath(forRow: 49))
        #expect(table.selectedIndexPath == row)
    }

    @Test(
        "header and rows follow the safe area's sides as a list's rows do",
        arguments: [(true, 2, 1), (false, 0, 0)])
    func safeArea(insets: Bool, left: Int, right: Int) throws {
        let (root, table) = try tableScreen(
            Size(width: 20, height: 5), border: EdgeInsets(top: 1, left: 2, right: 1),
            columns: [TableColumn("name", title: "Name", width: .fixed(6)), TableColumn("kind")],
            data: Self.files)
        table.insetsContentViewsToSafeArea = insets
        root.layoutIfNeeded()
        root.dispatchKey(.down)
        root.layoutIfNeeded()
        let name = try #require(table.rect(ofColumn: 0))
        #expect(name == Rect(x: left, y: 1, width: 6, height: 1), "below the status line")
        #expect(columnWidths(table) == [6, 20 - left - right - 7])
        let screen = Screen(size: root.terminalSize)
        screen.render(root)
        #expect(screen.lines[1].dropFirst(left).hasPrefix("Name  │kind"))
        #expect(screen.lines[2].dropFirst(left).hasPrefix("notes…│text"))
        #expect(screen[0, 2].style.attributes.contains(.reverse), "the background from column 0")
        #expect(screen[19, 2].style.attributes.contains(.reverse), "to the last column")
    }

    @Test("a border that changes while running moves the header and the rows below it")
    func borderChange() throws {
        let (root, table) = try tableScreen(
            Size(width: 16, height: 8), border: EdgeInsets(top: 1),
            columns: [TableColumn("n", title: "Row")], data: Self.fifty)
        #expect(render(root)[1...2] == ["Row             ", "row 0          ┃"])
        root.unsafeBorder = EdgeInsets(top: 3, left: 1)
        root.layoutIfNeeded()
        #expect(render(root)[3...4] == [" Row            ", " row 0         ┃"])
        #expect(table.rect(ofColumn: 0) == Rect(x: 1, y: 3, width: 15, height: 1))
    }

    @Test("a table keeps its header clear of a bar container's bar, as a list its rows")
    func inBarContainer() throws {
        let table = TableView(identifier: "table", columns: [TableColumn("n", title: "Row")])
        let bar = StatusBar(left: "Numbers")
        let container = try BarContainer(identifier: "box", content: table, bar: bar)
        let root = try root(Size(width: 12, height: 5), border: .zero, filledWith: container)
        table.dataSource = Self.fifty
        root.layoutIfNeeded()
        #expect(render(root)[0...2] == [" Numbers    ", "Row         ", "row 0      ┃"])
    }

    @Test("every size from 1×1 to 14×6 lays out, settles, and looks as a fresh layout")
    func everySize() throws {
        let (root, table) = try tableScreen(Size(width: 1, height: 1), data: Self.files)
        let log = CapturedLog(root)
        table.selectRow(1)
        var negative: [String] = []
        for width in 1...14 {
            for height in 1...6 {
                root.terminalSize = Size(width: width, height: height)
                root.layoutIfNeeded()
                _ = render(root)
                for view in table.subtree where view.frame.width < 0 || view.frame.height < 0 {
                    negative.append("\(view.layoutName(viewName: nil)) \(view.frame)")
                }
            }
        }
        #expect(negative.isEmpty)
        #expect(log.lines.filter { $0.contains("settle") || $0.contains("kept changing") }.isEmpty)
        #expect(table.selectedRow == 1)
        // A scroll view keeps its offset as it grows, as UIKit's does: Home brings both to the
        // top.
        root.dispatchKey(.home)
        root.layoutIfNeeded()
        let (fresh, freshTable) = try tableScreen(Size(width: 14, height: 6), data: Self.files)
        freshTable.selectRow(0)
        fresh.layoutIfNeeded()
        #expect(render(root) == render(fresh), "after the walk as a fresh layout")
    }

    @Test(
        "a table one cell wide shows its first column cut to …, and the indicator over the rows",
        arguments: [(1, ["…"]), (2, ["…", "┃"]), (3, ["…", "┃", "│"])])
    func tiny(height: Int, screen: [String]) throws {
        let (root, table) = try tableScreen(Size(width: 1, height: height), data: Self.files)
        #expect(render(root) == screen)
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        #expect(table.selectedRow == 3)
        #expect(columnWidths(table).allSatisfy { $0 >= 0 })
    }

    @Test(
        "a click on a title sorts by its column, again the other way; a click on a row selects it")
    func clicks() throws {
        let (root, table) = try tableScreen(Size(width: 24, height: 6), data: Self.files)
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 11, y: 0)))
        root.layoutIfNeeded()
        #expect(table.sortDescriptor == TableSortDescriptor(column: "size"))
        #expect(
            render(root)[1...4].map { String($0.prefix(9)) } == [
                "a.out    ", "notes.txt", "zeta     ", "photo.png",
            ])
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 11, y: 0)))
        #expect(table.sortDescriptor == TableSortDescriptor(column: "size", ascending: false))
        root.layoutIfNeeded()
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 3, y: 1)))
        #expect(table.selectedRow == 1, "photo.png, data row 1, is first when sizes go down")
    }
}
