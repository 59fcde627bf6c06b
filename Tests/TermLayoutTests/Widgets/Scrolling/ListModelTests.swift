import TermLayoutTesting
import Testing

@testable import TermLayout

/// A change to a list's sections and rows (each followed by a reload), or a call to it.
enum ListChange: CustomStringConvertible {
    case insert(count: Int, at: IndexPath)
    case delete(count: Int, at: IndexPath)
    case move(IndexPath, to: IndexPath)
    case empty(keepingSections: Bool)
    case grow(section: Int, by: Int)
    case sections(Int)
    case retitle(section: Int)
    case reload
    case rowHeight(Int)
    case select(IndexPath)
    case scroll(toY: Int)
    case scrollToRow(IndexPath)

    var description: String {
        switch self {
        case .insert(let count, let path): "insert \(count) at \(path)"
        case .delete(let count, let path): "delete \(count) at \(path)"
        case .move(let from, let to): "move \(from) to \(to)"
        case .empty(let keeping): keeping ? "empty every section" : "remove every section"
        case .grow(let section, let count): "add \(count) to section \(section)"
        case .sections(let count): "\(count) sections"
        case .retitle(let section): "retitle section \(section)"
        case .reload: "reload"
        case .rowHeight(let height): "row height \(height)"
        case .select(let path): "select \(path)"
        case .scroll(let y): "scroll to y \(y)"
        case .scrollToRow(let path): "scroll to row \(path)"
        }
    }
}

/// A list over sections an app keeps in arrays, changed at random, against what it shows.
@MainActor
final class ListModel: ModelSubject {
    let data = CheckedData([("Fruit", texts(3, "fruit ")), (nil, texts(40))])
    let root: RootView
    let list: ListView
    let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .enter, .left, .tab]
    /// How many rows have been made, which names the next one: every row's text is its own.
    private var made = 0

    init() throws {
        (root, list) = try listScreen(Size(width: 40, height: 12), data: data)
    }

    private func newRows(_ count: Int) -> [String] {
        made += count
        return ((made - count)..<made).map { "new \($0)" }
    }

    /// A path in a section that exists, to a row that exists or to the end when `end` allows.
    private func existingPath(_ random: inout SplitMix64, end: Bool = false) -> IndexPath? {
        guard !data.sections.isEmpty else { return nil }
        let section = random.below(data.sections.count)
        let rows = data.sections[section].rows.count + (end ? 1 : 0)
        guard rows > 0 else { return nil }
        return IndexPath(row: random.below(rows), section: section)
    }

    func randomChange(_ random: inout SplitMix64) -> ListChange {
        // Any path, a little past the data too: calls must ignore rows that do not exist.
        let anyPath = IndexPath(
            row: random.below(data.sections.reduce(0) { max($0, $1.rows.count) } + 2),
            section: random.below(data.sections.count + 2))
        switch random.below(16) {
        case 0, 1:
            guard let path = existingPath(&random, end: true) else { return .sections(3) }
            return .insert(count: 1 + random.below(3), at: path)
        case 2, 3:
            guard let path = existingPath(&random) else { return .reload }
            return .delete(count: 1 + random.below(3), at: path)
        case 4:
            guard let from = existingPath(&random), let to = existingPath(&random) else {
                return .reload
            }
            return .move(from, to: to)
        case 5: return .empty(keepingSections: random.oneIn(2))
        case 6:
            guard !data.sections.isEmpty else { return .sections(1) }
            return .grow(section: random.below(data.sections.count), by: random.pick([5, 50, 500]))
        case 7: return .sections(random.below(6))
        case 8: return .reload
        case 9: return .rowHeight(1 + random.below(3))
        case 10, 11: return .select(anyPath)
        case 12, 13: return .scroll(toY: random.below(list.contentSize.height + 10) - 5)
        case 14:
            guard !data.sections.isEmpty else { return .sections(1) }
            return .retitle(section: random.below(data.sections.count))
        default: return .scrollToRow(anyPath)
        }
    }

    func apply(_ change: ListChange) {
        switch change {
        case .insert(let count, let path):
            data.sections[path.section].rows.insert(contentsOf: newRows(count), at: path.row)
        case .delete(let count, let path):
            let rows = data.sections[path.section].rows
            data.sections[path.section].rows.removeSubrange(
                path.row..<min(rows.count, path.row + count))
        case .move(let from, let to):
            let row = data.sections[from.section].rows.remove(at: from.row)
            let end = data.sections[to.section].rows.count
            data.sections[to.section].rows.insert(row, at: min(to.row, end))
        case .empty(let keeping):
            data.sections = keeping ? data.sections.map { ($0.title, []) } : []
        case .grow(let section, let count):
            data.sections[section].rows += newRows(count)
        case .sections(let count):
            data.sections = Array(data.sections.prefix(count))
            while data.sections.count < count {
                let title = data.sections.count % 2 == 0 ? "Section \(made)" : nil
                data.sections.append((title, newRows(data.sections.count)))
            }
        case .retitle(let section):
            made += 1
            data.sections[section].title = made % 3 == 0 ? nil : "Title \(made)"
        case .reload: break
        case .rowHeight(let height):
            list.rowHeight = height
            return
        case .select(let path): return list.selectRow(at: path)
        case .scroll(let y): return list.scroll(to: Point(x: 0, y: y))
        case .scrollToRow(let path): return list.scrollToRow(at: path)
        }
        list.reloadData()
    }

    func problems() -> [String] {
        defer { data.misses.removeAll() }
        let sections = data.sections
        return data.misses.asks
            + sightProblems(
                list, sections: sections.map { ($0.title, $0.rows.count) },
                expected: { sections[$0.section].rows[$0.row] }, shown: \.text)
    }
}

