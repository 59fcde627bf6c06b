/// The solver's whole state: the rows of the simplex tableau, a column index over them, the
/// objective, and the bookkeeping that links them to variables and constraints.
///
/// Rows come in two kinds. A *restricted* row (its basic symbol is a slack, error, dummy or
/// artificial symbol) is kept in terms of parametric symbols only, as in kiwi, because the
/// simplex reads it. A *definition* row (its basic symbol is a user's variable) only ever gives
/// that variable its value, so it is kept as written: it may refer to other defined variables,
/// always older ones. That keeps `left_i = left_(i-1) + width_(i-1) + 1` three cells long
/// instead of growing with the chain, which is where kiwi's time goes on large layouts. A
/// definition whose own cells and references come to cancel, up to rounding or to less than a
/// hundredth of the parts, is expanded, so the noise is dropped as kiwi's rows drop it and a
/// small sum is not recomputed from large parts (`expandDefinitionsThatCancel`).
///
/// The one step that may have to be taken back after it pivoted (adding a required constraint
/// through an artificial variable) does so with a `Checkpoint`.
struct Tableau {
    /// Rows by slot. A slot keeps its number while its row pivots, so the column index stays
    /// valid across pivots; freed slots are reused.
    var rows: [Row] = []
    /// The basic symbol of each slot, `.invalid` for a free slot.
    var basicOfSlot: [Symbol] = []
    var freeSlots: [Int32] = []
    /// For each symbol (by index), the slot of the row where it is basic, or -1.
    var slotOfBasic: [Int32] = []
    var columns = ColumnIndex()
    /// Per slot, the last pass that visited it; finds duplicates while a column is pruned.
    var visits: [UInt32] = []
    var pass: UInt32 = 0
    /// The slots `prunedColumn` found and their coefficients, position for position. It
    /// returns the slots' array itself: once the caller's copy is gone, the next call reuses
    /// its storage, so a resize allocates nothing for them.
    var columnSlots: [Int32] = []
    var columnCoefficients: [Double] = []
    /// The symbol whose column `columnSlots` holds.
    var columnSymbol = Symbol.invalid
    /// Whether any row changed since `updateVariables` last read them out.
    var rowsChanged = false
    /// Set while a checkpoint is open; see `Checkpoint`.
    var journal: Journal?
    /// The cells of every row pivoted so far, and of every row a substitution merged into and
    /// merged from (a deferred merge goes through the short row's only, its flush through
    /// both): the simplex's work, which tests count instead of timing it.
    var pivotedCells = 0
    var mergedCells = 0

    /// Per slot, when its row last became a definition row; definitions only refer to older
    /// ones, so this order evaluates and expands them.
    var ageOfSlot: [Int] = []
    var nextAge = 0
    /// Definition rows oldest first; entries whose slot has since changed are skipped and
    /// dropped.
    var definitionOrder: [Definition] = []
    /// Per symbol, the value of each defined variable as of the last evaluation, and zero for
    /// every other symbol, so a definition's value is a plain dot product.
    var definedValues: [Double] = []
    /// Scratch for `expanded(_:)`: a coefficient per symbol and the absolute values of its
    /// parts, the symbols touched, the definitions still to expand.
    var accumulators: [Double] = []
    var accumulatedMagnitudes: [Double] = []
    var expansionTouched: [Symbol] = []
    var expansionPending = MinHeap<PendingDefinition>()
    var symbolMarks: [UInt32] = []
    var markPass: UInt32 = 0

    var objective = Objective()
    /// The phase-one objective while a row is being added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative; the dual simplex repairs them,
    /// smallest symbol first, so the order rows were visited in never matters.
    var infeasible = MinHeap<UInt32>()

    var variables: [Variable] = []
    var symbolOfVariable: [Symbol] = []
    var indexOfVariable = VariableIndex()
    /// The values as of the last `updateVariables`, by variable index.
    var reportedValues: [Double] = []
    var changed: [Variable] = []

