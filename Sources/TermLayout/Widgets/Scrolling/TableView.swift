/// A table, as AppKit's NSTableView: a list whose rows have columns, under a header that stays
/// at the top while the rows scroll.
///
/// A table is a `ListView`, so only the rows in sight have views, reused as they scroll
/// (100,000 rows cost no more than 100); its rows follow the safe area as a list's do, and so
/// does its header, on the first row the content would start at; the list's keys move the
/// selection (Up, Down, Page Up, Page Down, Home, End) and keep it in sight, the selected row
/// highlighted, and Enter activates it.
///
/// Columns are a `│` apart, in the theme's `dimmed` style. Their widths come from constraints
/// on the header's cells (see `TableColumnWidth`) and each row draws its cells where the
/// header's lie.
///
/// `>` and `<` step the sort forwards and backwards through: unsorted, the first sortable
/// column ascending (▲ in its header), descending (▼), the next column ascending… The
/// `sortDescriptor` and `sort(by:ascending:)` sort from code. Sorting orders the data rows'
/// indices, never views, and the selection stays on its data row.
///
/// Set `dataSource` to a `TableViewDataSource`, which is asked by data row. The list's
/// `selectedIndexPath`, `didSelect` and `didActivate` speak of rows by their place on screen;
/// the table's `selectedRow`, `didSelectRow` and `didActivateRow` by data row. The header's row
/// is part of `adjustedContentInset.top`.
open class TableView: ListView {
    /// The columns, left to right; setting them lays the header out again and reloads the rows.
    /// A sort by a column that is gone ends.
    public var columns: [TableColumn] {
        didSet { columnsDidChange() }
    }
    /// Called with the data row the selection moves to; not when a sort only moves it on screen.
    public var didSelectRow: (Int) -> Void = { _ in }
    /// Called with the selected data row when Enter is pressed.
    public var didActivateRow: (Int) -> Void = { _ in }
    /// The sort: which column and which way; nil shows the rows in the data source's order.
    /// Setting it sorts the rows, keeping the selection on its data row and in sight; a sort
    /// by a column that does not exist or does not sort is taken as nil.
    public var sortDescriptor: TableSortDescriptor? {
        get { sort }
        set {
            let valid = newValue.flatMap { sortableColumn(named: $0.column) == nil ? nil : $0 }
            guard valid != sort else { return }
            sort = valid
            updateSortMarks()
            reloadData()
            if let selectedIndexPath { scrollToRow(at: selectedIndexPath) }
        }
    }
    /// How many data rows the data source had at the last reload.
    public private(set) var numberOfRows = 0
    private var sort: TableSortDescriptor?
    /// The data row at each place on screen, when sorted.
    var order: [Int]?
    /// The place on screen of each data row, when sorted.
    var positions: [Int]?
    let header = TableHeaderView()

    /// A table with `columns`; set its `dataSource` to fill it.
    public init(identifier: String? = nil, columns: [TableColumn] = []) {
        self.columns = columns
        super.init(identifier: identifier)
        try! addSubview(header)
        pinnedHeaderHeight = 1
        header.didLayOut = { [unowned self] in updateRowColumns() }
        columnsDidChange()
    }

    override class var rowClass: ListRow.Type { TableRow.self }

    /// The selected data row; nil when no row is selected.
    public var selectedRow: Int? { selectedIndexPath.flatMap(row(at:)) }

    /// The data row shown at `indexPath`; nil for a place where no row is.
    public func row(at indexPath: IndexPath) -> Int? {
        guard indexPath.section == 0, (0..<numberOfRows).contains(indexPath.row) else {
            return nil
        }
        return order?[indexPath.row] ?? indexPath.row
    }

    /// Where data row `row` shows; nil for a row that does not exist.
    public func indexPath(forRow row: Int) -> IndexPath? {
        guard (0..<numberOfRows).contains(row) else { return nil }
        return IndexPath(row: positions?[row] ?? row)
    }

    /// Selects data row `row` and scrolls it into sight.
    public func selectRow(_ row: Int) {
        guard let indexPath = indexPath(forRow: row) else { return }
        selectRow(at: indexPath)
    }

    /// Selects the row shown at `indexPath` and scrolls it into sight.
    public override func selectRow(at indexPath: IndexPath) {
        let old = selectedIndexPath
        super.selectRow(at: indexPath)
        guard selectedIndexPath != old, let row = selectedRow else { return }
        didSelectRow(row)
    }

    /// Reads the rows again, sorts them and shows them; fitting columns measure again. The
    /// selection stays on its data row if that still exists.
    public override func reloadData() {
        let kept = selectedRow
        let source = dataSource as? TableViewDataSource
        numberOfRows = max(0, source?.numberOfRows(in: self) ?? 0)
        sortRows()
        measureFittingColumns()
        super.reloadData()
        selectedIndexPath = kept.flatMap(indexPath(forRow:))
    }

    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character(">"): return cycleSort(by: 1)
        case .character("<"): return cycleSort(by: -1)
        case .enter:
            guard let row = selectedRow, super.handleKey(key) else { return false }
            didActivateRow(row)
            return true
        default: return super.handleKey(key)
        }
    }

    /// A press on a column's title sorts by it, ascending, or the other way when it is the
    /// column sorted by already; rows and the wheel are the list's.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        let location = event.location(in: self)
        guard event.kind == .press, event.button == .left, header.frame.contains(location) else {
            return super.handleMouse(event)
        }
        guard
            let index = columns.indices.first(where: {
                rect(ofColumn: $0)?.contains(location) == true
            })
        else { return true }
        let column = columns[index].identifier
        let current = sortDescriptor
        sort(by: column, ascending: current?.column == column ? !current!.ascending : true)
        return true
    }

    /// Places the rows as a list does, then the header above them, inset as their content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        header.contentInset = rowContentInset
        header.frame = Rect(
            x: 0, y: adjustedContentInset.top - pinnedHeaderHeight, width: bounds.width,
            height: pinnedHeaderHeight)
        updateRowColumns()
    }

    private func columnsDidChange() {
        header.show(columns)
        if let sort, sortableColumn(named: sort.column) == nil { self.sort = nil }
        updateSortMarks()
        reloadData()
    }
}
