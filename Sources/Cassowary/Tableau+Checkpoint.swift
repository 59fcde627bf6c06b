/// Taking back a step that may fail after it has pivoted: adding a row through an artificial
/// variable, or moving a required constraint's constant. Copying the whole tableau for that
/// would cost a retain per row and per column on every such step, and even a copy of the
/// per-symbol arrays is paid in full at the first write after it (copy on write: building a
/// 100×100 grid spent a good part of its time in the objective's and `slotOfBasic`'s copies,
/// Benchmarks/README.md). So every
/// row, slot and symbol entry the step changes is journaled, and the cost follows what the
/// step touches.
struct Checkpoint {
    private let rowCount: Int
    private let symbolCount: Int
    private let freeSlots: [Int32]
    private let nextAge: Int
    private let definitionCount: Int
    private let infeasible: MinHeap<UInt32>
    private let rowsChanged: Bool

    /// Records the state and starts journaling.
    init(_ tableau: inout Tableau) {
        rowCount = tableau.rows.count
        symbolCount = tableau.symbolCount
        freeSlots = tableau.freeSlots
        nextAge = tableau.nextAge
        definitionCount = tableau.definitionOrder.count
        infeasible = tableau.infeasible
        rowsChanged = tableau.rowsChanged
        tableau.journal = Journal(rowCount: rowCount, symbolCount: symbolCount)
        tableau.objective.startJournal()
    }

    /// Keeps what happened since and stops journaling.
    func commit(_ tableau: inout Tableau) {
        tableau.journal = nil
        tableau.objective.stopJournal()
    }

    /// Puts the tableau back as it was when the checkpoint was made.
    func restore(_ tableau: inout Tableau) {
        guard let journal = tableau.journal else { return }
        tableau.journal = nil
        for (slot, row) in journal.saved { tableau.rows[slot] = row }
        for change in journal.slotChanges.reversed() {
            tableau.basicOfSlot[change.slot] = change.basic
            tableau.ageOfSlot[change.slot] = change.age
        }
        for change in journal.symbolChanges.reversed() {
            tableau.slotOfBasic[change.index] = change.slot
        }
        tableau.rows.removeLast(tableau.rows.count - rowCount)
        tableau.visits.removeLast(tableau.visits.count - rowCount)
        tableau.basicOfSlot.removeLast(tableau.basicOfSlot.count - rowCount)
        tableau.ageOfSlot.removeLast(tableau.ageOfSlot.count - rowCount)
        tableau.freeSlots = freeSlots
        tableau.nextAge = nextAge
        // A step only appends definitions; `evaluateDefinitions` drops stale ones later.
        tableau.definitionOrder.removeLast(tableau.definitionOrder.count - definitionCount)
        tableau.objective.restoreJournal()
        tableau.infeasible = infeasible
        tableau.rowsChanged = rowsChanged
        tableau.artificial = nil
        tableau.forgetSymbols(from: symbolCount)
        for change in journal.symbolChanges where change.index < symbolCount {
            if tableau.slotOfBasic[change.index] < 0 { tableau.definedValues[change.index] = 0 }
        }
        // Columns may have been pruned of entries the restored rows need again; repeats are
        // harmless, so note every restored row's symbols once more.
        for (slot, row) in journal.saved where tableau.basicOfSlot[slot].isValid {
            tableau.columns.note(cellsOf: row, inSlot: slot)
        }
    }
}

/// What a refusable step changed, as it was before: rows, and the slot and symbol entries
/// that existed when it started (newer ones are dropped on restore).
struct Journal {
    let rowCount: Int
    let symbolCount: Int
    private(set) var saved: [(slot: Int, row: Row)] = []
    private var savedSlots: Set<Int> = []
    /// Each slot's basic symbol and age before a write, in the order of the writes.
    private(set) var slotChanges: [(slot: Int, basic: Symbol, age: Int)] = []
    /// Each symbol's `slotOfBasic` before a write, in the order of the writes.
    private(set) var symbolChanges: [(index: Int, slot: Int32)] = []

    init(rowCount: Int, symbolCount: Int) {
        self.rowCount = rowCount
        self.symbolCount = symbolCount
    }

    mutating func save(_ row: Row, at slot: Int) {
        if slot < rowCount, savedSlots.insert(slot).inserted { saved.append((slot, row)) }
    }

    mutating func saveSlot(_ slot: Int, basic: Symbol, age: Int) {
        if slot < rowCount { slotChanges.append((slot, basic, age)) }
    }

    mutating func saveSlotOfBasic(_ index: Int, _ slot: Int32) {
        if index < symbolCount { symbolChanges.append((index, slot)) }
    }
}

extension Tableau {
    /// Call before changing the row at `slot`, so a checkpoint can put it back.
    mutating func willChangeRow(at slot: Int) {
        if journal != nil, slot < rows.count { journal!.save(rows[slot], at: slot) }
    }

    /// Sets the basic symbol of `slot`, journaled.
    mutating func setBasic(_ basic: Symbol, ofSlot slot: Int) {
        if journal != nil {
            journal!.saveSlot(slot, basic: basicOfSlot[slot], age: ageOfSlot[slot])
        }
        basicOfSlot[slot] = basic
    }

    /// Sets the age of the definition at `slot`, journaled.
    mutating func setAge(_ age: Int, ofSlot slot: Int) {
        if journal != nil {
            journal!.saveSlot(slot, basic: basicOfSlot[slot], age: ageOfSlot[slot])
        }
        ageOfSlot[slot] = age
    }

    /// Sets the slot where the symbol at `index` is basic (-1: none), journaled.
    mutating func setSlot(_ slot: Int32, ofBasicAt index: Int) {
        if journal != nil { journal!.saveSlotOfBasic(index, slotOfBasic[index]) }
        slotOfBasic[index] = slot
    }
}