/// What differs between the headers and rows `list` shows, and the selection, from those of
/// `sections` (each one's title and row count) at the list's offset and height: `expected` is
/// the text of the row at a path, `shown` what a row's view shows.
@MainActor
func sightProblems(
    _ list: ListView, sections: [(title: String?, count: Int)],
    expected: (IndexPath) -> String, shown: (ListRow) -> String
) -> [String] {
    let height = max(1, list.rowHeight)
    let sight = list.contentOffset.y..<(list.contentOffset.y + list.bounds.height)
    var wantedRows: [IndexPath: Int] = [:]
    var wantedHeaders: [Int: (title: String, y: Int)] = [:]
    var y = 0
    for (section, (title, count)) in sections.enumerated() {
        if let title {
            if sight.contains(y) { wantedHeaders[section] = (title, y) }
            y += 1
        }
        for row in lines(from: y, pitch: height, length: height, count: count, in: sight) {
            wantedRows[IndexPath(row: row, section: section)] = y + row * height
        }
        y += count * height
    }
    var problems: [String] = []
    let views = list.contentView.subviews.filter { !$0.isHidden }
    let rows = Dictionary(
        views.compactMap { $0 as? ListRow }.map { ($0.indexPath, [$0]) }, uniquingKeysWith: +)
    if Set(rows.keys) != Set(wantedRows.keys) || rows.values.contains(where: { $0.count > 1 }) {
        problems.append(
            "rows in sight \(rows.keys.sorted().map { "\($0)×\(rows[$0]!.count)" }), "
                + "the model's \(wantedRows.keys.sorted())")
    }
    for (path, y) in wantedRows {
        guard let row = rows[path]?.first else { continue }
        if shown(row) != expected(path) {
            problems.append("row \(path) shows \(shown(row)), the model's \(expected(path))")
        }
        if row.frame.minY != y || row.frame.height != height {
            problems.append("row \(path) at \(row.frame), the model's y \(y) height \(height)")
        }
        if row.isSelected != (path == list.selectedIndexPath) {
            problems.append("row \(path) selected: \(row.isSelected)")
        }
    }
    let headers = views.compactMap { $0 as? ListHeader }
    let shownHeaders = headers.map { "\($0.title) at \($0.frame.minY)" }.sorted()
    let modelHeaders = wantedHeaders.values.map { "\($0.title) at \($0.y)" }.sorted()
    if shownHeaders != modelHeaders {
        problems.append("headers \(shownHeaders), the model's \(modelHeaders)")
    }
    if let selected = list.selectedIndexPath,
        !sections.indices.contains(selected.section)
            || !(0..<sections[selected.section].count).contains(selected.row)
    {
        problems.append("the selection \(selected) does not exist")
    }
    return problems + offsetProblems(list)
}

@Suite("A list against a model of its data")
@MainActor
struct ListModelTests {
    @Test("random changes, scrolls, selections, clicks, keys and resizes")
    func randomSteps() throws {
        runModel(try ListModel(), name: "list")
    }
}