    /// Per variable, how many added constraints mention it; see `Tableau+Reclaim`.
    var mentionCounts: [Int32] = []
    /// Variables whose count fell to 0 since the last compaction, and their symbols' indices
    /// with those of removed constraints.
    var retiredVariables = 0
    var retiredSymbols: [Int] = []
    /// Variables retired since the last `updateVariables` whose reported value was not 0, in
    /// retirement order, and that value by variable: the next `updateVariables` reports them
    /// going to 0, unless a constraint mentions one again first, which takes the value back.
    var retiredWithValue: [Variable] = []
    var retiredReportedValues: [Int: Double] = [:]

    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    var edits: [Variable: EditRecord] = [:]

    var scratch: [Cell] = []
    var added: [Symbol] = []
    /// Set during the dual simplex, whose long step merges short rows into a few long ones
    /// over and over: those merges are deferred (see `Row`) and the rows are listed here until
    /// `flushDeferredRows`.
    var defersMerges = false
    /// The infeasible row the dual simplex scans for its entering symbol, which must not be
    /// deferred into; -1 for none.
    var scannedSlot = -1
    /// See `Solver.longStepShortcuts`.
    var longStepShortcuts = true
    var deferredSlots: [Int] = []
    /// The dual simplex's entering candidates during a long step.
    var enteringQueue = DualEnteringQueue()
    /// Scratch for `substitute`: the definition rows it changed.
    var changedDefinitions: [Int] = []

