/// The symbols that may enter an infeasible row during the dual simplex's long step, in the
/// order `Tableau.dualEnteringSymbol(for:)` takes them: the smallest cost per unit of
/// coefficient, level by level, then the smallest symbol.
///
/// Each pivot of a long step changes the infeasible row's coefficients and the objective's costs
/// of the pivoted row's symbols only, so those are pushed again, where scanning the whole row
/// for each pivot costs its length every time (a chain of 10,000 views pushes 4,444 of them to
/// their floor in one step). An entry keeps the ratios it was pushed with: one whose symbol has
/// other ratios now is stale, and `Tableau.queuedEnteringSymbol(for:)` drops it.
struct DualEnteringQueue {
    private struct Entry {
        let symbol: Symbol
        /// Where the entry's ratios start in `ratios`.
        let start: Int
    }

    private var heap = MinHeap<Entry>()
    private var ratios: [Double] = []
    private var levels = 0

    /// Empties the queue for costs of `levels` levels; keeps the storage.
    mutating func removeAll(levels: Int) {
        heap.removeAll()
        ratios.removeAll(keepingCapacity: true)
        self.levels = levels
    }

    var top: Symbol? { heap.minimum?.symbol }

    /// Whether the top entry's ratios are those of `costs` over `coefficient` now.
    func topIsCurrent(coefficient: Double, costs: [[Double]]) -> Bool {
        guard let entry = heap.minimum else { return false }
        for level in 0..<levels
        where ratios[entry.start + level] != costs[level][entry.symbol.index] / coefficient {
            return false
        }
        return true
    }

    /// Queues `symbol`, which has `coefficient` in the infeasible row and `costs` in the
    /// objective.
    mutating func push(_ symbol: Symbol, coefficient: Double, costs: [[Double]]) {
        let start = ratios.count
        for level in 0..<levels { ratios.append(costs[level][symbol.index] / coefficient) }
        let (ratios, levels) = (self.ratios, self.levels)
        heap.push(Entry(symbol: symbol, start: start)) {
            DualEnteringQueue.precedes($0, $1, ratios: ratios, levels: levels)
        }
    }

    mutating func popTop() {
        let (ratios, levels) = (self.ratios, self.levels)
        heap.popMinimum { DualEnteringQueue.precedes($0, $1, ratios: ratios, levels: levels) }
    }

    /// The order of `Objective.ratio(_:over:precedes:over:)`, on the ratios as pushed.
    private static func precedes(_ a: Entry, _ b: Entry, ratios: [Double], levels: Int) -> Bool {
        for level in 0..<levels {
            let left = ratios[a.start + level]
            let right = ratios[b.start + level]
            if left != right { return left < right }
        }
        return a.symbol < b.symbol
    }
}
