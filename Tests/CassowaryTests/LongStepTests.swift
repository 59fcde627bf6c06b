import Testing

@testable import Cassowary

/// A shrink that pushes many views to their floors, and the grow back, take long steps: the
/// row the shrink leaves infeasible pivots once, not once per view, so the simplex's work
/// (the cells of the rows it pivots) grows with the views, not with their square.
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

        /// Suggests `total` for the width and returns the cells of the rows pivoted meanwhile.
        func resize(to total: Int) throws -> Int {
            let before = solver.tableau.pivotedCells
            try solver.suggestValue(Double(total), for: width)
            solver.updateVariables()
            return solver.tableau.pivotedCells - before
        }

        var values: [Double] { widths.map { solver.value(of: $0) } }

        /// The cells the rows hold, against `storage.rowCells`, the room they have for them.
        var rowCells: Int { solver.tableau.rows.reduce(0) { $0 + $1.cells.count } }
    }

    @Test(
        "shrinking by 4N cells floors about 4N/9 views, and the work stays within 10 cells a view",
        arguments: [100, 300, 1000])
    func shrinkAndGrow(count: Int) throws {
        let chain = try Chain(count: count)
        let shrinkWork = try chain.resize(to: 7 * count + 1)
        let shrunk = chain.values
        #expect(shrunk.allSatisfy { $0 >= 1 - 1e-9 && $0 <= 10 + 1e-9 })
        #expect(abs(shrunk.reduce(0, +) - Double(6 * count)) < 1e-6)
        #expect(shrunk.filter { abs($0 - 1) < 1e-9 }.count == 4 * count / 9)
        #expect(shrinkWork <= 10 * count, "pivoted \(shrinkWork) cells")

        let growWork = try chain.resize(to: 11 * count + 1)
        #expect(chain.values.allSatisfy { abs($0 - 10) < 1e-9 })
        #expect(growWork <= 10 * count, "pivoted \(growWork) cells")
    }

    /// Each pivot merges into the rows that hold the chain's sum, a few thousand cells long, and
    /// into short rows; the short ones must not come away holding the long ones' storage.
    @Test("a cascade leaves each row room for about its own cells", arguments: [300, 1000])
    func roomFollowsCells(count: Int) throws {
        let chain = try Chain(count: count)
        _ = try chain.resize(to: 7 * count + 1)
        let shrunk = (cells: chain.rowCells, room: chain.solver.storage.rowCells)
        _ = try chain.resize(to: 11 * count + 1)
        let grown = (cells: chain.rowCells, room: chain.solver.storage.rowCells)
        for (cells, room) in [shrunk, grown] {
            #expect(
                room <= 2 * cells + 8 * chain.solver.storage.rows, "\(cells) cells, room \(room)")
        }
    }
}
