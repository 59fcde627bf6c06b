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

    /// Marks every row.
    mutating func insertAll() {
        for y in rows.indices { rows[y] = true }
    }

    /// Calls `body` with each run of damaged rows between `top` and `bottom` (exclusive), as
    /// its first row and its count, in order.
    func forEachRun(
        from top: Int, to bottom: Int, _ body: (Int, Int) throws(CursesError) -> Void
    ) throws(CursesError) {
        var y = max(top, 0)
        let end = min(bottom, rows.count)
        while y < end {
            guard rows[y] else {
                y += 1
                continue
            }
            let first = y
            while y < end && rows[y] { y += 1 }
            try body(first, y - first)
        }
    }
}
