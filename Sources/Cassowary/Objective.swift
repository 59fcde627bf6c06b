/// The quantity the simplex minimises: one cost per priority level in use, compared
/// lexicographically, highest priority first.
///
/// This is the symbolic objective of the original Cassowary paper. A symbol's cost is the vector
/// of its coefficients across the levels; it improves the objective when the first non-zero
/// entry is negative, so no amount of lower-level error can buy back a higher-level one.
///
/// Unlike the tableau's rows, every constraint touches the objective, so it is kept dense (a
/// coefficient per symbol and level) and substitution costs only the size of the row put in.
/// Symbols that may improve it wait in a min-heap, so finding the entering symbol (the
/// smallest one, as kiwi's ordered row gives it) does not scan the objective.
struct Objective {
    /// Priorities in use, descending; `coefficients[i]` belongs to `priorities[i]`.
    private(set) var priorities: [Double] = []
    /// Per level, the coefficient of each symbol by index; zero when absent.
    private(set) var coefficients: [[Double]] = []
    private var symbolCount = 0
    /// Raw symbols whose cost vector was negative when last changed; stale entries are dropped
    /// when they reach the top.
    private var candidates = MinHeap<UInt32>()
    /// While a checkpoint is open (`startJournal`), each cost as it was before a write, and
    /// each level inserted, in the order of the writes.
    private var journal: [CostChange] = []
    private var isJournaling = false

    /// A cost before a write, or, with an invalid symbol, a level inserted at `level`.
    private struct CostChange {
        let level: Int
        let symbol: Symbol
        let cost: Double
    }

    /// Makes room for a newly created symbol.
    mutating func addSymbol() {
        symbolCount += 1
        for index in coefficients.indices { coefficients[index].append(0) }
    }

    /// Forgets the symbols from `count` on, undoing `addSymbol` calls.
    mutating func truncateSymbols(to count: Int) {
        for index in coefficients.indices {
            coefficients[index].removeLast(symbolCount - count)
        }
        symbolCount = count
    }

    /// Keeps the symbols `newIndex` maps to 0 or above, at those indices, and the levels that
    /// still have a cost: an empty level changes no comparison, and comes back when used.
    mutating func compact(_ newIndex: [Int32], count: Int) {
        var keptPriorities: [Double] = []
        var keptCoefficients: [[Double]] = []
        for (priority, costs) in zip(priorities, coefficients)
        where costs.contains(where: { $0 != 0 }) {
            var compacted = [Double](repeating: 0, count: count)
            for index in costs.indices where newIndex[index] >= 0 {
                compacted[Int(newIndex[index])] = costs[index]
            }
            keptPriorities.append(priority)
            keptCoefficients.append(compacted)
        }
        priorities = keptPriorities
        coefficients = keptCoefficients
        symbolCount = count
        var kept = MinHeap<UInt32>()
        while let raw = candidates.minimum {
            let symbol = Symbol(raw: raw)
            candidates.popMinimum()
            guard symbol.index < newIndex.count, newIndex[symbol.index] >= 0 else { continue }
            let renumbered = Symbol(index: Int(newIndex[symbol.index]), kind: symbol.kind)
            if improves(renumbered) { kept.push(renumbered.raw) }
        }
        candidates = kept
    }

    /// The index of the level for `priority`, creating an empty one if needed.
    private mutating func level(for priority: Double) -> Int {
        var low = 0
        var high = priorities.count
        while low < high {
            let middle = (low + high) / 2
            if priorities[middle] == priority { return middle }
            if priorities[middle] > priority { low = middle + 1 } else { high = middle }
        }
        if isJournaling { journal.append(CostChange(level: low, symbol: .invalid, cost: 0)) }
        priorities.insert(priority, at: low)
        coefficients.insert([Double](repeating: 0, count: symbolCount), at: low)
        return low
    }

    /// Adds `amount` to the coefficient of `symbol` at `level`.
    private mutating func add(_ amount: Double, to symbol: Symbol, level: Int) {
        let sum = coefficients[level][symbol.index] + amount
        setCost(nearZero(sum) ? 0 : sum, of: symbol, level: level)
        // A change at any level can make the symbol improving: a negative cost appearing, or
        // a higher level's cost dropping to zero above a negative one.
        if improves(symbol) { candidates.push(symbol.raw) }
    }

    /// Adds `sign × weight × symbol` at every level of `strength`.
    mutating func insert(_ symbol: Symbol, strength: Strength, sign: Double) {
        for entry in strength.levels {
            add(sign * entry.weight, to: symbol, level: level(for: entry.priority))
        }
    }

