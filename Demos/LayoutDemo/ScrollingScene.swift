import TermLayout

/// Scene 3: a list of 100,000 rows in a bar container beside a grid (above it on a terminal
/// narrower than 80 columns), both reaching under the title line and the key bar and keeping
/// their rows clear of them; Tab moves between them.
final class ScrollingScene: View, DemoScene {
    let name = "scrolling"
    let hints: [(key: String, action: String)] = [
        ("tab", "list/grid"), ("↑↓←→", "move"), ("PgUp PgDn", "page"),
    ]
    var firstFocus: View? { list }
    let list = ListView(identifier: "list")
    let grid = GridView(identifier: "grid")
    private let data = DemoData()

    init() throws {
        super.init(identifier: "scrolling scene")
        list.dataSource = data
        grid.dataSource = data
        grid.itemSize = Size(width: 9, height: 3)
        grid.sectionInsetReference = .fromSafeArea
        let left = try BarContainer(
            identifier: "left", content: list,
            bar: StatusBar(left: "100,000 rows", style: TextStyle(.bold)))
        try addSubview(left)
        try addSubview(grid)
        let views = ["left": left, "grid": grid]
        let beside = try LayoutConstraint.constraints(
            withVisualFormat: "H:|[left(>=0,==30@500)][grid(>=0)]|;V:|[left]|;V:|[grid]|",
            views: views)
        let above = try LayoutConstraint.constraints(
            withVisualFormat: "V:|[left(>=0,==8@500)][grid(>=0)]|;H:|[left]|;H:|[grid]|",
            views: views)
        for constraint in beside { constraint.condition = .width(80...) }
        for constraint in above { constraint.condition = .width(..<80) }
        try LayoutConstraint.activate(beside + above)
    }
}

/// The rows and items the scrolling scene shows, made only when they come into sight.
final class DemoData: ListViewDataSource, GridViewDataSource {
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { 100_000 }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = "row \(indexPath.row) · 行 \(indexPath.row)"
    }
    func numberOfItems(in grid: GridView) -> Int { 100_000 }
    func gridView(_ grid: GridView, configure item: GridItem, at index: Int) {
        item.text = "\(index)"
    }
}
