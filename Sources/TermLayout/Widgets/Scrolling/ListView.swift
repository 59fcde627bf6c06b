/// A row's place in a list: its section and its index there, as UIKit's `IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Row `row` of section `section`, the first section unless given.
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "\(section).\(row)" }
}

/// What a list shows: how many sections and rows, the sections' titles, each row's text.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// How many sections the list has; one unless the data source says otherwise.
    func numberOfSections(in list: ListView) -> Int
    /// How many rows `section` has.
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int
    /// The section's header; nil for none.
    func listView(_ list: ListView, titleForHeaderInSection section: Int) -> String?
    /// Fills a row about to show, new or reused.
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath)
}

extension ListViewDataSource {
    /// One section.
    public func numberOfSections(in list: ListView) -> Int { 1 }
    public func listView(_ list: ListView, titleForHeaderInSection section: Int) -> String? {
        nil
    }
}

/// A scrolling list of rows in sections, as UITableView: only the rows in sight have views,
/// reused as they scroll; Up, Down, Page Up, Page Down, Home and End move the selection and
/// keep it in sight; Enter reports it. A click selects a row, and the wheel scrolls.
open class ListView: ScrollView {
    /// Where rows come from; held weakly, as in UIKit. Setting it reloads the list.
    public weak var dataSource: ListViewDataSource? {
        didSet { reloadData() }
    }
    /// Called when Enter is pressed on the selected row.
    public var didActivate: (IndexPath) -> Void = { _ in }
    /// Called when the selection moves.
    public var didSelect: (IndexPath) -> Void = { _ in }
    /// The height of every row, in rows; setting it reloads the list.
    public var rowHeight = 1 {
        didSet { reloadData() }
    }
    /// Whether a row's content is inset by the list's left and right safe-area insets while
    /// its background spans the whole width (UIKit's default: true).
    public var insetsContentViewsToSafeArea = true {
        didSet { setNeedsLayout() }
    }
    /// The selected row; nil until one is selected, and when it no longer exists.
    public internal(set) var selectedIndexPath: IndexPath?
    var sections = ListSections()
    private(set) var rows = ReusePool<IndexPath, ListRow>()
    private var headers = ReusePool<Int, ListHeader>()

    /// A list bounces vertically however few its rows, as UITableView does, so its rows start
    /// below a status line even when they all fit.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
        alwaysBounceVertical = true
    }

    override class var keepsOffsetInRange: Bool { true }

    /// The class of the row views the list makes: a table's rows draw cells.
    class var rowClass: ListRow.Type { ListRow.self }

    /// How many row and header views exist: those in sight and a few spare.
    public var viewCount: Int { rows.count + headers.count }

    /// Reads the sections and rows again and shows them; the selection is kept if it still
    /// exists.
    public func reloadData() {
        sections = ListSections(dataSource: dataSource, list: self, rowHeight: max(1, rowHeight))
        if let selected = selectedIndexPath, !sections.contains(selected) {
            selectedIndexPath = nil
        }
        contentSize = Size(width: bounds.width, height: sections.height)
        rows.reload(keeping: sections.contains, configure: configure)
        headers.reload(keeping: sections.containsHeader, configure: configureHeader)
        setNeedsLayout()
    }

    /// Selects the row and scrolls it into sight; the selected row is scrolled into sight again.
    public func selectRow(at indexPath: IndexPath) {
        guard sections.contains(indexPath) else { return }
        guard indexPath != selectedIndexPath else { return scrollToRow(at: indexPath) }
        let old = selectedIndexPath
        selectedIndexPath = indexPath
        if let old { rows.visible[old]?.isSelected = false }
        rows.visible[indexPath]?.isSelected = true
        scrollToRow(at: indexPath)
        didSelect(indexPath)
    }

    /// Scrolls as little as shows the whole row inside the adjusted insets.
    public func scrollToRow(at indexPath: IndexPath) {
        guard let top = sections.y(of: indexPath) else { return }
        scrollRectToVisible(Rect(x: 0, y: top, width: contentSize.width, height: rowHeight))
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard let first = sections.first else { return super.handleKey(key) }
        let current = selectedIndexPath
        // A page keeps one row of the last in sight, as the scroll view's does.
        let page = max(1, (viewportSize.height - 1) / rowHeight)
        switch key {
        case .down: selectRow(at: current.map { sections.moving($0, by: 1) } ?? first)
        case .up: selectRow(at: current.map { sections.moving($0, by: -1) } ?? first)
        case .pageDown: selectRow(at: sections.moving(current ?? first, by: page))
        case .pageUp: selectRow(at: sections.moving(current ?? first, by: -page))
        case .home: selectRow(at: first)
        case .end: selectRow(at: sections.last ?? first)
        case .enter:
            guard let current else { return false }
            didActivate(current)
        default: return super.handleKey(key)
        }
        return true
    }

    /// A press on a row selects it; the wheel scrolls, as in a scroll view.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, event.button == .left else { return super.handleMouse(event) }
        let y = event.location(in: contentView).y
        guard let path = sections.rows(in: y..<(y + 1)).first else { return false }
        selectRow(at: path)
        return true
    }

    open override func layoutSubviews() {
        if contentSize.width != bounds.width {
            contentSize = Size(width: bounds.width, height: sections.height)
        }
        super.layoutSubviews()
        let top = contentOffset.y
        let range = top..<(top + bounds.height)
        let inset = rowContentInset
        let rowClass = Self.rowClass
        let width = contentSize.width
        headers.show(
            sections.headers(in: range), in: contentView, make: ListHeader.init,
            configure: configureHeader,
            place: { header, section in
                header.contentInset = inset
                header.frame = Rect(x: 0, y: sections.headerY(of: section), width: width, height: 1)
            })
        rows.show(
            sections.rows(in: range), in: contentView, make: { rowClass.init() },
            configure: configure,
            place: { row, path in
                row.contentInset = inset
                row.isSelected = path == selectedIndexPath
                row.frame = Rect(
                    x: 0, y: sections.y(of: path) ?? 0, width: width, height: sections.rowHeight)
            })
    }

    /// How far rows' content sits from the list's left and right edges: the safe area's sides
    /// when `insetsContentViewsToSafeArea` is on.
    var rowContentInset: EdgeInsets {
        insetsContentViewsToSafeArea
            ? EdgeInsets(left: safeAreaInsets.left, right: safeAreaInsets.right) : .zero
    }

    private func configureHeader(_ header: ListHeader, _ section: Int) {
        header.title = dataSource?.listView(self, titleForHeaderInSection: section) ?? ""
    }

    private func configure(_ row: ListRow, _ path: IndexPath) {
        row.indexPath = path
        dataSource?.listView(self, configure: row, at: path)
    }
}