    /// Adds `sign × weight × row` at every level of `strength` (used when the symbol is basic).
    mutating func add(_ row: Row, strength: Strength, sign: Double) {
        for entry in strength.levels {
            let level = level(for: entry.priority)
            for cell in row.cells {
                add(sign * entry.weight * cell.coefficient, to: cell.symbol, level: level)
            }
        }
    }

    /// Replaces `symbol` by the expression `row` at every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var changed = false
        for level in coefficients.indices {
            let factor = coefficients[level][symbol.index]
            guard factor != 0 else { continue }
            changed = true
            if isJournaling {
                journal.append(CostChange(level: level, symbol: symbol, cost: factor))
                for cell in row.cells {
                    let cost = coefficients[level][cell.symbol.index]
                    journal.append(CostChange(level: level, symbol: cell.symbol, cost: cost))
                }
            }
            coefficients[level].withUnsafeMutableBufferPointer { costs in
                costs[symbol.index] = 0
                for cell in row.cells {
                    let sum = costs[cell.symbol.index] + factor * cell.coefficient
                    costs[cell.symbol.index] = nearZero(sum) ? 0 : sum
                }
            }
        }
        guard changed else { return }
        for cell in row.cells where improves(cell.symbol) { candidates.push(cell.symbol.raw) }
    }

    private mutating func setCost(_ cost: Double, of symbol: Symbol, level: Int) {
        if isJournaling {
            let before = coefficients[level][symbol.index]
            journal.append(CostChange(level: level, symbol: symbol, cost: before))
        }
        coefficients[level][symbol.index] = cost
    }

    /// Starts journaling the costs a checkpoint may have to put back.
    mutating func startJournal() {
        journal.removeAll(keepingCapacity: true)
        isJournaling = true
    }

    /// Keeps the costs as they are and stops journaling.
    mutating func stopJournal() {
        isJournaling = false
        journal.removeAll(keepingCapacity: true)
    }

    /// Puts back the costs and levels as they were at `startJournal`. Symbols made since stay
    /// until `truncateSymbols`.
    mutating func restoreJournal() {
        isJournaling = false
        for change in journal.reversed() {
            if change.symbol.isValid {
                coefficients[change.level][change.symbol.index] = change.cost
            } else {
                priorities.remove(at: change.level)
                coefficients.remove(at: change.level)
            }
        }
        // A candidate popped meanwhile may improve again; stale ones are dropped later.
        for change in journal where change.symbol.isValid && improves(change.symbol) {
            candidates.push(change.symbol.raw)
        }
        journal.removeAll(keepingCapacity: true)
    }

    func mentions(_ symbol: Symbol) -> Bool {
        coefficients.contains { $0[symbol.index] != 0 }
    }

    /// Sets the negative costs of `symbol` to zero: for a symbol the simplex found nothing to
    /// bound, they can only be rounding, as no objective can fall below zero.
    mutating func dropNegativeCosts(of symbol: Symbol) {
        for level in coefficients.indices where coefficients[level][symbol.index] < 0 {
            setCost(0, of: symbol, level: level)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        for level in coefficients.indices { setCost(0, of: symbol, level: level) }
    }

    /// Whether entering `symbol` lowers the objective: its first non-zero cost is negative.
    func improves(_ symbol: Symbol) -> Bool {
        guard !symbol.isDummy, symbol.index < symbolCount else { return false }
        for level in coefficients {
            let coefficient = level[symbol.index]
            if coefficient != 0 { return coefficient < 0 }
        }
        return false
    }

    /// The smallest symbol that improves the objective, or `.invalid` when it is optimal.
    mutating func enteringSymbol() -> Symbol {
        while let raw = candidates.minimum {
            let symbol = Symbol(raw: raw)
            if improves(symbol) { return symbol }
            candidates.popMinimum()
        }
        return .invalid
    }

    /// Whether `cost(a) / divisorA` comes before `cost(b) / divisorB`: compared level by level,
    /// exactly, then by symbol (kiwi compares its one level exactly too). This is the dual
    /// simplex's order for entering symbols, which `DualEnteringQueue` keeps as well.
    func ratio(_ a: Symbol, over divisorA: Double, precedes b: Symbol, over divisorB: Double)
        -> Bool
    {
        for level in coefficients {
            let left = level[a.index] / divisorA
            let right = level[b.index] / divisorB
            if left != right { return left < right }
        }
        return a < b
    }
}
