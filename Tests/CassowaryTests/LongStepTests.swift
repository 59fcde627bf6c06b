import TermLayoutTesting
import Testing

@testable import Cassowary

/// A shrink that pushes many views to their floors, and the grow back, take long steps: the
/// row the shrink leaves infeasible pivots once, not once per view, and the views' short rows
/// are merged into the rows that hold the chain's sum once, at the end. So the simplex's work
/// (the cells of the rows it pivots and merges) grows with the views, not with their square:
/// merging each short row into those long rows as it pivoted took 3.7 million cells at 1,000
/// views.
@Suite("The dual simplex takes long steps")
struct LongStepTests {
    /// `|-1-[v0]-1-…-[vN-1]-1-|` in a strong edit width: each view at least 1 wide and weakly
    /// 10 wide, so `11N + 1` gives each its 10.
    struct Chain {
        let count: Int
        let solver = Solver()
        let width = Variable("W")
        let widths: [Variable]

        init(count: Int) throws {
            self.count = count
            widths = (0..<count).map { Variable("width\($0)") }
            let lefts = (0..<count).map { Variable("left\($0)") }
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(Double(11 * count + 1), for: width)
            try solver.addConstraint(lefts[0] == 1)
            for index in 0..<count {
                if index > 0 {
                    try solver.addConstraint(
                        lefts[index] == lefts[index - 1] + widths[index - 1] + 1)
                }
                try solver.addConstraint(widths[index] >= 1)
                try solver.addConstraint((widths[index] == 10).withStrength(.weak))
            }
            try solver.addConstraint(lefts[count - 1] + widths[count - 1] + 1 == width)
            solver.updateVariables()
        }

        /// Suggests `total` for the width and returns the simplex's work meanwhile: the cells of
        /// the rows it pivoted, and those it merged.
        func resize(to total: Int) throws -> (pivoted: Int, merged: Int) {
            let before = (solver.tableau.pivotedCells, solver.tableau.mergedCells)
            try solver.suggestValue(Double(total), for: width)
            solver.updateVariables()
            return (
                solver.tableau.pivotedCells - before.0, solver.tableau.mergedCells - before.1
            )
        }

        var values: [Double] { widths.map { solver.value(of: $0) } }

        /// The cells the rows hold, against `storage.rowCells`, the room they have for them.
        var rowCells: Int { solver.tableau.rows.reduce(0) { $0 + $1.cells.count } }
    }

    @Test(
        "shrinking by 4N cells floors about 4N/9 views; the work stays within 10 pivoted and 40 merged cells a view",
        arguments: [100, 300, 1000])
    func shrinkAndGrow(count: Int) throws {
        let chain = try Chain(count: count)
        let shrinkWork = try chain.resize(to: 7 * count + 1)
        let shrunk = chain.values
        #expect(shrunk.allSatisfy { $0 >= 1 - 1e-9 && $0 <= 10 + 1e-9 })
        #expect(abs(shrunk.reduce(0, +) - Double(6 * count)) < 1e-6)
        #expect(shrunk.filter { abs($0 - 1) < 1e-9 }.count == 4 * count / 9)
        #expect(shrinkWork.pivoted <= 10 * count, "pivoted \(shrinkWork.pivoted) cells")
        #expect(shrinkWork.merged <= 40 * count, "merged \(shrinkWork.merged) cells")

        let growWork = try chain.resize(to: 11 * count + 1)
        #expect(chain.values.allSatisfy { abs($0 - 10) < 1e-9 })
        #expect(growWork.pivoted <= 10 * count, "pivoted \(growWork.pivoted) cells")
        #expect(growWork.merged <= 40 * count, "merged \(growWork.merged) cells")
    }

    /// Each pivot merges into the rows that hold the chain's sum, a few thousand cells long, and
    /// into short rows; the short ones must not come away holding the long ones' storage. Twice
    /// a row's cells, and 128 bytes a row for the allocator's rounding, which an array's
    /// capacity counts in cells of 12 bytes.
    @Test("a cascade leaves each row room for about its own cells", arguments: [300, 1000])
    func roomFollowsCells(count: Int) throws {
        let chain = try Chain(count: count)
        _ = try chain.resize(to: 7 * count + 1)
        let shrunk = (cells: chain.rowCells, room: chain.solver.storage.rowCells)
        _ = try chain.resize(to: 11 * count + 1)
        let grown = (cells: chain.rowCells, room: chain.solver.storage.rowCells)
        let rounding = 128 / MemoryLayout<Cell>.stride * chain.solver.storage.rows
        for (cells, room) in [shrunk, grown] {
            #expect(room <= 2 * cells + rounding, "\(cells) cells, room \(room)")
        }
    }

    /// Rows of views with random gaps, floors, preferences of two strengths and ties between
    /// views, resized by random amounts: the same calls with the long step's queue and deferred
    /// merges and with a scan and a merge at every pivot end in the same values, bit for bit.
    @Test(
        "the queue and deferred merges give the values of a scan and a merge per pivot",
        arguments: 0..<24)
    func shortcutsChangeNoValue(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = 40 + random.next(below: 80)
        let width = Variable("W")
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        let strengths: [Strength] = [.weak, .medium]
        var constraints = [lefts[0] == Double(random.next(below: 3))]
        for index in 0..<count {
            if index > 0 {
                let gap = Double(random.next(below: 3))
                constraints.append(lefts[index] == lefts[index - 1] + widths[index - 1] + gap)
            }
            constraints.append(widths[index] >= Double(1 + random.next(below: 4)))
            let preferred = Double(3 + random.next(below: 10))
            constraints.append(
                (widths[index] == preferred).withStrength(strengths[random.next(below: 2)]))
            if index > 0, random.next(below: 4) == 0 {
                let other = widths[random.next(below: index)]
                constraints.append((widths[index] == other).withStrength(.weak))
            }
        }
        constraints.append(lefts[count - 1] + widths[count - 1] == width)
        let fast = Solver()
        let plain = Solver()
        plain.longStepShortcuts = false
        for solver in [fast, plain] {
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(Double(14 * count), for: width)
            for constraint in constraints { try solver.addConstraint(constraint) }
        }
        for _ in 0..<12 {
            let total = Double(count + random.next(below: 14 * count))
            for solver in [fast, plain] {
                try solver.suggestValue(total, for: width)
                solver.updateVariables()
                #expect(solver.invariantViolations().isEmpty)
            }
            for variable in lefts + widths {
                #expect(fast.value(of: variable) == plain.value(of: variable), "W = \(total)")
            }
        }
        #expect(fast.tableau.mergedCells < plain.tableau.mergedCells, "no merge was deferred")
    }
}
