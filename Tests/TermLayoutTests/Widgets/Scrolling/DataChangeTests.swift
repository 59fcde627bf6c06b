import TermLayout
import Testing

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

    @Test(
        "a list scrolled to its end keeps its last row at the bottom as it shrinks or grows",
        arguments: [
            // rows left of 50, the terminal's height after, the screen's last line but the
            // scroll indicator's column
            (20, 8, "row 19     "), (50, 20, "row 49     "), (0, 8, "           "),
        ])
    func listEndKept(after: Int, height: Int, lastLine: String) throws {
        let data = CheckedData([(nil, texts(50))])
        let (root, list) = try listScreen(Size(width: 12, height: 8), data: data)
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        data.sections[0].rows.removeLast(50 - after)
        list.reloadData()
        root.terminalSize = Size(width: 12, height: height)
        root.layoutIfNeeded()
        #expect(list.contentOffset.y == list.maximumContentOffset.y)
        #expect(render(root).last.map { String($0.prefix(11)) } == lastLine)
    }

    @Test(
        "a grid scrolled to its end keeps its last row at the bottom as it shrinks or grows",
        arguments: [(12, 8), (100, 30), (0, 8)])
    func gridEndKept(after: Int, height: Int) throws {
        let data = CheckedData([(nil, texts(100))])
        let (root, grid) = try gridScreen(Size(width: 25, height: 8), data: data)
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        data.items.removeLast(100 - after)
        grid.reloadData()
        root.terminalSize = Size(width: 25, height: height)
        root.layoutIfNeeded()
        #expect(grid.contentOffset.y == grid.maximumContentOffset.y)
        #expect(
            after == 0 || itemFrame(grid, after - 1)?.maxY == min(height, grid.contentSize.height))
    }
}
