/// A linear expression of the tableau, `constant + Σ coefficient × symbol`, with its cells sorted
/// by symbol.
///
/// kiwi merges one row into another by inserting cell by cell into a sorted vector, which is
/// quadratic per merge. Here a merge is one linear pass into a scratch buffer that then swaps
/// places with the row's storage, so steady-state merging allocates nothing.
struct Row {
    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// A row from cells already sorted by symbol, without repeats or zeros.
    init(constant: Double, sortedCells: [Cell]) {
        self.constant = constant
        self.cells = sortedCells
    }

    /// A row from cells in any order: repeated symbols are added together and sums near zero
    /// dropped.
    init(constant: Double, combining unsorted: [Cell]) {
        var cells = unsorted
        cells.sort { $0.symbol < $1.symbol }
        var kept = 0
        for index in cells.indices {
            let cell = cells[index]
            if kept > 0, cells[kept - 1].symbol == cell.symbol {
                cells[kept - 1].coefficient += cell.coefficient
            } else {
                if kept > 0, nearZero(cells[kept - 1].coefficient) { kept -= 1 }
                cells[kept] = cell
                kept += 1
            }
        }
        if kept > 0, nearZero(cells[kept - 1].coefficient) { kept -= 1 }
        cells.removeLast(cells.count - kept)
        self.init(constant: constant, sortedCells: cells)
    }

    var isConstant: Bool { cells.isEmpty }

    /// Position of `symbol` in `cells`, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let probe = cells[middle].symbol
            if probe == symbol { return (middle, true) }
            if probe < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient × symbol`; returns true when the symbol was not in the row before and is
    /// now. A sum that is near zero removes the cell.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Gives each symbol the index `newIndex` maps it to; the map keeps the order, so the
    /// cells stay sorted. The row must hold no symbol the map drops (-1).
    mutating func renumber(_ newIndex: [Int32]) {
        for position in cells.indices {
            let symbol = cells[position].symbol
            cells[position].symbol = Symbol(index: Int(newIndex[symbol.index]), kind: symbol.kind)
        }
    }

    /// `self += factor × other`, leaving out this row's cell for `skipped` (the symbol being
    /// substituted away). Symbols new to this row are appended to `added`.
    ///
    /// The merge goes into `scratch`, whose storage then usually changes places with the row's.
    /// A short row keeps its own storage instead, or a cascade that merges into rows of
    /// thousands of cells would leave each short row it touches holding one of their blocks
    /// (2 GB for a chain of 10,000 views), and allocate a new block at every merge.
    mutating func add(
        _ other: Row, times factor: Double, skipping skipped: Symbol = .invalid,
        scratch: inout [Cell], added: inout [Symbol]
    ) {
        constant += other.constant * factor
        let needed = cells.count + other.cells.count
        // Room to spare: rows a cascade merges into grow a cell at a time.
        if scratch.capacity < needed { scratch.reserveCapacity(needed + needed / 8) }
        // Written through a pointer, as an append checks the storage at every cell, so the
        // buffer must count that many cells first. It keeps the count of the storage it last
        // swapped in, cells left over that the merge writes over, so this adds only the
        // shortfall.
        if scratch.count < needed {
            scratch.append(
                contentsOf: repeatElement(
                    Cell(symbol: .invalid, coefficient: 0), count: needed - scratch.count))
        }
        let count = scratch.withUnsafeMutableBufferPointer { result in
            cells.withUnsafeBufferPointer { mine in
                other.cells.withUnsafeBufferPointer { theirs in
                    merge(
                        mine, theirs, times: factor, skipping: skipped, into: result,
                        added: &added)
                }
            }
        }
        scratch.removeLast(scratch.count - count)
        if scratch.capacity > 2 * cells.capacity, scratch.count <= cells.capacity {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: scratch)
        } else {
            swap(&cells, &scratch)
        }
    }

    /// Writes `mine + factor × theirs` without `skipped` to `result`, in symbol order, in one
    /// pass over both; returns how many cells it wrote.
    private func merge(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>,
        times factor: Double, skipping skipped: Symbol,
        into result: UnsafeMutableBufferPointer<Cell>, added: inout [Symbol]
    ) -> Int {
        var count = 0
        func write(_ cell: Cell) {
            result[count] = cell
            count += 1
        }
        var i = 0
        var j = 0
        while i < mine.count, j < theirs.count {
            let a = mine[i]
            let b = theirs[j]
            if a.symbol < b.symbol {
                if a.symbol != skipped { write(a) }
                i += 1
            } else if b.symbol < a.symbol {
                let value = b.coefficient * factor
                if !nearZero(value) {
                    write(Cell(symbol: b.symbol, coefficient: value))
                    added.append(b.symbol)
                }
                j += 1
            } else {
                let value = a.coefficient + b.coefficient * factor
                if !nearZero(value) { write(Cell(symbol: a.symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        while i < mine.count {
            if mine[i].symbol != skipped { write(mine[i]) }
            i += 1
        }
        while j < theirs.count {
            let value = theirs[j].coefficient * factor
            if !nearZero(value) {
                write(Cell(symbol: theirs[j].symbol, coefficient: value))
                added.append(theirs[j].symbol)
            }
            j += 1
        }
        return count
    }

    /// Replaces `symbol` by the expression `row` (which must not contain it), if it is here.
    mutating func substitute(
        _ symbol: Symbol, with row: Row, scratch: inout [Cell], added: inout [Symbol]
    ) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        add(
            row, times: cells[index].coefficient, skipping: symbol, scratch: &scratch,
            added: &added)
    }

    mutating func reverseSign() {
        constant = -constant
        scale(by: -1)
    }

    /// Multiplies every coefficient, through an unsafe buffer: one uniqueness check, not one
    /// per cell.
    private mutating func scale(by factor: Double) {
        cells.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices { cells[index].coefficient *= factor }
        }
    }

    /// Turns `0 = self` into `symbol = rest`: removes the symbol and divides the rest by minus
    /// its coefficient. The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1 / cells.remove(at: index).coefficient
        constant *= factor
        scale(by: factor)
    }

    /// Turns `lhs = self` into `rhs = …`: the row of basic `lhs` becomes the row of `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
