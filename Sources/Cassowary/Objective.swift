/// The quantity the simplex minimises: one row per priority level in use, compared
/// lexicographically, highest priority first.
///
/// This is the symbolic objective of the original Cassowary paper. A symbol's cost is the vector
/// of its coefficients across the levels; it improves the objective when the first non-zero
/// entry is negative, so no amount of lower-level error can buy back a higher-level one. All the
/// extra work of strict priorities is here; the constraint rows are unaffected.
struct Objective {
    /// Priorities in use, descending; `levels[i]` belongs to `priorities[i]`.
    private(set) var priorities: [Double] = []
    private(set) var levels: [Row] = []

    /// The index of the level for `priority`, creating an empty one if needed.
    mutating func level(for priority: Double) -> Int {
        var low = 0
        var high = priorities.count
        while low < high {
            let middle = (low + high) / 2
            if priorities[middle] == priority { return middle }
            if priorities[middle] > priority { low = middle + 1 } else { high = middle }
        }
        priorities.insert(priority, at: low)
        levels.insert(Row(), at: low)
        return low
    }

    /// Adds `weight × symbol` to every level of `strength`.
    mutating func insert(_ symbol: Symbol, strength: Strength, sign: Double) {
        for entry in strength.levels {
            levels[level(for: entry.priority)].insert(symbol, sign * entry.weight)
        }
    }

    /// Adds `weight × row` to every level of `strength` (used when the symbol is basic).
    mutating func add(_ row: Row, strength: Strength, sign: Double, scratch: inout [Cell]) {
        var ignored: [Symbol] = []
        for entry in strength.levels {
            levels[level(for: entry.priority)].add(
                row, times: sign * entry.weight, scratch: &scratch, added: &ignored)
        }
    }

    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) {
        var ignored: [Symbol] = []
        for index in levels.indices {
            levels[index].substitute(symbol, with: row, scratch: &scratch, added: &ignored)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].remove(symbol) }
    }

    /// Whether `symbol`'s first non-zero coefficient among levels before `level` is absent,
    /// i.e. those levels are indifferent to it.
    private func higherLevelsIgnore(_ symbol: Symbol, before level: Int) -> Bool {
        for index in 0..<level where levels[index].contains(symbol) { return false }
        return true
    }

    /// The smallest non-dummy symbol whose cost vector is lexicographically negative, or
    /// `.invalid` when the objective is optimal.
    func enteringSymbol() -> Symbol {
        var best = Symbol.invalid
        for (index, level) in levels.enumerated() {
            for cell in level.cells {
                if cell.symbol >= best { break }
                if cell.coefficient < 0, !cell.symbol.isDummy,
                    higherLevelsIgnore(cell.symbol, before: index)
                {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// Compares `cost(a) / divisorA` with `cost(b) / divisorB` lexicographically, treating
    /// differences below `epsilon` as equal. Returns true when the first is smaller.
    func ratio(_ a: Symbol, over divisorA: Double, isLessThan b: Symbol, over divisorB: Double)
        -> Bool
    {
        for level in levels {
            let left = level.coefficient(for: a) / divisorA
            let right = level.coefficient(for: b) / divisorB
            if left < right - epsilon { return true }
            if left > right + epsilon { return false }
        }
        return false
    }
}
