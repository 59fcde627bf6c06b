import TermLayout
import TermLayoutSamples
import Testing

/// Sections of named rows; a section titled "" has no header. Lists hold their data source
/// weakly, as UIKit's do, so the tests keep theirs in static properties.
final class Rows: ListViewDataSource, Sendable {
    let sections: [(title: String, rows: [String])]

    init(_ sections: [(title: String, rows: [String])]) {
        self.sections = sections
    }

    func numberOfSections(in list: ListView) -> Int { sections.count }
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }
    func listView(_ list: ListView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title.isEmpty ? nil : sections[section].title
    }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = sections[indexPath.section].rows[indexPath.row]
    }
}

/// A list filling a root of `size` with `border`, focused, showing `data`.
@MainActor
func listScreen(
    _ size: Size, border: EdgeInsets = .zero, rowHeight: Int = 1, data: any ListViewDataSource
)
    throws -> (root: RootView, list: ListView)
{
    let list = ListView(identifier: "list")
    list.rowHeight = rowHeight
    let root = try root(size, border: border, filledWith: list)
    list.dataSource = data
    root.focusedView = list
    root.layoutIfNeeded()
    return (root, list)
}

@Suite("A list view, as UITableView, builds only the rows in sight")
@MainActor
struct ListViewTests {
    static let hundredThousand = NumberedData(count: 100_000)
    static let fifty = NumberedData(count: 50)
    static let three = Rows([("", ["one", "two", "three"])])
    static let produce = Rows([
        ("Fruit", ["apple", "banana", "cherry"]), ("", ["(loose)"]),
        ("Vegetables", ["carrot", "leek"]),
    ])

    @Test("sections with headers, rows in order")
    func sections() throws {
        let (root, _) = try listScreen(Size(width: 12, height: 9), data: Self.produce)
        #expect(
            render(root) == [
                "Fruit       ", "apple       ", "banana      ", "cherry      ",
                "(loose)     ", "Vegetables  ", "carrot      ", "leek        ",
                "            ",
            ])
    }

    @Test(
        "keys move the selection across sections and keep it in sight",
        arguments: [
            ([Key.down], IndexPath(row: 0)),
            ([.down, .down, .down, .down], IndexPath(row: 0, section: 1)),
            ([.down, .down, .down, .down, .down], IndexPath(row: 0, section: 2)),
            ([.end], IndexPath(row: 1, section: 2)), ([.end, .up], IndexPath(row: 0, section: 2)),
            ([.end, .home], IndexPath(row: 0)), ([.pageDown], IndexPath(row: 2)),
        ])
    func navigation(keys: [Key], selected: IndexPath) throws {
        let (root, list) = try listScreen(
            Size(width: 12, height: 5), border: EdgeInsets(top: 1, bottom: 1), data: Self.produce)
        for key in keys {
            #expect(root.dispatchKey(key))
            root.layoutIfNeeded()
        }
        #expect(list.selectedIndexPath == selected)
        let row = try #require(
            list.contentView.subviews.compactMap { $0 as? ListRow }
                .first { !$0.isHidden && $0.indexPath == selected })
        let onScreen = row.absoluteFrame.minY
        #expect((1..<4).contains(onScreen), "the selected row shows between the bars")
    }

    @Test("Enter reports the selected row")
    func activation() throws {
        let (root, list) = try listScreen(Size(width: 12, height: 5), data: Self.produce)
        var activated: [IndexPath] = []
        list.didActivate = { activated.append($0) }
        #expect(!root.dispatchKey(.enter), "nothing selected yet")
        root.dispatchKey(.down)
        root.dispatchKey(.down)
        root.dispatchKey(.enter)
        #expect(activated == [IndexPath(row: 1)])
    }

    @Test(
        "selecting the selected row again scrolls it back into sight, as Home does after the wheel")
    func reselectScrolls() throws {
        let (root, list) = try listScreen(Size(width: 12, height: 5), data: Self.fifty)
        root.dispatchKey(.home)
        #expect(list.selectedIndexPath == IndexPath(row: 0))
        list.contentOffset = Point(x: 0, y: 20)
        root.layoutIfNeeded()
        root.dispatchKey(.home)
        root.layoutIfNeeded()
        #expect(list.contentOffset == .zero)
        #expect(render(root).first?.hasPrefix("item 0") == true)
    }

    @Test(
        "100,000 rows scroll from top to bottom with views for the rows in sight only",
        arguments: [1, 3])
    func hundredThousandRows(rowHeight: Int) throws {
        let (root, list) = try listScreen(
            Size(width: 20, height: 12), border: EdgeInsets(top: 1), rowHeight: rowHeight,
            data: Self.hundredThousand)
        var most = list.viewCount
        for _ in 0..<50 {
            root.dispatchKey(.pageDown)
            root.layoutIfNeeded()
            most = max(most, list.viewCount)
        }
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        most = max(most, list.viewCount)
        #expect(list.selectedIndexPath == IndexPath(row: 99_999))
        #expect(most <= 12 / rowHeight + 2, "\(most) views for 12 rows")
        #expect(render(root).contains { $0.hasPrefix("item 99999") })
    }

    @Test(
        "a row's content is inset by the safe area's sides while its background spans the row",
        arguments: [(true, 2, 1), (false, 0, 0)])
    func contentInsetBySafeArea(insets: Bool, left: Int, right: Int) throws {
        let (root, list) = try listScreen(
            Size(width: 12, height: 4), border: EdgeInsets(left: 2, right: 1),
            data: Self.produce)
        list.insetsContentViewsToSafeArea = insets
        root.layoutIfNeeded()
        root.dispatchKey(.down)
        root.layoutIfNeeded()
        let row = try #require(
            list.contentView.subviews.compactMap { $0 as? ListRow }
                .first { $0.indexPath == IndexPath(row: 0) })
        #expect(row.frame.width == 12)
        #expect(row.contentRect == Rect(x: left, y: 0, width: 12 - left - right, height: 1))
        let screen = Screen(size: root.terminalSize)
        screen.render(root)
        #expect(screen[0, 1].style.attributes.contains(.reverse), "the background from column 0")
        #expect(screen[left, 1].grapheme == "a")
    }

    @Test("a few rows still start below a status line: a list always bounces vertically")
    func fewRows() throws {
        let (root, list) = try listScreen(
            Size(width: 12, height: 8), border: EdgeInsets(top: 1, bottom: 1), data: Self.three)
        #expect(list.adjustedContentInset == EdgeInsets(top: 1, bottom: 1))
        #expect(render(root)[1] == "one         ")
    }

    @Test("a border that changes while running moves the rows below it")
    func borderChange() throws {
        let (root, _) = try listScreen(
            Size(width: 12, height: 8), border: EdgeInsets(top: 1), data: Self.fifty)
        #expect(render(root)[1].hasPrefix("item 0"))
        root.unsafeBorder = EdgeInsets(top: 3)
        root.layoutIfNeeded()
        #expect(render(root)[3].hasPrefix("item 0"))
    }
}
