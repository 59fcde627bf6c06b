/// Which column a table's rows are sorted by and which way, as an `NSSortDescriptor`'s key and
/// order.
public struct TableSortDescriptor: Hashable, Sendable {
    /// The `identifier` of the column sorted by.
    public var column: String
    /// Whether the keys go up the rows (▲ in the header) or down (▼).
    public var ascending: Bool

    /// Sorting by the column named `column`, ascending unless said otherwise.
    public init(column: String, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }
}

extension TableView {
    /// Sorts the rows by the column named `column`, keeping the selection on its data row and
    /// in sight; a column that does not exist or does not sort is ignored.
    public func sort(by column: String, ascending: Bool = true) {
        guard sortableColumn(named: column) != nil else { return }
        sortDescriptor = TableSortDescriptor(column: column, ascending: ascending)
    }

    /// Steps through the sorts `>` (forwards) and `<` (backwards) cycle through: unsorted, then
    /// each sortable column ascending and descending, left to right. False when no column
    /// sorts.
    func cycleSort(by step: Int) -> Bool {
        let sorts: [TableSortDescriptor?] =
            [nil]
            + columns.filter(\.isSortable).flatMap {
                [
                    TableSortDescriptor(column: $0.identifier),
                    TableSortDescriptor(column: $0.identifier, ascending: false),
                ]
            }
        guard sorts.count > 1 else { return false }
        let current = sorts.firstIndex(of: sortDescriptor) ?? 0
        sortDescriptor = sorts[(current + step + sorts.count) % sorts.count]
        return true
    }

    /// The sortable column named `identifier`, if there is one.
    func sortableColumn(named identifier: String) -> TableColumn? {
        columns.first { $0.identifier == identifier && $0.isSortable }
    }

    /// Works out the order the rows show in: with a sort, the data rows sorted by the keys the
    /// data source gives, asked once per row, so 100,000 rows make no views and 100,000 calls.
    /// The sort is stable: rows with equal keys keep their data order, either way.
    func sortRows() {
        guard let sort = sortDescriptor, let column = sortableColumn(named: sort.column),
            let source = dataSource as? TableViewDataSource
        else {
            order = nil
            positions = nil
            return
        }
        let keys = (0..<numberOfRows).map { source.tableView(self, sortKeyFor: $0, column: column) }
        let sorted = Array(keys.indices).sorted {
            sort.ascending ? keys[$0] < keys[$1] : keys[$1] < keys[$0]
        }
        var inverse = [Int](repeating: 0, count: sorted.count)
        for (position, row) in sorted.enumerated() { inverse[row] = position }
        order = sorted
        positions = inverse
    }

    /// Puts ▲ or ▼ on the sorted column's header.
    func updateSortMarks() {
        for (column, cell) in zip(columns, header.cells) {
            cell.sortMark = sortDescriptor.flatMap { sort in
                sort.column != column.identifier ? nil : sort.ascending ? "▲" : "▼"
            }
        }
    }
}
