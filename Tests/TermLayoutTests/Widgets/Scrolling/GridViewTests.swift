import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// A grid filling a root of `size` with `border`, focused, with items `itemSize` apart by one
/// column, `configure`d before it gets its data.
@MainActor
func gridScreen(
    _ size: Size, border: EdgeInsets = .zero, itemSize: Size = Size(width: 4, height: 3),
    data: any GridViewDataSource, configure: (GridView) -> Void = { _ in }
) throws -> (root: RootView, grid: GridView) {
    let grid = GridView(identifier: "grid")
    grid.itemSize = itemSize
    configure(grid)
    let root = try root(size, border: border, filledWith: grid)
    grid.dataSource = data
    root.focusedView = grid
    root.layoutIfNeeded()
    return (root, grid)
}

/// The on-screen frame of item `index`, if it is in sight.
@MainActor
func itemFrame(_ grid: GridView, _ index: Int) -> Rect? {
    grid.contentView.subviews.compactMap { $0 as? GridItem }
        .first { !$0.isHidden && $0.index == index }?.absoluteFrame
}

@Suite("A grid view, as UICollectionView with a flow layout")
@MainActor
struct GridViewTests {
    static let twenty = NumberedData(count: 20)
    static let forty = NumberedData(count: 40)
    static let hundredThousand = NumberedData(count: 100_000)

    @Test(
        "section insets measure from the chosen reference, never inside the content inset",
        arguments: [
            // reference, section inset, first item's column and row on screen, columns
            (SectionInsetReference.fromContentInset, EdgeInsets.zero, 0, 1, 6),
            (.fromContentInset, EdgeInsets(top: 1, left: 1), 1, 2, 6),
            (.fromSafeArea, EdgeInsets.zero, 3, 1, 5),
            (.fromSafeArea, EdgeInsets(left: 1), 4, 1, 5),
            (.fromLayoutMargins, EdgeInsets.zero, 5, 2, 4),
        ])
    func sectionInsets(
        reference: SectionInsetReference, inset: EdgeInsets, column: Int, row: Int, columns: Int
    ) throws {
        // 30 wide with a status line on top, 3 columns of gutter left and 2 right; 40 items,
        // taller than the grid, so the status line's row joins the content inset.
        let (_, grid) = try gridScreen(
            Size(width: 30, height: 12), border: EdgeInsets(top: 1, left: 3, right: 2),
            data: Self.forty
        ) {
            $0.sectionInsetReference = reference
            $0.sectionInset = inset
            $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 0, right: 1)
        }
        let first = try #require(itemFrame(grid, 0))
        #expect(first.origin == Point(x: column, y: row))
        #expect(itemFrame(grid, columns)?.minY == row + 3, "the second row starts a row down")
    }

    @Test(
        "arrows move the selection by an item and by a row; the selection stays in sight",
        arguments: [
            ([Key.right], 0), ([.right, .right], 1), ([.right, .down], 5),
            ([.right, .down, .down, .down], 15), ([.end], 19), ([.end, .home], 0),
            ([.right, .pageDown], 10), ([.right, .left, .left], 0),
        ])
    func navigation(keys: [Key], selected: Int) throws {
        let (root, grid) = try gridScreen(
            Size(width: 25, height: 8), border: EdgeInsets(top: 1), data: Self.twenty)
        for key in keys {
            #expect(root.dispatchKey(key))
            root.layoutIfNeeded()
        }
        #expect(grid.selectedIndex == selected)
        let frame = try #require(itemFrame(grid, selected))
        #expect(frame.minY >= 1 && frame.maxY <= 8, "in sight below the status line")
    }

    @Test("100,000 items scroll from top to bottom with views for the items in sight only")
    func hundredThousandItems() throws {
        let (root, grid) = try gridScreen(
            Size(width: 40, height: 12), border: EdgeInsets(top: 1), data: Self.hundredThousand)
        var most = grid.viewCount
        root.dispatchKey(.right)
        for _ in 0..<40 {
            root.dispatchKey(.pageDown)
            root.layoutIfNeeded()
            most = max(most, grid.viewCount)
        }
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        most = max(most, grid.viewCount)
        #expect(grid.selectedIndex == 99_999)
        #expect(most <= 8 * 6, "\(most) views for 8 columns and at most 5 rows in sight")
        #expect(itemFrame(grid, 99_999) != nil)
    }

    @Test("the screen: a grid under a status line, a selected item, the indicator")
    func snapshot() throws {
        let (root, _) = try gridScreen(
            Size(width: 21, height: 8), border: EdgeInsets(top: 1), data: Self.twenty)
        root.dispatchKey(.right)
        root.dispatchKey(.down)
        root.layoutIfNeeded()
        expectSnapshot(render(root).joined(separator: "\n"), named: "grid-view-21x8")
    }
}
