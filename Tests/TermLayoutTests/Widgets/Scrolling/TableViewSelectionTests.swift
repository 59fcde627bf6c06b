import TermLayout
import TermLayoutSamples
import Testing

/// Numbers that count what the table asks them.
final class CountedNumbers: TableViewDataSource {
    let numbers: Numbers
    var texts = 0
    var sortKeys = 0

    init(count: Int) {
        numbers = Numbers(count: count)
    }

    func numberOfRows(in table: TableView) -> Int { numbers.count }
    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        texts += 1
        return numbers.tableView(table, textFor: row, column: column)
    }
    func tableView(_ table: TableView, sortKeyFor row: Int, column: TableColumn) -> TableSortKey {
        sortKeys += 1
        return numbers.tableView(table, sortKeyFor: row, column: column)
    }
}

/// The screen's rows reversed from the first column to the one before the last (where the
/// scroll indicator may run): the selection, in a focused table.
@MainActor
func highlightedRows(_ root: RootView) -> [Int] {
    let screen = Screen(size: root.terminalSize)
    screen.render(root)
    return (0..<root.terminalSize.height).filter { y in
        (0..<(root.terminalSize.width - 1)).allSatisfy {
            screen[$0, y].style.attributes.contains(.reverse)
        }
    }
}

/// The first column's text in each of the screen's rows from `from` on.
@MainActor
func firstColumn(_ root: RootView, from: Int = 1) -> [String] {
    render(root).dropFirst(from).map { String($0.prefix { $0 != "│" }).trimmingSuffix() }
}

extension String {
    /// The text without the spaces it ends in.
    fileprivate func trimmingSuffix() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}

@Suite("A table view's selection and sorting")
@MainActor
struct TableViewSelectionTests {
    static let files = TableViewTests.files
    static let fifty = TableViewTests.fifty

    @Test(
        "the list's keys move the selection by data row, highlighted and in sight",
        arguments: [
            // keys, the selected data row, where it shows
            ([Key.down], 0, 1), ([.down, .down], 1, 2), ([.end], 3, 3), ([.end, .up], 2, 2),
            ([.end, .home], 0, 1), ([.pageDown], 2, 3), ([.pageDown, .pageDown], 3, 3),
            ([.pageDown, .pageUp], 0, 1),
        ])
    func navigation(keys: [Key], selected: Int, screenRow: Int) throws {
        // A header and three rows: a page is two rows.
        let (root, table) = try tableScreen(Size(width: 24, height: 4), data: Self.files)
        var reported: [Int] = []
        table.didSelectRow = { reported.append($0) }
        for key in keys {
            #expect(root.dispatchKey(key))
            root.layoutIfNeeded()
        }
        #expect(table.selectedRow == selected)
        #expect(reported.last == selected)
        #expect(highlightedRows(root) == [screenRow])
        let name = Self.files.files[selected].name
        #expect(render(root)[screenRow].hasPrefix(name))
    }

    @Test("Enter activates the selected data row; with none selected it is passed on")
    func activation() throws {
        let (root, table) = try tableScreen(Size(width: 24, height: 6), data: Self.files)
        var rows: [Int] = []
        var paths: [IndexPath] = []
        table.didActivateRow = { rows.append($0) }
        table.didActivate = { paths.append($0) }
        #expect(!root.dispatchKey(.enter))
        table.sort(by: "size", ascending: false)
        root.dispatchKey(.down)
        root.dispatchKey(.enter)
        #expect(rows == [1], "photo.png, the largest, shows first")
        #expect(paths == [IndexPath(row: 0)], "the list speaks of its place on screen")
    }

    @Test(
        "sorting orders the rows by a column's keys, stably, and marks the column",
        arguments: [
            (
                "name", true, ["a.out", "notes.txt", "photo.png", "zeta"],
                "Name    ▲│Size  │Kind   "
            ),
            (
                "name", false, ["zeta", "photo.png", "notes.txt", "a.out"],
                "Name    ▼│Size  │Kind   "
            ),
            // Sizes sort as numbers; 120 twice keeps the data's order either way.
            (
                "size", true, ["a.out", "notes.txt", "zeta", "photo.png"],
                "Name     │Size ▲│Kind   "
            ),
            (
                "size", false, ["photo.png", "notes.txt", "zeta", "a.out"],
                "Name     │Size ▼│Kind   "
            ),
            (
                "kind", true, ["a.out", "photo.png", "notes.txt", "zeta"],
                "Name     │Size  │Kind  ▲"
            ),
        ])
    func sorting(column: String, ascending: Bool, names: [String], header: String) throws {
        let (root, table) = try tableScreen(Size(width: 24, height: 6), data: Self.files)
        table.sort(by: column, ascending: ascending)
        root.layoutIfNeeded()
        #expect(table.sortDescriptor == TableSortDescriptor(column: column, ascending: ascending))
        #expect(render(root)[0] == header)
        #expect(Array(firstColumn(root)[0..<4]) == names)
        for row in 0..<4 {
            #expect(table.indexPath(forRow: row).flatMap(table.row(at:)) == row)
        }
        table.sortDescriptor = nil
        root.layoutIfNeeded()
        #expect(Array(firstColumn(root)[0..<4]) == Self.files.files.map(\.name))
    }

