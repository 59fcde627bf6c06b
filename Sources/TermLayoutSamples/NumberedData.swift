import TermLayout

/// Rows and items named by their number, for a list or grid of any length: each text is made
/// when its row shows, so 100,000 rows cost nothing up front. One section, no headers. Lists
/// and grids hold their data source weakly, as UIKit's do: keep this one alive.
@MainActor
public final class NumberedData: ListViewDataSource, GridViewDataSource {
    /// How many rows (for a list) or items (for a grid) there are.
    public let count: Int

    /// Data for `count` rows or items, numbered from 0.
    public init(count: Int) {
        self.count = count
    }

    /// `count` rows, in the only section.
    public func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { count }

    /// A row reads `item N`.
    public func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = "item \(indexPath.row)"
    }

    /// `count` items.
    public func numberOfItems(in grid: GridView) -> Int { count }

    /// An item reads its number.
    public func gridView(_ grid: GridView, configure item: GridItem, at index: Int) {
        item.text = "\(index)"
    }
}
