/// A linear expression of the tableau, `constant + Σ coefficient × symbol`, with its cells sorted
/// by symbol.
///
/// kiwi merges one row into another by inserting cell by cell into a sorted vector, which is
/// quadratic per merge. Here a merge is one linear pass into a scratch buffer that then swaps
/// places with the row's storage, so steady-state merging allocates nothing.
///
/// During the dual simplex's long step a short row merged into a long one can be *deferred*
/// instead (`add(_:times:skipping:scratch:added:deferring:)`): the cells it changes go after
/// the row's own, sorted, with their new coefficients, until `flushDeferredCells` merges them
/// in once. Until then `coefficient(for:)`, `contains` and `constant` are current, and `cells`
/// must not be read. One array holds both: a second made every copy of a row, of which the
/// tableau makes many, retain and release one more, which slowed building a 1,000-row stack
/// (Benchmarks/README.md).
struct Row {
    var constant: Double
    /// The row's cells, then its deferred ones: the last `deferredCount` cells, which a
    /// deferred merge changed, with their coefficient now (0 for a cell it removed).
    private var stored: [Cell]
    private var deferredCount: Int32 = 0
    /// How many cells are user variables. A row without any refers to no definition, which
    /// the tableau then knows without reading the row; only such rows take deferred merges.
    private(set) var externalCells: Int32 = 0

    /// The cells, sorted by symbol. Not to be read while merges are deferred.
    var cells: [Cell] {
        assert(deferredCount == 0, "a row's cells read while merges into it are deferred")
        return stored
    }

    var hasDeferredCells: Bool { deferredCount > 0 }

    /// Where the deferred cells start in `stored`.
    private var ownCount: Int { stored.count - Int(deferredCount) }

    init(constant: Double = 0) {
        self.constant = constant
        self.stored = []
    }

