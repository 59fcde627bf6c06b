/// For each symbol (by index), the slots of the rows that may contain it: a superset, pruned
/// whenever it is read. kiwi has no such index and scans every row instead.
///
/// A large resize notes millions of symbols, so each column is a list linked through one flat
/// array of entries, written through unsafe buffers: noting costs no uniqueness check and no
/// growth of an array per symbol. An entry dropped from its column stays in the flat array
/// until the index is rebuilt, which also gives back storage far larger than the rows need now.
struct ColumnIndex {
    fileprivate struct Entry {
        var slot: Int32
        /// The next entry of the same column, or -1.
        var next: Int32
    }

    /// A column's first and last entries, -1 when it is empty.
    private struct Ends {
        var first: Int32 = -1
        var last: Int32 = -1
    }

    private var entries: [Entry] = []
    private var ends: [Ends] = []
    /// The count of entries past which dropped and stale ones may have piled up enough that
    /// rebuilding the index from the rows (one linear pass) is cheaper than keeping them.
    private var budget = minimumBudget

    private static let minimumBudget = 1024

    /// Whether the index should be weighed against the rows (`isMostlyStale(liveCount:)`).
    var mayBeStale: Bool { entries.count > budget }

    /// Whether the entries outnumber `liveCount`, the cells of the rows in use, four to one, so
    /// a rebuild is due. If not, the index is weighed again once as many entries as there are
    /// cells have been noted: an index that grows with its tableau, rather than with stale
    /// entries, is not rebuilt (a build of the 100×100 grid rebuilt it over and over), and
    /// weighing costs O(1) per entry noted.
    mutating func isMostlyStale(liveCount: Int) -> Bool {
        if entries.count > 4 * liveCount { return true }
        budget = max(4 * liveCount, entries.count + liveCount)
        return false
    }

    /// The cells of the rows in use, of which the index needs an entry each.
    static func liveCount(of rows: [Row], basicOfSlot: [Symbol]) -> Int {
        var count = 0
        for slot in rows.indices where basicOfSlot[slot].isValid { count += rows[slot].cells.count }
        return count
    }

    /// Room for entries, stale ones included, for `SolverStorage`.
    var entryCapacity: Int { entries.capacity }

    /// An empty column for a new symbol, the next index.
    mutating func addSymbol() { ends.append(Ends()) }

    /// Forgets the columns of the symbols from `count` on.
    mutating func truncateSymbols(to count: Int) { ends.removeLast(ends.count - count) }

    /// The slots in the column of `symbol`, in the order they were noted.
    func slots(of symbol: Symbol) -> ColumnSlots {
        ColumnSlots(entries: entries, position: ends[symbol.index].first)
    }

    /// Records that each of `symbols` now appears in the row at `slot`.
    mutating func note(_ symbols: some RandomAccessCollection<Symbol>, inSlot slot: Int) {
        var entry = entries.count
        entries.append(
            contentsOf: repeatElement(Entry(slot: Int32(slot), next: -1), count: symbols.count))
        entries.withUnsafeMutableBufferPointer { entries in
            ends.withUnsafeMutableBufferPointer { ends in
                for symbol in symbols {
                    Self.link(entry, to: symbol, entries: entries, ends: ends)
                    entry += 1
                }
            }
        }
    }

    /// Records that `symbol` now appears in the row at `slot`.
    mutating func note(_ symbol: Symbol, inSlot slot: Int) {
        note(CollectionOfOne(symbol), inSlot: slot)
    }

    /// Records that each symbol of `row` appears in the row at `slot`.
    mutating func note(cellsOf row: Row, inSlot slot: Int) {
        note(row.cells.lazy.map(\.symbol), inSlot: slot)
    }

    /// Makes `slots`, in their order, the whole column of `symbol`. They must be the column's
    /// own slots with some left out, so they fit in its first entries.
    mutating func prune(_ symbol: Symbol, to slots: [Int32]) {
        guard let lastSlot = slots.last else { return clear(symbol) }
        var entry = Int(ends[symbol.index].first)
        for position in 0..<slots.count - 1 {
            entries[entry].slot = slots[position]
            entry = Int(entries[entry].next)
        }
        entries[entry] = Entry(slot: lastSlot, next: -1)
        ends[symbol.index].last = Int32(entry)
    }

    /// Empties the column of `symbol`, which is in no row any more.
    mutating func clear(_ symbol: Symbol) { ends[symbol.index] = Ends() }

    /// Rebuilds every column, of `symbolCount` symbols, from the rows in use (exact, sorted by
    /// slot, without duplicates), which hold `liveCount` cells (`liveCount(of:basicOfSlot:)`).
    mutating func rebuild(
        from rows: [Row], basicOfSlot: [Symbol], symbolCount: Int, liveCount count: Int
    ) {
        budget = max(Self.minimumBudget, 4 * count)
        Self.empty(&entries, keepingCapacityUpTo: 2 * budget)
        entries.append(contentsOf: repeatElement(Entry(slot: -1, next: -1), count: count))
        Self.empty(&ends, keepingCapacityUpTo: 2 * symbolCount)
        ends.append(contentsOf: repeatElement(Ends(), count: symbolCount))
        entries.withUnsafeMutableBufferPointer { entries in
            ends.withUnsafeMutableBufferPointer { ends in
                var entry = 0
                for slot in rows.indices where basicOfSlot[slot].isValid {
                    rows[slot].cells.withUnsafeBufferPointer { cells in
                        for cell in cells {
                            entries[entry].slot = Int32(slot)
                            Self.link(entry, to: cell.symbol, entries: entries, ends: ends)
                            entry += 1
                        }
                    }
                }
            }
        }
    }

    /// Empties `array`, keeping its storage unless that holds more than `limit` elements: an
    /// index that once held a far larger tableau gives the room back instead of keeping it for
    /// good (Benchmarks/README.md, "Figures behind comments in the code").
    private static func empty<Element>(_ array: inout [Element], keepingCapacityUpTo limit: Int) {
        guard array.capacity > limit else { return array.removeAll(keepingCapacity: true) }
        array = []
        array.reserveCapacity(limit / 2)
    }

    /// Appends `entry` to the column of `symbol`.
    private static func link(
        _ entry: Int, to symbol: Symbol, entries: UnsafeMutableBufferPointer<Entry>,
        ends: UnsafeMutableBufferPointer<Ends>
    ) {
        let last = ends[symbol.index].last
        if last < 0 {
            ends[symbol.index].first = Int32(entry)
        } else {
            entries[Int(last)].next = Int32(entry)
        }
        ends[symbol.index].last = Int32(entry)
    }
}

/// The slots of one column, walked without copying it.
struct ColumnSlots: Sequence, IteratorProtocol {
    fileprivate let entries: [ColumnIndex.Entry]
    fileprivate var position: Int32

    mutating func next() -> Int32? {
        guard position >= 0 else { return nil }
        let entry = entries[Int(position)]
        position = entry.next
        return entry.slot
    }
}
