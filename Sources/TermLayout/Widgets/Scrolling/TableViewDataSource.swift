/// What a table shows: how many rows, the text of each cell and what each cell sorts by.
///
/// A table asks by *data row*: a row's index in the data source's own order, whatever order the
/// table shows the rows in. A table data source is a list data source too, since a table is a
/// list: the defaults below give the list its one section of rows and fill each row's cells, so
/// implement only the table's methods.
@MainActor
public protocol TableViewDataSource: ListViewDataSource {
    /// How many rows the table has.
    func numberOfRows(in table: TableView) -> Int
    /// The text of the cell of data row `row` in `column`, on one line; the table cuts it with
    /// `…` to the column's width.
    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String
    /// What the cell of data row `row` in `column` sorts by; its text unless said otherwise.
    /// The table asks once per row when it sorts, not once per comparison.
    func tableView(_ table: TableView, sortKeyFor row: Int, column: TableColumn) -> TableSortKey
}

/// What a cell sorts by: a number, or a text compared by Unicode scalars (`"B" < "a"`; give
/// a lowercased text to ignore case). Numbers sort before texts, and NaN before other numbers.
public enum TableSortKey: Comparable, Sendable {
    /// A number: sizes, counts, dates as seconds.
    case number(Double)
    /// A text.
    case text(String)

    /// Numbers before texts; NaN before every other number; texts as `String` orders them.
    public static func < (lhs: TableSortKey, rhs: TableSortKey) -> Bool {
        switch (lhs, rhs) {
        case (.number(let left), .number(let right)):
            left < right || (left.isNaN && !right.isNaN)
        case (.number, .text): true
        case (.text, .number): false
        case (.text(let left), .text(let right)): left < right
        }
    }
}

extension TableViewDataSource {
    /// The cell's text.
    public func tableView(_ table: TableView, sortKeyFor row: Int, column: TableColumn)
        -> TableSortKey
    {
        .text(tableView(table, textFor: row, column: column))
    }

    /// A table's rows, all in its one section: `numberOfRows(in:)` as read at the last reload.
    public func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int {
        (list as? TableView)?.numberOfRows ?? 0
    }

    /// Fills a table's row with the text of each column's cell of the data row it shows.
    public func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        guard let table = list as? TableView, let row = row as? TableRow,
            let dataRow = table.row(at: indexPath)
        else { return }
        row.cells = table.columns.map { tableView(table, textFor: dataRow, column: $0) }
    }
}
