import TermLayout
import Testing

/// Lines a test takes rows from, as an app's notes are cleared or a filter narrows them. A row
/// asked for that the lines no longer have is noted, where an app's data source, an array read
/// by the row's index, traps.
@MainActor
final class ShrinkingLines: ListViewDataSource {
    var lines: [String]
    private(set) var askedBeyond: [IndexPath] = []

    init(_ lines: [String]) { self.lines = lines }

    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { lines.count }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        guard indexPath.row < lines.count else { return askedBeyond.append(indexPath) }
        row.text = lines[indexPath.row]
    }
}

/// Found by hand in `Snippets/UserApps/NotesScreen.swift`: its Clear empties the notes and
/// reloads the list, and the app died of "Index out of range" in its data source, asked by
/// `reloadData` to configure a row that was gone.
@Suite("A list reloaded with fewer rows asks its data source only for the rows it has")
@MainActor
struct ListReloadTests {
    @Test(
        "rows taken away while in sight are never asked for again",
        arguments: [(["one", "two"], [String]()), (["a", "b", "c", "d", "e"], ["a", "b"])])
    func fewerRows(before: [String], after: [String]) throws {
        let data = ShrinkingLines(before)
        let (root, list) = try listScreen(Size(width: 6, height: 6), data: data)
        data.lines = after
        list.reloadData()
        root.layoutIfNeeded()
        #expect(data.askedBeyond == [])
        let blank = String(repeating: " ", count: 6)
        let rows = after.map { $0 + String(repeating: " ", count: 6 - $0.count) }
        #expect(render(root) == rows + Array(repeating: blank, count: 6 - after.count))
    }
}
