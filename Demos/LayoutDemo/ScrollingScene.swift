import TermLayout

/// Scene 3: a list of 100,000 rows in a bar container beside a grid (above it on a terminal
/// narrower than 80 columns), both reaching under the title line and the key bar and keeping
/// their rows clear of them; Tab moves between them, and where the list is beside the grid,
/// `s` slides it, a sidebar, out to the left and back. A resize across 80 columns moves the
/// list between its two places over a quarter second, and it comes in beside the grid shown.
final class ScrollingScene: View, DemoScene {
    let name = "scrolling"
    /// `s` where the list is beside the grid; above it, the width that puts it beside.
    var hints: [(key: String, action: String)] {
        let sidebar = sidebarLeading.isInLayout ? "s" : "≥\(Self.besideFrom) cols"
        return [
            ("tab", "list/grid"), ("↑↓←→", "move"), ("PgUp PgDn", "page"), (sidebar, "sidebar"),
        ]
    }
    var firstFocus: View? { isSidebarShown ? list : grid }
    let list = ListView(identifier: "list")
    let grid = GridView(identifier: "grid")
    private let data = DemoData()
    /// The sidebar's width when the scene has room for it.
    private static let sidebarWidth = 30.0
    /// The narrowest terminal that puts the list beside the grid.
    private static let besideFrom = 80
    /// How long the sidebar takes to slide, and the list to move across 80 columns.
    private static let slideDuration = Duration.milliseconds(250)
    /// Places the sidebar: 0 shows it, minus its width puts it just off the left edge.
    private var sidebarLeading: LayoutConstraint!
    private(set) var isSidebarShown = true

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
            withVisualFormat: "H:[left(>=0,==width@500)][grid(>=0)]|;V:|[left]|;V:|[grid]|",
            metrics: ["width": Self.sidebarWidth], views: views)
        let leading = left.leadingAnchor.constraint(equalTo: leadingAnchor)
        sidebarLeading = leading
        let above = try LayoutConstraint.constraints(
            withVisualFormat: "V:|[left(>=0,==8@500)][grid(>=0)]|;H:|[left]|;H:|[grid]|",
            views: views)
        for constraint in beside + [leading] {
            constraint.condition = .width(Self.besideFrom...)
        }
        for constraint in above { constraint.condition = .width(..<Self.besideFrom) }
        try LayoutConstraint.activate(beside + [leading] + above)
    }

    /// Shows the sidebar or slides it off to the left, over a quarter of a second when
    /// `animated`; the grid takes the room. Hiding it moves the focus to the grid. It applies
    /// where the list is beside the grid; above it, the list stays.
    func setSidebarShown(_ shown: Bool, animated: Bool) {
        guard shown != isSidebarShown else { return }
        isSidebarShown = shown
        let change = { [self] in
            sidebarLeading.constant = shown ? 0 : -Self.sidebarWidth
            if !shown, list.isFocused { rootView?.focusedView = grid }
        }
        if animated, let root = rootView {
            root.animate(duration: Self.slideDuration, changes: change)
        } else {
            change()
        }
    }

    /// Animates the switch between beside and above; across to beside, the sidebar shows,
    /// whatever `s` last did.
    func sizeWillTransition(_ transition: SizeTransition) {
        let beside = transition.size.width >= Self.besideFrom
        transition.animate(duration: Self.slideDuration) { [self] in
            if beside { setSidebarShown(true, animated: false) }
        }
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .character("s"), sidebarLeading.isInLayout else { return false }
        setSidebarShown(!isSidebarShown, animated: true)
        return true
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
