import TermLayout

/// The screen rows whose picture may have changed in a frame: where a window was drawn, moved,
/// resized or given up. Rows, not cells, since the root's window spans every row whole: once
/// it is copied again on a row, everything above it on that row must be too.
struct DamagedRows {
    private var rows: [Bool]

    /// No row damaged on a screen `height` rows high.
    init(height: Int) {
        rows = Array(repeating: false, count: max(height, 0))
    }

    /// Marks the rows `rect` covers, as far as the screen goes.
    mutating func insert(_ rect: Rect) {
        var y = max(rect.minY, 0)
        while y < min(rect.maxY, rows.count) {
            rows[y] = true
            y += 1
        }
    }

    /// Whether row `y` is damaged; a row off the screen is not.
    func contains(_ y: Int) -> Bool {
        rows.indices.contains(y) && rows[y]
    }

    /// Marks every row.
    mutating func insertAll() {
        for y in rows.indices { rows[y] = true }
    }
}