    var symbolCount: Int { slotOfBasic.count }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(index: slotOfBasic.count, kind: kind)
        slotOfBasic.append(-1)
        columns.addSymbol()
        accumulators.append(0)
        accumulatedMagnitudes.append(0)
        definedValues.append(0)
        symbolMarks.append(0)
        objective.addSymbol()
        return symbol
    }

    /// Undoes `makeSymbol` for every symbol from `count` on.
    mutating func forgetSymbols(from count: Int) {
        slotOfBasic.removeLast(slotOfBasic.count - count)
        columns.truncateSymbols(to: count)
        accumulators.removeLast(accumulators.count - count)
        accumulatedMagnitudes.removeLast(accumulatedMagnitudes.count - count)
        definedValues.removeLast(definedValues.count - count)
        symbolMarks.removeLast(symbolMarks.count - count)
        objective.truncateSymbols(to: count)
    }

    func slot(ofBasic symbol: Symbol) -> Int? {
        let slot = slotOfBasic[symbol.index]
        return slot < 0 ? nil : Int(slot)
    }

    /// A user's variable that is basic, so its row is a definition row.
    func isDefined(_ symbol: Symbol) -> Bool {
        // Not `&&`: in a debug build its autoclosure copies the whole tableau at every call.
        guard symbol.kind == .external else { return false }
        return slotOfBasic[symbol.index] >= 0
    }

    // MARK: Rows

    /// Puts `row` into the tableau with `basic` as its basic symbol; returns its slot.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            willChangeRow(at: slot)
            rows[slot] = row
            setBasic(basic, ofSlot: slot)
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
            visits.append(0)
            ageOfSlot.append(0)
        }
        setSlot(Int32(slot), ofBasicAt: basic.index)
        rowsChanged = true
        if basic.kind == .external { recordDefinition(at: slot) }
        columns.note(cellsOf: row, inSlot: slot)
        pruneColumnsIfNeeded()
        return slot
    }

    /// Takes the row out of `slot` and frees the slot.
    mutating func removeRow(at slot: Int) -> Row {
        willChangeRow(at: slot)
        let row = rows[slot]
        rows[slot] = Row()
        rowsChanged = true
        setSlot(-1, ofBasicAt: basicOfSlot[slot].index)
        definedValues[basicOfSlot[slot].index] = 0
        setBasic(.invalid, ofSlot: slot)
        freeSlots.append(Int32(slot))
        return row
    }

    /// Makes `entering` basic in the row at `slot`, in place of the symbol basic there now, and
    /// substitutes it out of every other row and the objective. Call it right after the ratio
    /// test (`leavingSlot(for: entering)`) chose the row: the column it found is used again.
    mutating func pivot(slot: Int, entering: Symbol) {
        assert(columnSymbol == entering, "pivot without the entering symbol's column")
        let leaving = basicOfSlot[slot]
        mergedCells += rows[slot].flushDeferredCells(scratch: &scratch)
        pivotedCells += rows[slot].cells.count
        willChangeRow(at: slot)
        var row = rows[slot]
        rows[slot] = Row()
        rowsChanged = true
        row.solve(for: entering, replacing: leaving)
        setSlot(-1, ofBasicAt: leaving.index)
        setSlot(Int32(slot), ofBasicAt: entering.index)
        setBasic(entering, ofSlot: slot)
        rows[slot] = row
        if entering.kind == .external { recordDefinition(at: slot) }
        substitute(entering, with: row, inColumnFound: true)
        columns.note(leaving, inSlot: slot)
        pruneColumnsIfNeeded()
    }

    /// Replaces the parametric `symbol` by `row` everywhere: the rows that contain it (found
    /// through the column index, or `inColumnFound` by the last `prunedColumn(of: symbol)`,
    /// less the row `symbol` is now basic in), the objective and the artificial objective.
    /// Every other row must be in place: the definition rows changed are then expanded if they
    /// hold noise.
    mutating func substitute(_ symbol: Symbol, with row: Row, inColumnFound: Bool = false) {
        let slots = inColumnFound ? columnSlots : prunedColumn(of: symbol)
        var coefficients: [Double] = []
        swap(&coefficients, &columnCoefficients)
        changedDefinitions.removeAll(keepingCapacity: true)
        if !slots.isEmpty { rowsChanged = true }
        for (position, entry) in slots.enumerated() where basicOfSlot[Int(entry)] != symbol {
            let slot = Int(entry)
            added.removeAll(keepingCapacity: true)
            willChangeRow(at: slot)
            let wasDeferring = rows[slot].hasDeferredCells
            mergedCells += rows[slot].add(
                row, times: coefficients[position], skipping: symbol, scratch: &scratch,
                added: &added, deferring: defersMerges && slot != scannedSlot)
            if !wasDeferring, rows[slot].hasDeferredCells { deferredSlots.append(slot) }
            columns.note(added, inSlot: slot)
            let basic = basicOfSlot[slot]
            if basic.kind == .external {
                changedDefinitions.append(slot)
                noteReferrers(of: basic, holdingAnyOf: row)
            }
            if basic.isRestricted, rows[slot].constant < 0 { infeasible.push(basic.raw) }
        }
        expandDefinitionsThatCancel(at: changedDefinitions, substituted: row)
        columns.clear(symbol)
        swap(&coefficients, &columnCoefficients)
        objective.substitute(symbol, with: row)
        if artificial != nil {
            added.removeAll(keepingCapacity: true)
            artificial!.substitute(symbol, with: row, scratch: &scratch, added: &added)
        }
    }

    /// Merges in every row's deferred cells.
    mutating func flushDeferredRows() {
        guard !deferredSlots.isEmpty else { return }
        for slot in deferredSlots {
            mergedCells += rows[slot].flushDeferredCells(scratch: &scratch)
        }
        deferredSlots.removeAll(keepingCapacity: true)
    }

    mutating func recordDefinition(at slot: Int) {
        setAge(nextAge, ofSlot: slot)
        // Read into a local first: passing `rows[slot]` straight to the method copied the
        // whole tableau, a retain and release per array, at every definition row made.
        let row = rows[slot]
        let refers = refersToDefinitions(row)
        definitionOrder.append(
            Definition(slot: Int32(slot), age: nextAge, refersToDefinitions: refers))
        nextAge += 1
    }

}

/// A row that became a definition row, in `Tableau.definitionOrder`.
struct Definition {
    let slot: Int32
    let age: Int
    /// Whether the row referred to other definitions when it was made. Substitutions never add
    /// such references, so a row without them has its constant as its value.
    let refersToDefinitions: Bool
}

/// What the tableau remembers of an added constraint.
struct ConstraintRecord {
    let constraint: Constraint
    /// The slack, error or dummy symbol that tracks the constraint in the tableau.
    let marker: Symbol
    /// The second error symbol of a non-required equality, or the error of a non-required
    /// inequality; `.invalid` otherwise.
    let other: Symbol
    /// The expression's constant now: the constraint's own until `setConstant` moves it.
    var constant: Double

    /// The marker's coefficient in the row as written (`expression + k * marker`).
    var markerCoefficient: Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
    }
}

/// An edit variable: its constraint and the value last suggested.
struct EditRecord {
    var record: ConstraintRecord
    var suggested: Double
}
