import Cassowary

/// N full-width rows stacked top to bottom: each row spans `0...W`, starts where the one above
/// ends, is at least 1 tall and would like to be exactly 1; the last row ends at or above `H`.
/// `W` and `H` are strong edit variables.
public final class StackScenario {
    public let count: Int
    public let solver = Solver()
    public let width = Variable("W")
    public let height = Variable("H")
    public let lefts: [Variable]
    public let widths: [Variable]
    public let tops: [Variable]
    public let heights: [Variable]
    /// The size it is built at, `80 × N`; `resizeStep` goes to `120 × 2N` and back.
    public var initialSize: (width: Double, height: Double) { (80, Double(count)) }
    private var isEnlarged = false

    public init(count: Int) {
        self.count = count
        lefts = (0..<count).map { Variable("left\($0)") }
        widths = (0..<count).map { Variable("width\($0)") }
        tops = (0..<count).map { Variable("top\($0)") }
        heights = (0..<count).map { Variable("height\($0)") }
    }

    /// `W` and `H` as strong edit variables at `80 × N`, then each row's constraints, then the
    /// first update.
    public func build() throws(SolverError) {
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        try solver.suggestValue(initialSize.width, for: width)
        try solver.suggestValue(initialSize.height, for: height)
        for index in 0..<count {
            try solver.addConstraint(lefts[index] == 0)
            try solver.addConstraint(lefts[index] + widths[index] == width)
            if index == 0 {
                try solver.addConstraint(tops[0] == 0)
            } else {
                try solver.addConstraint(tops[index] == tops[index - 1] + heights[index - 1])
            }
            try solver.addConstraint(heights[index] >= 1)
            try solver.addConstraint((heights[index] == 1).withStrength(.weak))
        }
        try solver.addConstraint(tops[count - 1] + heights[count - 1] <= height)
        solver.updateVariables()
    }

    /// `80 × N` ↔ `120 × 2N`.
    public func resizeStep() throws(SolverError) {
        isEnlarged.toggle()
        let size = isEnlarged ? (width: 120, height: Double(2 * count)) : initialSize
        try solver.suggestValue(size.width, for: width)
        try solver.suggestValue(size.height, for: height)
        solver.updateVariables()
    }
}
