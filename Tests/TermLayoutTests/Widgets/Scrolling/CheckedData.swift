import TermLayout

/// The asks for rows, items or sections that do not exist, where a Swift array would trap:
/// data sources record them and answer with a placeholder, so a test reports the ask (with its
/// seed) instead of crashing the test process.
struct Misses {
    private(set) var asks: [String] = []

    /// `array[index]`, or nil with the ask recorded when the index is out of range.
    mutating func element<Element>(
        _ array: [Element], _ index: Int, _ what: @autoclosure () -> String
    ) -> Element? {
        if array.indices.contains(index) { return array[index] }
        asks.append("asked for \(what()) of \(array.count)")
        return nil
    }

    mutating func removeAll() { asks.removeAll() }
}

/// `count` texts, `prefix` and a number from 0.
func texts(_ count: Int, _ prefix: String = "row ") -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
}

/// A list's data as an app keeps it, in arrays: sections, each with an optional title and its
/// rows' texts; a grid shows the first section's rows as its items.
@MainActor
final class CheckedData: ListViewDataSource, GridViewDataSource {
    var sections: [(title: String?, rows: [String])]
    var misses = Misses()

    init(_ sections: [(title: String?, rows: [String])]) {
        self.sections = sections
    }

    /// A grid's items: the first section's rows, or none.
    var items: [String] {
        get { sections.first?.rows ?? [] }
        set { sections = [(nil, newValue)] }
    }

    func numberOfSections(in list: ListView) -> Int { sections.count }
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int {
        misses.element(sections, section, "section \(section)")?.rows.count ?? 0
    }
    func listView(_ list: ListView, titleForHeaderInSection section: Int) -> String? {
        misses.element(sections, section, "the title of section \(section)")?.title
    }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        guard let section = misses.element(sections, indexPath.section, "row \(indexPath)")
        else { return }
        row.text = misses.element(section.rows, indexPath.row, "row \(indexPath)") ?? "?"
    }

    func numberOfItems(in grid: GridView) -> Int { items.count }
    func gridView(_ grid: GridView, configure item: GridItem, at index: Int) {
        item.text = misses.element(items, index, "item \(index)") ?? "?"
    }
}

/// A table's data as an app keeps it: a name and a size per row, in an array; sizes sort as
/// numbers.
@MainActor
final class CheckedTable: TableViewDataSource {
    var rows: [(name: String, size: Int)]
    var misses = Misses()

    init(_ rows: [(name: String, size: Int)]) {
        self.rows = rows
    }

    func numberOfRows(in table: TableView) -> Int { rows.count }
    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        guard let data = misses.element(rows, row, "data row \(row)") else { return "?" }
        return column.identifier == "size" ? "\(data.size)" : data.name
    }
    func tableView(_ table: TableView, sortKeyFor row: Int, column: TableColumn) -> TableSortKey {
        guard let data = misses.element(rows, row, "the sort key of data row \(row)") else {
            return .text("?")
        }
        return column.identifier == "size" ? .number(Double(data.size)) : .text(data.name)
    }
}