    /// A row from cells already sorted by symbol, without repeats or zeros.
    init(constant: Double, sortedCells: [Cell]) {
        self.constant = constant
        self.stored = sortedCells
        for cell in sortedCells where cell.symbol.kind == .external { externalCells += 1 }
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

    /// Position of `symbol` in `stored[range]`, or where it would be inserted.
    private func position(of symbol: Symbol, in range: Range<Int>) -> (index: Int, found: Bool) {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            let probe = stored[middle].symbol
            if probe == symbol { return (middle, true) }
            if probe < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Position of `symbol` among the row's own cells.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        position(of: symbol, in: 0..<ownCount)
    }

    func coefficient(for symbol: Symbol) -> Double {
        if deferredCount > 0 {
            let (index, found) = position(of: symbol, in: ownCount..<stored.count)
            if found { return stored[index].coefficient }
        }
        let (index, found) = position(of: symbol)
        return found ? stored[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { coefficient(for: symbol) != 0 }

    /// Adds `coefficient × symbol`; returns true when the symbol was not in the row before and is
    /// now. A sum that is near zero removes the cell.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        assert(deferredCount == 0)
        let (index, found) = position(of: symbol)
        if found {
            let sum = stored[index].coefficient + coefficient
            if nearZero(sum) {
                removeStored(at: index)
            } else {
                stored[index].coefficient = sum
            }
            return false
        }
        if nearZero(coefficient) { return false }
        stored.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        if symbol.kind == .external { externalCells += 1 }
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        assert(deferredCount == 0)
        let (index, found) = position(of: symbol)
        if found { removeStored(at: index) }
    }

    @discardableResult
    private mutating func removeStored(at index: Int) -> Cell {
        let cell = stored.remove(at: index)
        if cell.symbol.kind == .external { externalCells -= 1 }
        return cell
    }

    /// Gives each symbol the index `newIndex` maps it to; the map keeps the order, so the
    /// cells stay sorted. The row must hold no symbol the map drops (-1).
    mutating func renumber(_ newIndex: [Int32]) {
        assert(deferredCount == 0)
        for position in stored.indices {
            let symbol = stored[position].symbol
            stored[position].symbol = Symbol(index: Int(newIndex[symbol.index]), kind: symbol.kind)
        }
    }

    /// `self += factor × other`, leaving out this row's cell for `skipped` (the symbol being
    /// substituted away). Symbols new to this row are appended to `added`. Returns the cells
    /// it went through, the work the tableau counts.
    ///
    /// With `deferring`, a merge of a row of user-variable-free cells that is short next to
    /// this one, also free of them, is deferred (see the type's comment): it costs the short
    /// row's length, where a merge costs the long one's. Otherwise any deferred cells are
    /// merged in first.
    @discardableResult
    mutating func add(
        _ other: Row, times factor: Double, skipping skipped: Symbol = .invalid,
        scratch: inout [Cell], added: inout [Symbol], deferring: Bool = false
    ) -> Int {
        if deferring, externalCells == 0, other.externalCells == 0,
            other.cells.count * deferralRatio <= stored.count
        {
            deferAdd(other, times: factor, skipping: skipped, added: &added)
            return other.cells.count
        }
        let flushed = flushDeferredCells(scratch: &scratch)
        constant += other.constant * factor
        let work = stored.count + other.cells.count
        var externals = externalCells
        let count = withMergeBuffer(needing: work, scratch: &scratch) { mine, result in
            other.cells.withUnsafeBufferPointer { theirs in
                RowMerge.merge(
                    mine, theirs, times: factor, skipping: skipped, into: result,
                    added: &added, externals: &externals)
            }
        }
        keepMerged(count: count, from: &scratch)
        externalCells = externals
        return flushed + work
    }

    /// Merges the deferred cells in; returns the cells it went through.
    @discardableResult
    mutating func flushDeferredCells(scratch: inout [Cell]) -> Int {
        guard deferredCount > 0 else { return 0 }
        let own = ownCount
        let work = stored.count
        let count = withMergeBuffer(needing: work, scratch: &scratch) { both, result in
            RowMerge.overlay(
                UnsafeBufferPointer(rebasing: both[..<own]),
                with: UnsafeBufferPointer(rebasing: both[own...]), into: result)
        }
        deferredCount = 0
        keepMerged(count: count, from: &scratch)
        return work
    }

    /// Calls `body` with this row's cells (deferred ones included) and room for `needed` cells
    /// in `scratch`, through pointers: an append checks the storage at every cell.
    private func withMergeBuffer(
        needing needed: Int, scratch: inout [Cell],
        _ body: (UnsafeBufferPointer<Cell>, UnsafeMutableBufferPointer<Cell>) -> Int
    ) -> Int {
        // Room to spare: rows a cascade merges into grow a cell at a time.
        if scratch.capacity < needed { scratch.reserveCapacity(needed + needed / 8) }
        // The buffer must count that many cells first. It keeps the count of the storage it
        // last swapped in, cells left over that the merge writes over, so this adds only the
        // shortfall.
        if scratch.count < needed {
            scratch.append(
                contentsOf: repeatElement(
                    Cell(symbol: .invalid, coefficient: 0), count: needed - scratch.count))
        }
        let count = scratch.withUnsafeMutableBufferPointer { result in
            stored.withUnsafeBufferPointer { mine in body(mine, result) }
        }
        scratch.removeLast(scratch.count - count)
        return count
    }

    /// Makes the `count` merged cells in `scratch` this row's. The scratch buffer's storage
    /// usually changes places with the row's. A short row keeps its own storage instead, or a
    /// cascade that merges into rows of thousands of cells would leave each short row it
    /// touches holding one of their blocks (gigabytes for a chain of 10,000 views, in
    /// Benchmarks/README.md), and allocate a new block at every merge.
    private mutating func keepMerged(count: Int, from scratch: inout [Cell]) {
        if scratch.capacity > 2 * stored.capacity, scratch.count <= stored.capacity {
            stored.removeAll(keepingCapacity: true)
            stored.append(contentsOf: scratch)
        } else {
            swap(&stored, &scratch)
        }
    }

    /// `self += factor × other` without `skipped`, as `merge` computes it cell for cell, into
    /// the deferred cells. `other` is sorted and short, so its cells mostly come after the
    /// deferred ones: a cascade's pivots take their symbols in order.
    private mutating func deferAdd(
        _ other: Row, times factor: Double, skipping skipped: Symbol, added: inout [Symbol]
    ) {
        constant += other.constant * factor
        // In symbol order, so the deferred cells are mostly appended.
        var skipping = skipped.isValid
        for cell in other.cells {
            if skipping, skipped < cell.symbol {
                setDeferred(skipped, 0)
                skipping = false
            }
            let current = coefficient(for: cell.symbol)
            if current != 0 {
                let value = current + cell.coefficient * factor
                setDeferred(cell.symbol, nearZero(value) ? 0 : value)
            } else {
                let value = cell.coefficient * factor
                guard !nearZero(value) else { continue }
                setDeferred(cell.symbol, value)
                added.append(cell.symbol)
            }
        }
        if skipping { setDeferred(skipped, 0) }
    }

    private mutating func setDeferred(_ symbol: Symbol, _ coefficient: Double) {
        let cell = Cell(symbol: symbol, coefficient: coefficient)
        if deferredCount == 0 || stored[stored.count - 1].symbol < symbol {
            stored.append(cell)
            deferredCount += 1
            return
        }
        let (index, found) = position(of: symbol, in: ownCount..<stored.count)
        if found {
            stored[index].coefficient = coefficient
        } else {
            stored.insert(cell, at: index)
            deferredCount += 1
        }
    }

    /// Replaces `symbol` by the expression `row` (which must not contain it), if it is here.
    @discardableResult
    mutating func substitute(
        _ symbol: Symbol, with row: Row, scratch: inout [Cell], added: inout [Symbol]
    ) -> Int {
        let factor = coefficient(for: symbol)
        guard factor != 0 else { return 0 }
        return add(row, times: factor, skipping: symbol, scratch: &scratch, added: &added)
    }

    mutating func reverseSign() {
        constant = -constant
        scale(by: -1)
    }

    /// Multiplies every coefficient, through an unsafe buffer: one uniqueness check, not one
    /// per cell.
    private mutating func scale(by factor: Double) {
        assert(deferredCount == 0)
        stored.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices { cells[index].coefficient *= factor }
        }
    }

    /// Turns `0 = self` into `symbol = rest`: removes the symbol and divides the rest by minus
    /// its coefficient. The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        assert(deferredCount == 0)
        let (index, _) = position(of: symbol)
        let factor = -1 / removeStored(at: index).coefficient
        constant *= factor
        scale(by: factor)
    }

    /// Turns `lhs = self` into `rhs = …`: the row of basic `lhs` becomes the row of `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}

/// A deferred merge is taken when the row merged in is at most this fraction of the row it
/// merges into: below, the merge's pass costs little more than finding the cells.
let deferralRatio = 16
