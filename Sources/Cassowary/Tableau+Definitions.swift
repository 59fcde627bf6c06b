/// Definition rows: reading them out and expanding them into parametric symbols.
extension Tableau {
    /// `row` with every defined variable replaced, transitively, by its definition, so that it
    /// refers to parametric symbols only, as a restricted row must.
    mutating func expanded(_ row: Row) -> Row {
        guard row.cells.contains(where: { isDefined($0.symbol) }) else { return row }
        let constant = accumulateExpansion(of: row)
        var cells: [Cell] = []
        cells.reserveCapacity(expansionTouched.count)
        for symbol in expansionTouched
        where !isDefined(symbol) && !nearZero(accumulators[symbol.index]) {
            cells.append(Cell(symbol: symbol, coefficient: accumulators[symbol.index]))
        }
        return Row(constant: constant, sortedCells: cells)
    }

    /// Expands each definition row at `slots` that holds a symbol both directly and through its
    /// references with a near-zero sum: such a sum is rounding noise, and only an expanded row
    /// drops it, as kiwi's rows always do.
    ///
    /// In `y = x - e` with `x = e`, a pivot updates `e` in both rows separately, so their sum
    /// drifts from zero and no row ever drops it; later pivots scale it. Adding and removing an
    /// equality again and again grew such noise a hundredfold per cycle, until values and
    /// required constraints were off (issue 18). Oldest first, as definitions refer to older ones.
    mutating func expandDefinitionsHoldingNoise(at slots: [Int]) {
        var referring = slots.filter { mayCancel(rows[$0]) }
        guard !referring.isEmpty else { return }
        referring.sort { ageOfSlot[$0] < ageOfSlot[$1] }
        for slot in referring {
            _ = accumulateExpansion(of: rows[slot])
            let holdsNoise = rows[slot].cells.contains { cell in
                let sum = accumulators[cell.symbol.index]
                return !isDefined(cell.symbol) && sum != 0 && nearZero(sum)
            }
            guard holdsNoise else { continue }
            let flat = expanded(rows[slot])
            for cell in flat.cells where !rows[slot].contains(cell.symbol) {
                noteAdded(cell.symbol, toSlot: slot)
            }
            rows[slot] = flat
        }
    }

    /// Whether `row` holds a symbol both directly and in the definition of a variable it refers
    /// to, where the two can cancel. One level deep: it costs the length of the rows referred
    /// to, where a full expansion costs the whole chain (a 1,000-view stack took 7 times longer
    /// to build with every changed definition expanded).
    private func mayCancel(_ row: Row) -> Bool {
        row.cells.contains { reference in
            guard isDefined(reference.symbol) else { return false }
            let definition = rows[Int(slotOfBasic[reference.symbol.index])]
            return definition.cells.contains { row.contains($0.symbol) }
        }
    }

    /// Expands `row` into `accumulators`, a coefficient per symbol in `expansionTouched` (sorted),
    /// and returns the expanded constant.
    ///
    /// Definitions are expanded newest first: a definition only refers to older ones, so by the
    /// time one is expanded, every definition that refers to it has added its coefficient.
    private mutating func accumulateExpansion(of row: Row) -> Double {
        var touched: [Symbol] = []
        var pending = MinHeap<PendingDefinition>()
        swap(&touched, &expansionTouched)
        swap(&pending, &expansionPending)
        touched.removeAll(keepingCapacity: true)
        startMarking()
        var constant = row.constant
        func accumulate(_ symbol: Symbol, _ coefficient: Double, into tableau: inout Tableau) {
            if tableau.symbolMarks[symbol.index] != tableau.markPass {
                tableau.symbolMarks[symbol.index] = tableau.markPass
                tableau.accumulators[symbol.index] = 0
                touched.append(symbol)
                if tableau.isDefined(symbol) {
                    let slot = Int(tableau.slotOfBasic[symbol.index])
                    pending.push(PendingDefinition(age: tableau.ageOfSlot[slot], symbol: symbol))
                }
            }
            tableau.accumulators[symbol.index] += coefficient
        }
        for cell in row.cells { accumulate(cell.symbol, cell.coefficient, into: &self) }
        while let next = pending.minimum {
            pending.popMinimum()
            let factor = accumulators[next.symbol.index]
            guard factor != 0 else { continue }
            let definition = rows[Int(slotOfBasic[next.symbol.index])]
            constant += factor * definition.constant
            for cell in definition.cells {
                accumulate(cell.symbol, factor * cell.coefficient, into: &self)
            }
        }
        touched.sort()
        swap(&touched, &expansionTouched)
        swap(&pending, &expansionPending)
        return constant
    }

    /// The value `variable` has in the tableau as it stands, read from its row alone rather
    /// than from every row as `updateVariables()` reads them: its definition expanded down to
    /// parametric symbols, which are 0; 0 when it is parametric itself or not in the tableau.
    mutating func currentValue(of variable: Variable) -> Double {
        guard let index = indexOfVariable[variable.id],
            let slot = slot(ofBasic: symbolOfVariable[index])
        else { return 0 }
        return expanded(rows[slot]).constant
    }

    /// Starts a new pass over `symbolMarks`, clearing them when the counter wraps.
    mutating func startMarking() {
        markPass &+= 1
        if markPass == 0 {
            for index in symbolMarks.indices { symbolMarks[index] = 0 }
            markPass = 1
        }
    }

    /// Values of every defined variable, oldest definition first, into `definedValues`. Drops
    /// stale entries of `definitionOrder` on the way.
    ///
    /// This runs on every `updateVariables`, so it reads through local copies and unsafe
    /// buffers: no reference counting per row, no allocation, no branch per cell.
    mutating func evaluateDefinitions() {
        let rows = self.rows
        let basicOfSlot = self.basicOfSlot
        let ageOfSlot = self.ageOfSlot
        var values: [Double] = []
        var order: [Definition] = []
        swap(&values, &definedValues)
        swap(&order, &definitionOrder)
        var kept = 0
        rows.withUnsafeBufferPointer { rows in
            for position in order.indices {
                let entry = order[position]
                let slot = Int(entry.slot)
                let basic = basicOfSlot[slot]
                guard ageOfSlot[slot] == entry.age, basic.kind == .external else { continue }
                order[kept] = entry
                kept += 1
                var value = rows[slot].constant
                if entry.refersToDefinitions {
                    for index in 0..<rows[slot].cells.count {
                        let cell = rows[slot].cells[index]
                        value += cell.coefficient * values[cell.symbol.index]
                    }
                }
                values[basic.index] = value
            }
        }
        order.removeLast(order.count - kept)
        swap(&values, &definedValues)
        swap(&order, &definitionOrder)
    }

    /// A user's variable in `row` that is parametric and in no other row (the oldest such),
    /// or `.invalid`. Defining it by `row` kept as written cannot create a cycle among
    /// definitions, because nothing refers to it yet.
    mutating func unmentionedParametricVariable(in row: Row) -> Symbol {
        for cell in row.cells where cell.symbol.kind == .external && !isDefined(cell.symbol) {
            let mentions = takeColumn(of: cell.symbol)
            columns[cell.symbol.index] = mentions
            if mentions.isEmpty { return cell.symbol }
        }
        return .invalid
    }
}

/// A definition waiting in `expanded(_:)`; the newest comes out first.
struct PendingDefinition: Comparable {
    let age: Int
    let symbol: Symbol

    static func < (lhs: PendingDefinition, rhs: PendingDefinition) -> Bool { lhs.age > rhs.age }
}
