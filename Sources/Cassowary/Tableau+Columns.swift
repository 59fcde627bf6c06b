/// Reading the column index: the rows that hold a symbol, with their coefficients.
extension Tableau {
    /// Rebuilds the column index from the rows once stale entries have piled up. Call only
    /// when every row is in place.
    mutating func pruneColumnsIfNeeded() {
        guard columns.mayBeStale else { return }
        flushDeferredRows()
        let liveCount = ColumnIndex.liveCount(of: rows, basicOfSlot: basicOfSlot)
        guard columns.isMostlyStale(liveCount: liveCount) else { return }
        columns.rebuild(
            from: rows, basicOfSlot: basicOfSlot, symbolCount: symbolCount, liveCount: liveCount)
    }

    /// The slots of the rows that contain `symbol`, each once, with the symbol's coefficient in
    /// each in `columnCoefficients`, position for position. The column is pruned to them.
    mutating func prunedColumn(of symbol: Symbol) -> [Int32] {
        pass &+= 1
        if pass == 0 {
            for index in visits.indices { visits[index] = 0 }
            pass = 1
        }
        columnSlots.removeAll(keepingCapacity: true)
        columnCoefficients.removeAll(keepingCapacity: true)
        for entry in columns.slots(of: symbol) {
            let slot = Int(entry)
            // An entry can outlive its slot when a checkpoint dropped newer rows.
            guard slot < rows.count, visits[slot] != pass, basicOfSlot[slot].isValid else {
                continue
            }
            let coefficient = rows[slot].coefficient(for: symbol)
            guard coefficient != 0 else { continue }
            visits[slot] = pass
            columnSlots.append(entry)
            columnCoefficients.append(coefficient)
        }
        columns.prune(symbol, to: columnSlots)
        columnSymbol = symbol
        return columnSlots
    }
}
