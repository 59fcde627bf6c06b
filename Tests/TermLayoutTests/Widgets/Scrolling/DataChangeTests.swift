import TermLayout
import Testing

/// `count` texts, `prefix` and a number from 0.
func texts(_ count: Int, _ prefix: String = "row ") -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
}

@Suite("Data that changes under a list, a table or a grid, as UIKit's never asks past the end")
@MainActor
struct DataChangeTests {
    @Test(
        "a list whose rows in sight are gone asks for none of them at the reload",
        arguments: [
            // rows before, row scrolled to, rows after
            (50, 0, 0), (50, 40, 0), (50, 40, 3), (5, 0, 2),
        ])
    func listShrinks(before: Int, scrolledTo: Int, after: Int) throws {
        let data = CheckedData([(nil, texts(before))])
        let (root, list) = try listScreen(Size(width: 12, height: 8), data: data)
        list.scrollToRow(at: IndexPath(row: scrolledTo))
        root.layoutIfNeeded()
        data.sections[0].rows.removeLast(before - after)
        list.reloadData()
        root.layoutIfNeeded()
        #expect(data.misses.asks == [])
    }

    /// A header's title before and after, and the first line after the reload.
    nonisolated static let retitles: [(String?, String?, String)] = [
        ("Fruit", "Vegetables", "Vegetables  "), ("Fruit", nil, "apple       "),
        (nil, "Fruit", "Fruit       "),
    ]

    @Test(
        "a section header in sight shows the title the data source gives at the reload",
        arguments: retitles)
    func headerRetitled(before: String?, after: String?, firstLine: String) throws {
        let data = CheckedData([(before, ["apple", "banana"])])
        let (root, list) = try listScreen(Size(width: 12, height: 4), data: data)
        data.sections[0].title = after
        list.reloadData()
        root.layoutIfNeeded()
        #expect(render(root).first == firstLine)
        #expect(data.misses.asks == [])
    }

    @Test(
        "a grid whose items in sight are gone asks for none of them at the reload",
        arguments: [(20, 0, 0), (100, 90, 0), (100, 90, 3)])
    func gridShrinks(before: Int, scrolledTo: Int, after: Int) throws {
        let data = CheckedData([(nil, texts(before))])
        let (root, grid) = try gridScreen(Size(width: 25, height: 8), data: data)
        grid.selectItem(at: scrolledTo)
        root.layoutIfNeeded()
        data.items.removeLast(before - after)
        grid.reloadData()
        root.layoutIfNeeded()
        #expect(data.misses.asks == [])
    }

    @Test(
        "a table whose rows in sight are gone asks for none of them at the reload",
        arguments: [(50, 0, 0), (50, 40, 0), (50, 40, 3)])
    func tableShrinks(before: Int, scrolledTo: Int, after: Int) throws {
        let data = CheckedTable(texts(before).enumerated().map { ($1, $0) })
        let (root, table) = try tableScreen(
            Size(width: 30, height: 8), columns: [TableColumn("name"), TableColumn("size")],
            data: data)
        table.scrollToRow(at: IndexPath(row: scrolledTo))
        root.layoutIfNeeded()
        data.rows.removeLast(before - after)
        table.reloadData()
        root.layoutIfNeeded()
        #expect(data.misses.asks == [])
    }
}
