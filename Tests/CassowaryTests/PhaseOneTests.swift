import Testing

@testable import Cassowary

/// A required equality with no subject of its own is added through an artificial variable
/// (phase one), and phase one pivots the symbols the fewest rows hold. A grid ties each row's
/// chain of cells to the width, and each column's to the height; pivoting the oldest symbol
/// instead (kiwi's rule) pivots one of the first row's, which every row tied in since holds,
/// and the work grows with the cube of the side.
@Suite("Phase one pivots the symbols the fewest rows hold")
struct PhaseOneTests {
    /// G×G cells, each row a chain `|-1-[c]-1-[c]-…-1-|` across the strong edit width `W`, each
    /// column one down the height `H`: at least 1, weakly 10, so `11G + 1` gives every cell 10.
    struct Grid {
        let solver = Solver()
        let widths: [Variable]
        let heights: [Variable]

        init(side: Int) throws {
            let count = side * side
            let width = Variable("W")
            let height = Variable("H")
            let lefts = (0..<count).map { Variable("left\($0)") }
            let tops = (0..<count).map { Variable("top\($0)") }
            widths = (0..<count).map { Variable("width\($0)") }
            heights = (0..<count).map { Variable("height\($0)") }
            for edit in [width, height] {
                try solver.addEditVariable(edit, strength: .strong)
                try solver.suggestValue(Double(11 * side + 1), for: edit)
            }
            for cell in 0..<count {
                let (row, column) = cell.quotientAndRemainder(dividingBy: side)
                try solver.addConstraint(
                    column == 0
                        ? lefts[cell] == 1 : lefts[cell] == lefts[cell - 1] + widths[cell - 1] + 1)
                try solver.addConstraint(
                    row == 0
                        ? tops[cell] == 1
                        : tops[cell] == tops[cell - side] + heights[cell - side] + 1)
                for size in [widths[cell], heights[cell]] {
                    try solver.addConstraint(size >= 1)
                    try solver.addConstraint((size == 10).withStrength(.weak))
                }
            }
            for index in 0..<side {
                let lastInRow = index * side + side - 1
                try solver.addConstraint(lefts[lastInRow] + widths[lastInRow] + 1 == width)
                let lastInColumn = (side - 1) * side + index
                try solver.addConstraint(tops[lastInColumn] + heights[lastInColumn] + 1 == height)
            }
            solver.updateVariables()
        }

        var work: Int { solver.tableau.pivotedCells + solver.tableau.mergedCells }
    }

    @Test(
        "building a G×G grid works on each cell a bounded number of times", arguments: [10, 20, 30])
    func gridBuildWorkFollowsTheCells(side: Int) throws {
        let grid = try Grid(side: side)
        #expect(
            (grid.widths + grid.heights).allSatisfy { abs(grid.solver.value(of: $0) - 10) < 1e-9 })
        #expect(grid.work <= 40 * side * side, "\(grid.work) cells of work")
    }
}
