/// The two linear passes that write a row's new cells: a merge of two rows, and the merge of a
/// row's deferred cells (see `Row`). Both write through pointers into room the caller made.
enum RowMerge {
    /// Writes `mine + factor × theirs` without `skipped` to `result`, in symbol order, in one
    /// pass over both; returns how many cells it wrote. `externals` follows the user
    /// variables' cells in and out.
    static func merge(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>,
        times factor: Double, skipping skipped: Symbol,
        into result: UnsafeMutableBufferPointer<Cell>, added: inout [Symbol],
        externals: inout Int32
    ) -> Int {
        var count = 0
        func write(_ cell: Cell) {
            result[count] = cell
            count += 1
        }
        func keep(_ cell: Cell) {
            if cell.symbol != skipped {
                write(cell)
            } else if cell.symbol.kind == .external {
                externals -= 1
            }
        }
        func put(_ cell: Cell) {
            let value = cell.coefficient * factor
            guard !nearZero(value) else { return }
            write(Cell(symbol: cell.symbol, coefficient: value))
            added.append(cell.symbol)
            if cell.symbol.kind == .external { externals += 1 }
        }
        var i = 0
        var j = 0
        while i < mine.count, j < theirs.count {
            let a = mine[i]
            let b = theirs[j]
            if a.symbol < b.symbol {
                keep(a)
                i += 1
            } else if b.symbol < a.symbol {
                put(b)
                j += 1
            } else {
                let value = a.coefficient + b.coefficient * factor
                if !nearZero(value) {
                    write(Cell(symbol: a.symbol, coefficient: value))
                } else if a.symbol.kind == .external {
                    externals -= 1
                }
                i += 1
                j += 1
            }
        }
        while i < mine.count {
            keep(mine[i])
            i += 1
        }
        while j < theirs.count {
            put(theirs[j])
            j += 1
        }
        return count
    }

    /// Writes `mine` with the cells of `changed` in place of its own (dropping those at 0) to
    /// `result`; returns how many cells it wrote.
    static func overlay(
        _ mine: UnsafeBufferPointer<Cell>, with changed: UnsafeBufferPointer<Cell>,
        into result: UnsafeMutableBufferPointer<Cell>
    ) -> Int {
        var count = 0
        var i = 0
        var j = 0
        while i < mine.count || j < changed.count {
            let cell: Cell
            if j == changed.count || (i < mine.count && mine[i].symbol < changed[j].symbol) {
                cell = mine[i]
                i += 1
            } else {
                if i < mine.count, mine[i].symbol == changed[j].symbol { i += 1 }
                cell = changed[j]
                j += 1
            }
            if cell.coefficient != 0 {
                result[count] = cell
                count += 1
            }
        }
        return count
    }
}
