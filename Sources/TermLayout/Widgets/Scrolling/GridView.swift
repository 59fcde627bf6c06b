/// What a grid shows: how many items, and each item's text.
@MainActor
public protocol GridViewDataSource: AnyObject {
    /// How many items the grid has.
    func numberOfItems(in grid: GridView) -> Int
    /// Fills an item about to show, new or reused.
    func gridView(_ grid: GridView, configure item: GridItem, at index: Int)
}

/// What a grid's `sectionInset` is measured from, as UICollectionViewFlowLayout's
/// `sectionInsetReference`. Whatever the reference, items never start inside the content inset.
public enum SectionInsetReference: Hashable, Sendable {
    /// From the grid's adjusted content inset.
    case fromContentInset
    /// From the grid's safe area.
    case fromSafeArea
    /// From the grid's layout margins.
    case fromLayoutMargins
}

/// Items of one size in rows that fill the width, scrolling vertically, as a
/// UICollectionView with a flow layout: only the items in sight have views, reused as they
/// scroll. Items in a row are `minimumInteritemSpacing` apart from the left (UIKit spreads them
/// over the row instead). Arrows move the selection, Page keys by a screen of rows, Home and
/// End to the first and last items; Enter reports it.
open class GridView: ScrollView {
    /// Where items come from; held weakly, as in UIKit. Setting it reloads the grid.
    public weak var dataSource: GridViewDataSource? {
        didSet { reloadData() }
    }
    /// Called with the selected item's index when Enter is pressed.
    public var didActivate: (Int) -> Void = { _ in }
    /// Called with the new index when the selection moves.
    public var didSelect: (Int) -> Void = { _ in }
    /// The size of every item, in cells.
    public var itemSize = Size(width: 10, height: 3) {
        didSet { setNeedsLayout() }
    }
    /// The least gap between items in a row, in columns.
    public var minimumInteritemSpacing = 1 {
        didSet { setNeedsLayout() }
    }
    /// The gap between rows of items, in rows.
    public var minimumLineSpacing = 0 {
        didSet { setNeedsLayout() }
    }
    /// Room around the items, measured from `sectionInsetReference`.
    public var sectionInset = EdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    /// What `sectionInset` is measured from, as UICollectionViewFlowLayout's.
    public var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { setNeedsLayout() }
    }
    /// The selected item's index; nil until one is selected, and when it no longer exists.
    public private(set) var selectedIndex: Int?
    private(set) var itemCount = 0
    private var items = ReusePool<Int, GridItem>()

    override class var keepsOffsetInRange: Bool { true }

    /// How many item views exist: those in sight and a few spare.
    public var viewCount: Int { items.count }

    /// The layout at the current size and insets.
    var layout: GridLayout {
        GridLayout(
            count: itemCount, itemSize: itemSize, spacing: minimumInteritemSpacing,
            lineSpacing: minimumLineSpacing, width: bounds.width,
            insets: GridLayout.insets(
                section: sectionInset, reference: referenceInsets,
                content: adjustedContentInset))
    }

    /// Reads the item count again and shows the items; the selection is kept if it exists.
    public func reloadData() {
        itemCount = max(0, dataSource?.numberOfItems(in: self) ?? 0)
        if let selected = selectedIndex, selected >= itemCount { selectedIndex = nil }
        items.reload(keeping: { $0 < itemCount }, configure: configure)
        setNeedsLayout()
    }

    /// Selects the item and scrolls its row into sight.
    public func selectItem(at index: Int) {
        guard (0..<itemCount).contains(index), index != selectedIndex else { return }
        if let old = selectedIndex { items.visible[old]?.isSelected = false }
        selectedIndex = index
        items.visible[index]?.isSelected = true
        scrollRectToVisible(layout.frame(of: index))
        didSelect(index)
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard itemCount > 0 else { return super.handleKey(key) }
        let columns = layout.columns
        let page =
            max(1, viewportSize.height / max(1, itemSize.height + minimumLineSpacing)) * columns
        let current = selectedIndex
        let moved: (Int) -> Int = { step in
            min(max((current ?? 0) + (current == nil ? 0 : step), 0), self.itemCount - 1)
        }
        switch key {
        case .right: selectItem(at: moved(1))
        case .left: selectItem(at: moved(-1))
        case .down: selectItem(at: moved(columns))
        case .up: selectItem(at: moved(-columns))
        case .pageDown: selectItem(at: moved(page))
        case .pageUp: selectItem(at: moved(-page))
        case .home: selectItem(at: 0)
        case .end: selectItem(at: itemCount - 1)
        case .enter:
            guard let current else { return false }
            didActivate(current)
        default: return super.handleKey(key)
        }
        return true
    }

    open override func layoutSubviews() {
        let layout = self.layout
        contentSize = Size(width: bounds.width, height: layout.height)
        super.layoutSubviews()
        let range = contentOffset.y..<(contentOffset.y + bounds.height)
        items.show(
            Array(layout.items(in: range)), in: contentView, make: GridItem.init,
            configure: configure,
            place: { item, index in
                item.isSelected = index == selectedIndex
                item.frame = layout.frame(of: index)
            })
    }

    /// The insets `sectionInsetReference` measures from, in the grid's bounds.
    private var referenceInsets: EdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: adjustedContentInset
        case .fromSafeArea: safeAreaInsets
        case .fromLayoutMargins:
            insetsLayoutMarginsFromSafeArea ? safeAreaInsets + layoutMargins : layoutMargins
        }
    }

    private func configure(_ item: GridItem, _ index: Int) {
        item.index = index
        dataSource?.gridView(self, configure: item, at: index)
    }
}