    @Test("the selection stays on its data row through sorts, in sight, without a new report")
    func selectionKept() throws {
        let (root, table) = try tableScreen(Size(width: 24, height: 6), data: Self.files)
        var reported: [Int] = []
        table.didSelectRow = { reported.append($0) }
        table.selectRow(1)
        root.layoutIfNeeded()
        #expect(highlightedRows(root) == [2])
        table.sort(by: "size")
        root.layoutIfNeeded()
        #expect(table.selectedRow == 1)
        #expect(table.selectedIndexPath == IndexPath(row: 3))
        #expect(highlightedRows(root) == [4])
        #expect(render(root)[4].hasPrefix("photo.png"))
        table.sort(by: "size", ascending: false)
        root.layoutIfNeeded()
        #expect(highlightedRows(root) == [1])
        #expect(reported == [1])
    }

    @Test("a sort that moves the selection out of sight scrolls it back into sight")
    func selectionScrolled() throws {
        let (root, table) = try tableScreen(
            Size(width: 20, height: 6), columns: [TableColumn("n", title: "Row")],
            data: Self.fifty)
        table.selectRow(2)
        table.sort(by: "n", ascending: false)
        root.layoutIfNeeded()
        #expect(table.selectedIndexPath == IndexPath(row: 47))
        let shown = try #require(highlightedRows(root).first)
        #expect(render(root)[shown].hasPrefix("row 2 "))
        #expect(render(root)[0].hasPrefix("Row"), "under the header")
    }

    @Test(
        "> and < cycle the sort: unsorted, each sortable column up then down",
        arguments: [
            ([Character(">")], TableSortDescriptor(column: "name")),
            ([">", ">"], TableSortDescriptor(column: "name", ascending: false)),
            ([">", ">", ">"], TableSortDescriptor(column: "kind")),
            ([">", ">", ">", ">"], TableSortDescriptor(column: "kind", ascending: false)),
            ([">", ">", ">", ">", ">"], nil), ([">", "<"], nil),
            (["<"], TableSortDescriptor(column: "kind", ascending: false)),
            (["<", "<", "<", "<"], TableSortDescriptor(column: "name")),
        ])
    func sortKeys(keys: [Character], sort: TableSortDescriptor?) throws {
        var columns = fileColumns
        columns[1].isSortable = false
        let (root, table) = try tableScreen(
            Size(width: 24, height: 6), columns: columns, data: Self.files)
        for key in keys { #expect(root.dispatchKey(.character(key))) }
        #expect(table.sortDescriptor == sort)
    }

    @Test("a sort by a column that is not there, or does not sort, does not hold")
    func invalidSorts() throws {
        var columns = fileColumns
        columns[1].isSortable = false
        let (_, table) = try tableScreen(
            Size(width: 24, height: 6), columns: columns, data: Self.files)
        table.sort(by: "name")
        table.sort(by: "size")
        table.sort(by: "nothing")
        #expect(table.sortDescriptor == TableSortDescriptor(column: "name"))
        table.sortDescriptor = TableSortDescriptor(column: "size")
        #expect(table.sortDescriptor == nil)
        table.sort(by: "kind")
        table.columns.removeLast()
        #expect(table.sortDescriptor == nil, "the sorted column is gone")
        table.columns = [TableColumn("size", isSortable: false)]
        #expect(!table.handleKey(.character(">")), "no column sorts: the key is passed on")
    }

    @Test("100,000 rows scroll and sort with views for the rows in sight only")
    func hundredThousandRows() throws {
        let data = CountedNumbers(count: 100_000)
        let (root, table) = try tableScreen(
            Size(width: 20, height: 12), border: EdgeInsets(top: 1),
            columns: [TableColumn("n", title: "Row"), TableColumn("rest", width: .fitting)],
            data: data)
        #expect(columnWidths(table) == [13, 6], "the remainders' column hugs its title and mark")
        var most = table.viewCount
        for _ in 0..<50 {
            root.dispatchKey(.pageDown)
            root.layoutIfNeeded()
            most = max(most, table.viewCount)
        }
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        most = max(most, table.viewCount)
        #expect(table.selectedRow == 99_999)
        #expect(render(root).last?.hasPrefix("row 99999") == true)
        let texts = data.texts
        table.sort(by: "n", ascending: false)
        root.layoutIfNeeded()
        most = max(most, table.viewCount)
        #expect(data.sortKeys == 100_000, "a key per row, not per comparison")
        #expect(
            data.texts - texts <= 100 + 2 * 2 * 11,
            "the sampled rows, and two columns of the rows in sight before and after")
        #expect(table.selectedIndexPath == IndexPath(row: 0), "the same data row, now first")
        #expect(render(root)[2].hasPrefix("row 99999"))
        #expect(most <= 10 + 2, "\(most) views for 10 rows in sight")
    }
}
