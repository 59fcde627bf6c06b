/// Taking back a step that may fail after it has pivoted: adding a row through an artificial
/// variable. Copying the whole tableau for that would cost a retain per row and per column on
/// every such add; instead the plain arrays are copied (cheap, no reference counting) and rows
/// are journaled, so the cost follows the rows the step touches.
struct Checkpoint {
    private let rowCount: Int
    private let symbolCount: Int
    private let slotOfBasic: [Int32]
    private let basicOfSlot: [Symbol]
    private let freeSlots: [Int32]
    private let ageOfSlot: [Int]
    private let nextAge: Int
    private let definitionOrder: [Definition]
    private let objective: Objective
    private let infeasible: MinHeap<UInt32>
    private let rowsChanged: Bool

    /// Records the state and starts journaling rows.
    init(_ tableau: inout Tableau) {
        rowCount = tableau.rows.count
        symbolCount = tableau.symbolCount
        slotOfBasic = tableau.slotOfBasic
        basicOfSlot = tableau.basicOfSlot
        freeSlots = tableau.freeSlots
        ageOfSlot = tableau.ageOfSlot
        nextAge = tableau.nextAge
        definitionOrder = tableau.definitionOrder
        objective = tableau.objective
        infeasible = tableau.infeasible
        rowsChanged = tableau.rowsChanged
        tableau.journal = RowJournal(rowCount: rowCount)
    }

    /// Keeps what happened since and stops journaling.
    func commit(_ tableau: inout Tableau) {
        tableau.journal = nil
    }

    /// Puts the tableau back as it was when the checkpoint was made.
    func restore(_ tableau: inout Tableau) {
        let saved = tableau.journal?.saved ?? []
        tableau.journal = nil
        for (slot, row) in saved { tableau.rows[slot] = row }
        tableau.rows.removeLast(tableau.rows.count - rowCount)
        tableau.visits.removeLast(tableau.visits.count - rowCount)
        tableau.slotOfBasic = slotOfBasic
        tableau.basicOfSlot = basicOfSlot
        tableau.freeSlots = freeSlots
        tableau.ageOfSlot = ageOfSlot
        tableau.nextAge = nextAge
        tableau.definitionOrder = definitionOrder
        tableau.objective = objective
        tableau.infeasible = infeasible
        tableau.rowsChanged = rowsChanged
        tableau.artificial = nil
        tableau.forgetSymbols(from: symbolCount)
        for index in tableau.definedValues.indices where tableau.slotOfBasic[index] < 0 {
            tableau.definedValues[index] = 0
        }
        // Columns may have been pruned of entries the restored rows need again; repeats are
        // harmless, so note every restored row's symbols once more.
        for (slot, row) in saved where tableau.basicOfSlot[slot].isValid {
            tableau.columns.note(cellsOf: row, inSlot: slot)
        }
    }
}

/// The rows as they were before a refusable step first changed them.
struct RowJournal {
    /// Slots from here on did not exist before the step and are dropped on restore.
    let rowCount: Int
    private(set) var saved: [(slot: Int, row: Row)] = []
    private var savedSlots: Set<Int> = []

    init(rowCount: Int) { self.rowCount = rowCount }

    mutating func save(_ row: Row, at slot: Int) {
        if slot < rowCount, savedSlots.insert(slot).inserted { saved.append((slot, row)) }
    }
}

extension Tableau {
    /// Call before changing the row at `slot`, so a checkpoint can put it back.
    mutating func willChangeRow(at slot: Int) {
        if journal != nil, slot < rows.count { journal!.save(rows[slot], at: slot) }
    }
}
