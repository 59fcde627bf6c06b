import TermLayout
import TermLayoutSamples

/// Scrolling a list, a table or a grid of many rows by Page Down, as a user reading it from top to
/// bottom: what a scroll step costs, and whether the widget builds views only for what is in
/// sight (issue 6: "A list and a grid with 100,000 rows scroll from top to bottom without
/// building more views than fit on screen").
@MainActor
public final class WidgetScrollScenario {
    /// Which widget to scroll.
    public enum Widget: String, Sendable {
        /// A `ListView` of one section of `count` rows, one cell high.
        case list
        /// A `GridView` of `count` items of `itemSize`, one column apart.
        case grid
        /// A `TableView` of `count` rows under its header, in `NumberedTableData.columns`: a
        /// list whose rows draw three columns.
        case table
    }

    /// The terminal, with a one-row status line on top: the content scrolls under it but
    /// starts and stops clear of it.
    public static let size = Size(width: 80, height: 24)
    public static let border = EdgeInsets(top: 1)
    public static let itemSize = Size(width: 8, height: 3)

    public let widget: Widget
    /// Rows of the list, or items of the grid.
    public let count: Int
    /// The screen, once `build()` has run.
    public private(set) var root: RootView?
    /// The list, or the table (a table is a list).
    public private(set) var list: ListView?
    public private(set) var grid: GridView?
    // Lists, tables and grids hold their data source weakly; the scenario keeps it.
    private let data: AnyObject

    public init(_ widget: Widget, count: Int) {
        self.widget = widget
        self.count = count
        data =
            widget == .table ? NumberedTableData(count: count) : NumberedData(count: count)
    }

    /// Builds the widget filling the root, focused, lays it out at `size` and then goes to the
    /// top with Home and Page Down, so that the selection rests where every next Page Down
    /// scrolls (from the top, a list's first Page Down only moves the selection to the last row
    /// in sight).
    public func build() throws {
        let root = RootView(size: Self.size, unsafeBorder: Self.border)
        let view: ScrollView
        switch widget {
        case .list:
            let list = ListView(identifier: "list")
            list.rowHeight = 1
            view = list
            self.list = list
        case .grid:
            let grid = GridView(identifier: "grid")
            grid.itemSize = Self.itemSize
            view = grid
            self.grid = grid
        case .table:
            let table = TableView(identifier: "table", columns: NumberedTableData.columns)
            view = table
            list = table
        }
        try root.addSubview(view)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[view]|;V:|[view]|", views: ["view": view]))
        list?.dataSource = data as? ListViewDataSource
        grid?.dataSource = data as? GridViewDataSource
        root.focusedView = view
        root.layoutIfNeeded()
        self.root = root
        top()
    }

    /// One scroll step: Page Down and a layout; once the selection is on the last item, Home
    /// and Page Down and a layout instead, back near the top, so that every step scrolls.
    public func scrollStep() {
        guard let root else { return }
        if isAtEnd {
            root.dispatchKey(.home)
        }
        root.dispatchKey(.pageDown)
        root.layoutIfNeeded()
    }

    /// Goes back to where `build()` left it: Home, Page Down, a layout.
    public func top() {
        guard let root else { return }
        root.dispatchKey(.home)
        root.dispatchKey(.pageDown)
        root.layoutIfNeeded()
    }

    /// Whether the selection is on the last row or item.
    public var isAtEnd: Bool {
        switch widget {
        case .list, .table: list?.selectedIndexPath == IndexPath(row: count - 1)
        case .grid: grid?.selectedIndex == count - 1
        }
    }

    /// The row or item views the widget has built: in sight, and spare for reuse.
    public var viewCount: Int {
        list?.viewCount ?? grid?.viewCount ?? 0
    }

    /// The row or item views now showing (not hidden), found by walking the content view.
    public var viewsInSight: Int {
        let content = list?.contentView ?? grid?.contentView
        return content?.subviews.count { !$0.isHidden } ?? 0
    }

    /// The most rows or items any part of which can lie in the widget's height at once, which
    /// is what the widget shows (the row under the status line included): for rows one cell
    /// high, as many as the widget has rows (24, for a table too: its rows scroll under its
    /// header); rows of 3 can show in part at the top and bottom, so 24 rows of cells can cut 9
    /// of them, and the grid has `(80 + 1) / (8 + 1)` = 9 columns.
    public var fitOnScreen: Int {
        if let list {
            let height = list.bounds.height
            return (height + list.rowHeight - 1 + list.rowHeight - 1) / list.rowHeight
        }
        if let grid {
            let pitch = grid.itemSize.height + grid.minimumLineSpacing
            let rows = (grid.bounds.height + grid.itemSize.height - 1 + pitch - 1) / pitch
            let columns =
                (grid.bounds.width + grid.minimumInteritemSpacing)
                / (grid.itemSize.width + grid.minimumInteritemSpacing)
            return rows * columns
        }
        return 0
    }

    /// What one full scroll from the top to the last item saw.
    public struct FullScroll: Sendable {
        /// Page Downs from the top to the last item.
        public var steps = 0
        /// The most views built (`viewCount`) after any step, the build included.
        public var mostViews = 0
        /// The most views showing after any step.
        public var mostInSight = 0
    }

    /// From the top, Page Down until the selection is on the last item, calling `measure`
    /// around each step (`step` runs it once), and records the views after each.
    public func scrollToBottom(measure: (_ step: () -> Void) -> Void = { $0() }) -> FullScroll {
        top()
        var scroll = FullScroll(mostViews: viewCount, mostInSight: viewsInSight)
        while !isAtEnd {
            measure { self.scrollStep() }
            scroll.steps += 1
            scroll.mostViews = max(scroll.mostViews, viewCount)
            scroll.mostInSight = max(scroll.mostInSight, viewsInSight)
        }
        return scroll
    }
}

/// A table's data: `count` rows numbered from 0, in three columns, one of each width rule: the
/// number, 7 cells wide; `item N`, taking the rest; and a kind from a short list, as wide as
/// the widest of them in the sample the table measures.
@MainActor
public final class NumberedTableData: TableViewDataSource {
    /// A fixed, a proportional and a fitting column.
    public static let columns = [
        TableColumn("number", title: "#", width: .fixed(7)),
        TableColumn("name", title: "Name", width: .proportional(1)),
        TableColumn("kind", title: "Kind", width: .fitting),
    ]
    private static let kinds = ["text", "image", "binary", "archive", "directory"]
    /// How many rows there are.
    public let count: Int

    /// Data for `count` rows, numbered from 0.
    public init(count: Int) {
        self.count = count
    }

    /// `count` rows.
    public func numberOfRows(in table: TableView) -> Int { count }

    /// The row's number, `item N`, or its kind, by the column.
    public func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        switch column.identifier {
        case "number": "\(row)"
        case "name": "item \(row)"
        default: Self.kinds[row % Self.kinds.count]
        }
    }
}
