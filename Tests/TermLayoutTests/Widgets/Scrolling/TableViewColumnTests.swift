import TermLayout
import Testing

/// `count` rows of "x", but for the longer texts of `long` rows.
final class Sparse: TableViewDataSource {
    let count: Int
    let long: [Int: String]

    init(count: Int, long: [Int: String]) {
        self.count = count
        self.long = long
    }

    func numberOfRows(in table: TableView) -> Int { count }
    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        long[row] ?? "x"
    }
}

@Suite("A table view's columns: widths by rule, settled by the solver")
@MainActor
struct TableViewColumnTests {
    static let files = TableViewTests.files

    @Test(
        "widths come from the columns' rules through the solver",
        arguments: [
            // columns, table width, widths by hand
            (
                [TableColumn("a", width: .fixed(10)), TableColumn("b", width: .fixed(6))], 30,
                [10, 6]
            ),
            // Short of room, the last column gives way first; one with no room left is pushed
            // past the edge rather than squeezing the one before it.
            (
                [TableColumn("a", width: .fixed(10)), TableColumn("b", width: .fixed(6))], 12,
                [10, 1]
            ),
            (
                [TableColumn("a", width: .fixed(10)), TableColumn("b", width: .fixed(6))], 8,
                [8, 0]
            ),
            // Shares of 1 and 2 split what the separator leaves: 30 and 12.
            ([TableColumn("a"), TableColumn("b", width: .proportional(2))], 31, [10, 20]),
            ([TableColumn("a"), TableColumn("b", width: .proportional(2))], 13, [4, 8]),
            // Fixed columns first; the proportional one between them fills 20 - 8 - 2.
            (
                [
                    TableColumn("a", width: .fixed(4)), TableColumn("b"),
                    TableColumn("c", width: .fixed(4)),
                ], 20, [4, 10, 4]
            ),
            // A maximum caps a share, and the other share takes what it leaves.
            ([TableColumn("a", maximumWidth: 5), TableColumn("b")], 31, [5, 25]),
            // A minimum holds however small the share, or the fixed width.
            ([TableColumn("a", minimumWidth: 12), TableColumn("b")], 21, [12, 8]),
            (
                [TableColumn("a", width: .fixed(3), minimumWidth: 6), TableColumn("b")], 21,
                [6, 14]
            ),
            // Minimums hold even past the right edge: the columns are cut off there.
            (
                [
                    TableColumn("a", width: .fixed(10), minimumWidth: 10),
                    TableColumn("b", minimumWidth: 8),
                ], 15, [10, 8]
            ),
            // A fitting column hugs its widest cell, "photo.png"; the title with its sort
            // mark's room is 6.
            ([TableColumn("name", width: .fitting), TableColumn("kind")], 30, [9, 20]),
            ([TableColumn("name", width: .fitting), TableColumn("kind")], 6, [6, 0]),
            // A title wider than the cells, which does not sort: 12, no room for a mark.
            (
                [
                    TableColumn("name", title: "Name of file", width: .fitting, isSortable: false),
                    TableColumn("kind"),
                ], 30, [12, 17]
            ),
            // Fitting within a maximum; "binary" and the title with the mark's room are 6.
            (
                [
                    TableColumn("name", width: .fitting, maximumWidth: 7),
                    TableColumn("kind", width: .fitting),
                ], 30, [7, 6]
            ),
        ])
    func widths(columns: [TableColumn], width: Int, expected: [Int]) throws {
        let (_, table) = try tableScreen(
            Size(width: width, height: 6), columns: columns, data: Self.files)
        #expect(columnWidths(table) == expected)
        let lefts = table.columns.indices.compactMap { table.rect(ofColumn: $0)?.minX }
        #expect(lefts.first == 0)
        #expect(Array(lefts.dropFirst()) == zip(lefts, expected).dropLast().map { $0 + $1 + 1 })
    }

    @Test("a fitting column measures 100 rows spread over many, and keeps its width as they scroll")
    func fittingSample() throws {
        // Of 1,000 rows the sample takes 0, 10, 20…, 504… and 999, not 500.
        let data = Sparse(count: 1000, long: [999: "last at 12 c", 500: "not in the sample"])
        let (root, table) = try tableScreen(
            Size(width: 20, height: 4), columns: [TableColumn("t", width: .fitting)], data: data)
        #expect(columnWidths(table) == [12])
        table.selectRow(500)
        root.layoutIfNeeded()
        #expect(columnWidths(table) == [12])
        let shown = try #require(render(root).first { $0.hasPrefix("not") })
        #expect(shown.hasPrefix("not in the…"))
    }

    @Test("new columns lay the header out again and refill the rows in sight")
    func newColumns() throws {
        let (root, table) = try tableScreen(Size(width: 20, height: 3), data: Self.files)
        table.columns = [
            TableColumn("size", title: "Bytes", width: .fitting, isSortable: false),
            TableColumn("name", title: "Name"),
        ]
        root.layoutIfNeeded()
        #expect(
            render(root) == [
                "Bytes│Name          ", "120  │notes.txt    ┃", "4096 │photo.png    │",
            ])
    }
}
