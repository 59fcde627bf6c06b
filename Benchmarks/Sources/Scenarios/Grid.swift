import Cassowary

/// A G×G grid of cells laid out like `ChainScenario` in both directions: every row is a chain
/// of cells across the width `W` and every column a chain down the height `H` (1-cell gaps, at
/// least 1, weakly 10 wide and 10 tall). `W` and `H` are strong edit variables.
public final class GridScenario {
    /// Cells per side.
    public let side: Int
    public let solver = Solver()
    public let width = Variable("W")
    public let height = Variable("H")
    /// Row-major: cell `(row, column)` is at `row * side + column`.
    public let lefts: [Variable]
    public let widths: [Variable]
    public let tops: [Variable]
    public let heights: [Variable]
    /// `11G + 1`, the width and height at which every cell has its preferred size.
    public var fullSize: Double { Double(11 * side + 1) }
    private var isShrunk = false

    public init(side: Int) {
        self.side = side
        let cells = 0..<(side * side)
        lefts = cells.map { Variable("left\($0)") }
        widths = cells.map { Variable("width\($0)") }
        tops = cells.map { Variable("top\($0)") }
        heights = cells.map { Variable("height\($0)") }
    }

    /// `W` and `H` as strong edit variables at `11G + 1`, then each cell's constraints (row by
    /// row), then every row's and column's trailing edge, then the first update.
    public func build() throws(SolverError) {
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        try solver.suggestValue(fullSize, for: width)
        try solver.suggestValue(fullSize, for: height)
        for row in 0..<side {
            for column in 0..<side {
                let cell = row * side + column
                if column == 0 {
                    try solver.addConstraint(lefts[cell] == 1)
                } else {
                    try solver.addConstraint(lefts[cell] == lefts[cell - 1] + widths[cell - 1] + 1)
                }
                try solver.addConstraint(widths[cell] >= 1)
                try solver.addConstraint((widths[cell] == 10).withStrength(.weak))
                if row == 0 {
                    try solver.addConstraint(tops[cell] == 1)
                } else {
                    let above = cell - side
                    try solver.addConstraint(tops[cell] == tops[above] + heights[above] + 1)
                }
                try solver.addConstraint(heights[cell] >= 1)
                try solver.addConstraint((heights[cell] == 10).withStrength(.weak))
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

    /// `W × H` ↔ `(W - 4G) × (H - 4G)`: about 44% of the cells shrink to 1 in each direction,
    /// or grow back.
    public func resizeStep() throws(SolverError) {
        isShrunk.toggle()
        let size = isShrunk ? fullSize - Double(4 * side) : fullSize
        try solver.suggestValue(size, for: width)
        try solver.suggestValue(size, for: height)
        solver.updateVariables()
    }
}
