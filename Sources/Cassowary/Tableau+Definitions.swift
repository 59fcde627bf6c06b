/// Definition rows: reading them out and expanding them into parametric symbols.
extension Tableau {
    /// `row` with every defined variable replaced, transitively, by its definition, so that it
    /// refers to parametric symbols only, as a restricted row must.
    mutating func expanded(_ row: Row) -> Row {
        guard refersToDefinitions(row) else { return row }
        let constant = accumulateExpansion(of: row)
        return accumulatedRow(constant: constant)
    }

    /// The last expansion as a row: its parametric symbols, without the near-zero ones.
    private func accumulatedRow(constant: Double) -> Row {
        var cells: [Cell] = []
        cells.reserveCapacity(expansionTouched.count)
        for symbol in expansionTouched
        where !isDefined(symbol) && !nearZero(accumulators[symbol.index]) {
            cells.append(Cell(symbol: symbol, coefficient: accumulators[symbol.index]))
        }
        return Row(constant: constant, sortedCells: cells)
    }

    /// Expands each definition row at `slots` that holds a symbol both directly and through its
    /// references with a sum that cancels (see `cancels(_:of:)`): only an expanded row drops
    /// such noise, as kiwi's rows always do, and holds a small sum as it is rather than
    /// recomputing it from large parts at every expansion.
    ///
    /// In `y = x - e` with `x = e`, a pivot updates `e` in both rows separately, so their sum
    /// drifts from zero and no row ever drops it; later pivots scale it. Adding and removing an
    /// equality again and again grew such noise a hundredfold per cycle, until values and
    /// required constraints were off (issue 18).
    ///
    /// `substituted` is the row that just changed them: noise can only have come in its symbols.
    mutating func expandDefinitionsThatCancel(at slots: [Int], substituted: Row) {
        var cancelling: [Int] = []
        for slot in slots where cancelsOneLevelDeep(rows[slot], in: substituted) {
            cancelling.append(slot)
        }
        expandCancelling(cancelling)
    }

    /// Adds to `changedDefinitions` the definitions that refer to `basic`'s, whose row just had
    /// `substituted` merged in, and hold one of its symbols directly. Their own rows did not
    /// change, but they can now hold noise through `basic` (issue 18's second drift), whether
    /// the merge gave `basic`'s row a symbol or only changed a coefficient it had (a solver fuzz
    /// finding: a required equality ended 1.3e-7 off).
    mutating func noteReferrers(of basic: Symbol, holdingAnyOf substituted: Row) {
        for entry in columns.slots(of: basic) {
            let referrer = Int(entry)
            guard basicOfSlot[referrer].kind == .external else { continue }
            let row = rows[referrer]
            if row.contains(basic), substituted.cells.contains(where: { row.contains($0.symbol) }) {
                changedDefinitions.append(referrer)
            }
        }
    }

    /// Replaces each definition row at `slots` whose expansion cancels by that expansion.
    /// Oldest first, as definitions refer to older ones.
    private mutating func expandCancelling(_ slots: [Int]) {
        guard !slots.isEmpty else { return }
        var previous = -1
        for slot in slots.sorted(by: { ageOfSlot[$0] < ageOfSlot[$1] }) where slot != previous {
            previous = slot
            guard refersToDefinitions(rows[slot]) else { continue }
            let constant = accumulateExpansion(of: rows[slot], withMagnitudes: true)
            guard accumulatedCancellation() else { continue }
            let flat = accumulatedRow(constant: constant)
            willChangeRow(at: slot)
            for cell in flat.cells where !rows[slot].contains(cell.symbol) {
                columns.note(cell.symbol, inSlot: slot)
            }
            rows[slot] = flat
            rowsChanged = true
        }
    }

    /// Whether the last expansion left a parametric symbol whose parts cancel.
    private func accumulatedCancellation() -> Bool {
        for symbol in expansionTouched where !isDefined(symbol) {
            if cancels(accumulators[symbol.index], of: accumulatedMagnitudes[symbol.index]) {
                return true
            }
        }
        return false
    }

    /// Whether `sum`, of parts whose absolute values add up to `magnitude`, is near zero but
    /// not zero (rounding noise, which `expanded(_:)` drops) or below `cancellationLimit` of
    /// its parts. A definition kept as written with such a sum multiplies its references'
    /// rounding by more than 1 / `cancellationLimit` at every expansion: x3's
    /// `5.33·e - 16·x4 - 0.67·x0` came to 0.0094·e from parts of 10.7, and each add and
    /// remove of a weak equality over x3 grew the rounding in x4's and x0's rows 17 times,
    /// until a required equality was 6.0e-6 off (a solver fuzz finding).
    private func cancels(_ sum: Double, of magnitude: Double) -> Bool {
        sum != 0 && (nearZero(sum) || abs(sum) < cancellationLimit * magnitude)
    }

    /// Whether `row` mentions a defined variable. Loops rather than closures throughout this
    /// file: in a debug build a closure that calls a method copies the whole tableau each time.
    func refersToDefinitions(_ row: Row) -> Bool {
        guard row.externalCells > 0 else { return false }
        for cell in row.cells where isDefined(cell.symbol) { return true }
        return false
    }

    /// Whether `row` holds a symbol of `candidates` directly and through the definitions it
    /// refers to with a sum that cancels, looked for one level deep. That
    /// costs the length of the rows referred to, where a full expansion costs the whole chain
    /// (a 1,000-view stack took several times longer to build with every changed definition
    /// expanded: Benchmarks/README.md).
    private func cancelsOneLevelDeep(_ row: Row, in candidates: Row) -> Bool {
        guard refersToDefinitions(row) else { return false }
        let rowIsShorter = row.cells.count <= candidates.cells.count
        let (shorter, longer) = rowIsShorter ? (row, candidates) : (candidates, row)
        for cell in shorter.cells where !isDefined(cell.symbol) && longer.contains(cell.symbol) {
            let direct = row.coefficient(for: cell.symbol)
            var sum = direct
            var magnitude = abs(direct)
            for reference in row.cells where isDefined(reference.symbol) {
                let definition = rows[Int(slotOfBasic[reference.symbol.index])]
                let part = reference.coefficient * definition.coefficient(for: cell.symbol)
                sum += part
                magnitude += abs(part)
            }
            if sum != direct, cancels(sum, of: magnitude) { return true }
        }
        return false
    }

    /// Expands `row` into `accumulators`, a coefficient per symbol in `expansionTouched` (sorted),
    /// and returns the expanded constant. `withMagnitudes` adds up the absolute values of each
    /// symbol's parts in `accumulatedMagnitudes` too, which `expanded(_:)` has no use for.
    ///
    /// Definitions are expanded newest first: a definition only refers to older ones, so by the
    /// time one is expanded, every definition that refers to it has added its coefficient.
    private mutating func accumulateExpansion(of row: Row, withMagnitudes: Bool = false)
        -> Double
    {
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
                if withMagnitudes { tableau.accumulatedMagnitudes[symbol.index] = 0 }
                touched.append(symbol)
                if tableau.isDefined(symbol) {
                    let slot = Int(tableau.slotOfBasic[symbol.index])
                    pending.push(PendingDefinition(age: tableau.ageOfSlot[slot], symbol: symbol))
                }
            }
            tableau.accumulators[symbol.index] += coefficient
            if withMagnitudes { tableau.accumulatedMagnitudes[symbol.index] += abs(coefficient) }
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
            if prunedColumn(of: cell.symbol).isEmpty { return cell.symbol }
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

/// A sum below this fraction of its parts cancels: see `Tableau.cancels(_:of:)`.
let cancellationLimit = 1.0e-2
