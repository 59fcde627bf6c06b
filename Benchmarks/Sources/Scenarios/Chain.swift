import Cassowary

/// `|-1-[v0]-1-[v1]-1-…-[vN-1]-1-|`: N views in a row, each wanting to be 10 wide and at least 1
/// wide, with 1-cell gaps, filling the width `W`, a strong edit variable.
///
/// At `W = 11N + 1` every view has its preferred width; shrinking `W` by `4N` puts about 44% of
/// the views at their minimum width.
public final class ChainScenario {
    public let count: Int
    public let solver = Solver()
    public let width = Variable("W")
    public let lefts: [Variable]
    public let widths: [Variable]
    /// Each view's weak `width == 10`, the constraint `churnStep` removes and adds again.
    public private(set) var preferredWidths: [Constraint] = []
    /// The width every view gets its preferred width at, `11N + 1`.
    public var fullWidth: Double { Double(11 * count + 1) }
    private var currentWidth = 0.0

    public init(count: Int) {
        self.count = count
        lefts = (0..<count).map { Variable("left\($0)") }
        widths = (0..<count).map { Variable("width\($0)") }
    }

    /// `W` as a strong edit variable at `11N + 1`, then each view's constraints, then the first
    /// update.
    public func build() throws(SolverError) {
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(fullWidth, for: width)
        currentWidth = fullWidth
        for index in 0..<count {
            if index == 0 {
                try solver.addConstraint(lefts[0] == 1)
            } else {
                try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1] + 1)
            }
            try solver.addConstraint(widths[index] >= 1)
            let preferred = (widths[index] == 10).withStrength(.weak)
            preferredWidths.append(preferred)
            try solver.addConstraint(preferred)
        }
        try solver.addConstraint(lefts[count - 1] + widths[count - 1] + 1 == width)
        solver.updateVariables()
    }

    /// `W` ↔ `W - 2`: two cells fewer, or back.
    public func smallResizeStep() throws(SolverError) {
        try resize(to: currentWidth == fullWidth ? fullWidth - 2 : fullWidth)
    }

    /// `W` ↔ `W - 4N`: about 44% of the views shrink to width 1, or grow back.
    public func bigResizeStep() throws(SolverError) {
        try resize(to: currentWidth == fullWidth ? fullWidth - Double(4 * count) : fullWidth)
    }

    /// Removes the middle view's weak preferred width and adds it again, then updates.
    public func churnStep() throws(SolverError) {
        let preferred = preferredWidths[count / 2]
        try solver.removeConstraint(preferred)
        try solver.addConstraint(preferred)
        solver.updateVariables()
    }

    public func resize(to newWidth: Double) throws(SolverError) {
        currentWidth = newWidth
        try solver.suggestValue(newWidth, for: width)
        solver.updateVariables()
    }
}
