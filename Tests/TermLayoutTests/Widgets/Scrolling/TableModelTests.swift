import TermLayoutTesting
import Testing

@testable import TermLayout

/// A change to a table's rows (each followed by a reload), its columns or sort, or a call to
/// it.
enum TableChange: CustomStringConvertible {
    case data(ArrayChange<(name: String, size: Int)>)
    case resize(row: Int, to: Int)
    case columns(Int)
    case sort(TableSortDescriptor?)
    case select(row: Int)
    case scroll(toY: Int)

    var description: String {
        switch self {
        case .data(let change): "\(change)"
        case .resize(let row, let size): "size of row \(row) to \(size)"
        case .columns(let index): "columns \(TableModel.columnSets[index].map(\.identifier))"
        case .sort(let sort): "sort by \(sort.map { "\($0)" } ?? "nothing")"
        case .select(let row): "select data row \(row)"
        case .scroll(let y): "scroll to y \(y)"
        }
    }
}

/// A table over rows an app keeps in an array, changed, sorted and resized at random, against
/// what it shows.
@MainActor
final class TableModel: ModelSubject {
    /// The columns the table switches between: by width rule, order and which sort.
    nonisolated static let columnSets = [
        [TableColumn("name", width: .fitting), TableColumn("size", width: .fixed(6))],
        [TableColumn("size", width: .proportional(2)), TableColumn("name", isSortable: false)],
        [TableColumn("name", minimumWidth: 30)], [],
    ]
    let data = CheckedTable(texts(40).enumerated().map { ($1, $0 % 7) })
    let root: RootView
    let table: TableView
    let keys: [Key] = [
        .up, .down, .pageUp, .pageDown, .home, .end, .enter, .tab, .character(">"),
        .character("<"),
    ]
    /// How many rows have been made, which names the next one: every row's name is its own.
    private var made = 0

    init() throws {
        (root, table) = try tableScreen(
            Size(width: 40, height: 12), columns: Self.columnSets[0], data: data)
    }

    func randomChange(_ random: inout SplitMix64) -> TableChange {
        let count = data.rows.count
        switch random.below(12) {
        case 0..<4:
            // Sizes from few values, so that rows sorted by size tie often.
            return .data(
                .random(count: count, &random) { count, random in
                    made += count
                    return ((made - count)..<made).map { ("new \($0)", random.below(10)) }
                })
        case 4:
            guard count > 0 else { return .data(.reload) }
            return .resize(row: random.below(count), to: random.below(10))
        case 5: return .columns(random.below(Self.columnSets.count))
        case 6:
            return .sort(
                random.oneIn(3)
                    ? nil
                    : TableSortDescriptor(
                        column: random.pick(["name", "size", "none"]), ascending: random.oneIn(2)))
        // Any row, a little past the data too: the table must ignore rows that do not exist.
        case 7, 8, 9: return .select(row: random.below(count + 2) - 1)
        default: return .scroll(toY: random.below(table.contentSize.height + 10) - 5)
        }
    }

    func apply(_ change: TableChange) {
        switch change {
        case .data(let change):
            dataVersion += 1
            change.apply(to: &data.rows)
            table.reloadData()
        case .resize(let row, let size):
            dataVersion += 1
            data.rows[row].size = size
            table.reloadData()
        case .columns(let index): table.columns = Self.columnSets[index]
        case .sort(let sort): table.sortDescriptor = sort
        case .select(let row): table.selectRow(row)
        case .scroll(let y): table.scroll(to: Point(x: 0, y: y))
        }
    }

    /// The data rows in the order the model sorts them: stably, by the sorted column's names or
    /// sizes, either way. Worked out again only when the data or the sort changed.
    private var order: [Int] {
        let sort = table.sortDescriptor
        if let sorted, sorted.version == dataVersion, sorted.sort == sort { return sorted.order }
        let order = sortedRows(by: sort)
        sorted = (dataVersion, sort, order)
        return order
    }
    /// Counts the changes to the data, which make `sorted` stale.
    private var dataVersion = 0
    private var sorted: (version: Int, sort: TableSortDescriptor?, order: [Int])?

    private func sortedRows(by sort: TableSortDescriptor?) -> [Int] {
        let rows = data.rows
        guard let sort else { return Array(rows.indices) }
        let bySize = sort.column == "size"
        return rows.indices.sorted { a, b in
            let (first, second) = sort.ascending ? (a, b) : (b, a)
            let before =
                bySize
                ? rows[first].size < rows[second].size : rows[first].name < rows[second].name
            let after =
                bySize
                ? rows[second].size < rows[first].size : rows[second].name < rows[first].name
            return before || (!after && a < b)
        }
    }

    func problems() -> [String] {
        defer { data.misses.removeAll() }
        let rows = data.rows
        let order = self.order
        let columns = table.columns
        var problems =
            data.misses.asks
            + sightProblems(
                table, sections: [(nil, rows.count)],
                expected: { path in
                    let row = rows[order[path.row]]
                    return columns.map { $0.identifier == "size" ? "\(row.size)" : row.name }
                        .joined(separator: "|")
                }, shown: { ($0 as! TableRow).cells.joined(separator: "|") })
        if let selected = table.selectedRow, !rows.indices.contains(selected) {
            problems.append("the selected data row \(selected) does not exist")
        }
        return problems
    }
}

@Suite("A table against a model of its data")
@MainActor
struct TableModelTests {
    @Test("random changes, sorts, scrolls, selections, clicks, keys and resizes")
    func randomSteps() throws {
        runModel(try TableModel(), name: "table")
    }
}
