/// How wide a `TableView` column wants to be. The table turns the rule into constraints on the
/// column's header cell and the solver settles every width at once; rows draw their cells where
/// the header's cells lie.
///
/// When the columns ask for more than the width, the last columns give way first: a column's
/// rule is weaker the further right it is, and a column with no room left is pushed past the
/// right edge rather than squeezing the ones before it. A column's `minimumWidth` and
/// `maximumWidth` always hold, even if the columns then run past the right edge, where they
/// are cut off.
public enum TableColumnWidth: Hashable, Sendable {
    /// This many cells (0 if negative), while there is room for it.
    case fixed(Int)
    /// A share of the width that the fixed and fitting columns and the separators leave: the
    /// proportional columns split it in the ratio of their shares (1 if less), and together
    /// they fill the table to its right edge. A share that a column's maximum or minimum cuts
    /// off goes to the other proportional columns.
    case proportional(Int)
    /// Hugging the content: as wide as the widest of the title (with room for the sort mark
    /// when the column sorts) and the column's cells in a sample of the rows, all of them up
    /// to 100 rows, else 100 spread evenly from the first row to the last. The sample is read
    /// at each reload, so the width does not change as the rows scroll.
    case fitting
}

/// A column of a `TableView`: its header's title, how its width is decided, and whether it
/// sorts. The data source is handed the column when it is asked for a cell and can tell
/// columns apart by their `identifier`.
public struct TableColumn: Hashable, Sendable {
    /// The column's name for the data source and for `TableSortDescriptor`; unique in a table.
    public var identifier: String
    /// The header's text.
    public var title: String
    /// How wide the column wants to be.
    public var width: TableColumnWidth
    /// The fewest cells the column takes, whatever the room (0 if negative).
    public var minimumWidth: Int
    /// The most cells the column takes, however much room there is; nil for no limit. A
    /// maximum below `minimumWidth` counts as `minimumWidth`.
    public var maximumWidth: Int?
    /// Whether the rows can be sorted by this column, by key or by `sort(by:ascending:)`.
    public var isSortable: Bool

    /// A column named `identifier`, titled `title` (the identifier unless given), `width`
    /// wide within `minimumWidth`…`maximumWidth`.
    public init(
        _ identifier: String, title: String? = nil, width: TableColumnWidth = .proportional(1),
        minimumWidth: Int = 0, maximumWidth: Int? = nil, isSortable: Bool = true
    ) {
        self.identifier = identifier
        self.title = title ?? identifier
        self.width = width
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        self.isSortable = isSortable
    }
}
