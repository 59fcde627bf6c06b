import Testing

@testable import Cassowary

/// An app that swaps constraint sets, or views in and out, for hours keeps a solver the size
/// of what it has now: these assert sizes, never time.
@Suite("Removed constraints and unused variables are reclaimed")
struct ReclaimTests {
    /// The column index of a tableau of a few hundred cells: a rebuild keeps room for twice its
    /// budget of 1,024 entries, and the entries noted before the next one may double that.
    let maximumSmallIndex = 4 * 1024

    /// Ten views in a row of a resizable width, the row's gaps set by `gap`.
    struct Row {
        let width = Variable("width")
        let lefts = (0..<10).map { Variable("left\($0)") }
        let widths = (0..<10).map { Variable("width\($0)") }

        /// The ten constraints that swap in and out: each view's width, at a mix of strengths
        /// and relations so that every kind of symbol is made and retired.
        func sizes(gap: Double) -> [Constraint] {
            (0..<10).map { index in
                switch index % 4 {
                case 0: widths[index] == 5 + gap
                case 1: (widths[index] == 8).withStrength(.strong)
                case 2: widths[index] >= 3 + gap
                default: (widths[index] <= 6).withStrength(.medium)
                }
            }
        }

        /// The fixed part: the chain from 0 to `width`, equal views where nothing else holds.
        func chain() -> [Constraint] {
            var constraints: [Constraint] = [lefts[0] == 0, width >= 0]
            for index in 1..<10 {
                constraints.append(lefts[index] == lefts[index - 1] + widths[index - 1] + 1)
                constraints.append((widths[index] == widths[0]).withStrength(.weak))
            }
            constraints.append(lefts[9] + widths[9] <= width)
            return constraints
        }

        /// A solver with the chain and `sizes`.
        func solver(_ sizes: [Constraint]) throws -> Solver {
            let solver = Solver()
            for constraint in chain() + sizes { try solver.addConstraint(constraint) }
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(120, for: width)
            solver.updateVariables()
            return solver
        }

        func values(in solver: Solver) -> [Double] {
            (lefts + widths).map { solver.value(of: $0) }
        }
    }

    @Test(
        "a set of 10 constraints swapped out and in keeps the storage of one set",
        arguments: [1, 100, 5_000])
    func swappedSets(cycles: Int) throws {
        let row = Row()
        var current = row.sizes(gap: 0)
        let solver = try row.solver(current)
        let once = solver.storage
        for cycle in 1...cycles {
            for constraint in current { try solver.removeConstraint(constraint) }
            current = row.sizes(gap: Double(cycle % 3))
            for constraint in current { try solver.addConstraint(constraint) }
        }
        solver.updateVariables()
        #expect(solver.invariantViolations() == [])
        let storage = solver.storage
        #expect(storage.rows <= once.rows)
        #expect(storage.variables == once.variables)
        #expect(storage.objectiveLevels <= once.objectiveLevels)
        // Compaction waits for 1,024 retired symbols and for them to outnumber the live ones.
        #expect(storage.symbols <= 2 * max(1024, once.symbols), "\(storage) after \(once)")
        #expect(storage.columnEntries <= maximumSmallIndex, "\(storage)")
        let fresh = try row.solver(row.sizes(gap: Double(cycles % 3)))
        for (value, freshValue) in zip(row.values(in: solver), row.values(in: fresh)) {
            #expect(abs(value - freshValue) < 1e-9)
        }
    }

    /// A scene of `count` views side by side within the row's width, each held to twice a row
    /// view's width and pulled to its own: resizing it fills the rows (and the column index).
    func scene(_ row: Row, count: Int) -> [Constraint] {
        (0..<count).flatMap { index in
            let (left, width) = (Variable("left\(index)"), Variable("width\(index)"))
            let previous = index == 0 ? row.lefts[0] : Variable("left\(index - 1)")
            return [
                left >= previous + 1, left + width <= row.width,
                (width == row.widths[index % 10] * 2).withStrength(.medium),
                (width == Double(index % 7)).withStrength(.weak),
            ]
        }
    }

    @Test("a column index that held a large scene gives its room back once the scene is gone")
    func largeSceneRemoved() throws {
        let row = Row()
        let solver = try row.solver(row.sizes(gap: 0))
        let scene = scene(row, count: 500)
        for constraint in scene { try solver.addConstraint(constraint) }
        var largest = solver.storage
        for width in stride(from: 2000.0, through: 20, by: -60) {
            try solver.suggestValue(width, for: row.width)
            solver.updateVariables()
            largest = [largest, solver.storage].max { $0.columnEntries < $1.columnEntries }!
        }
        for constraint in scene { try solver.removeConstraint(constraint) }
        try solver.suggestValue(120, for: row.width)
        solver.updateVariables()
        #expect(solver.invariantViolations() == [])
        let storage = solver.storage
        #expect(largest.columnEntries > 8 * maximumSmallIndex, "\(largest)")
        #expect(storage.columnEntries <= maximumSmallIndex, "\(storage) after \(largest)")
        let fresh = try row.solver(row.sizes(gap: 0))
        try fresh.suggestValue(120, for: row.width)
        fresh.updateVariables()
        for (value, freshValue) in zip(row.values(in: solver), row.values(in: fresh)) {
            #expect(abs(value - freshValue) < 1e-9)
        }
    }

    @Test("a view of 4 constraints inserted and removed with new variables each time")
    func viewsInAndOut() throws {
        let row = Row()
        let solver = try row.solver(row.sizes(gap: 0))
        let once = solver.storage
        for cycle in 0..<2_000 {
            let (left, top, width, height) = (
                Variable("l\(cycle)"), Variable("t\(cycle)"), Variable("w\(cycle)"),
                Variable("h\(cycle)")
            )
            let view: [Constraint] = [
                left == row.lefts[3], top == 1, width == row.widths[3] * 2 + 1,
                (height == 10).withStrength(.weak),
            ]
            for constraint in view { try solver.addConstraint(constraint) }
            solver.updateVariables()
            #expect(solver.value(of: width) == 2 * solver.value(of: row.widths[3]) + 1)
            for constraint in view { try solver.removeConstraint(constraint) }
        }
        solver.updateVariables()
        #expect(solver.invariantViolations() == [])
        let storage = solver.storage
        #expect(storage.variables <= once.variables + 4 * 1024, "\(storage)")
        #expect(storage.symbols <= 2 * max(1024, once.symbols) + 8, "\(storage)")
        #expect(storage.rows <= once.rows + 4)
        #expect(storage.columnEntries <= maximumSmallIndex, "\(storage)")
    }

    @Test("edit variables made and dropped again and again, compacting as they go")
    func editVariables() throws {
        let row = Row()
        let solver = try row.solver(row.sizes(gap: 0))
        for cycle in 0..<3_000 {
            let variable = row.widths[cycle % 10]
            try solver.addEditVariable(variable, strength: .medium)
            try solver.suggestValue(Double(cycle % 7), for: variable)
            try solver.removeEditVariable(variable)
        }
        try solver.suggestValue(90, for: row.width)
        solver.updateVariables()
        #expect(solver.invariantViolations() == [])
        #expect(solver.storage.symbols < 2 * 1024)
        #expect(solver.value(of: row.lefts[9]) + solver.value(of: row.widths[9]) <= 90 + 1e-9)
    }

    @Test("a variable no constraint mentions any more reads 0 and is reported as changed")
    func retiredVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pinned: Constraint = x == 7
        try solver.addConstraint(pinned)
        try solver.addConstraint(y == 3)
        solver.updateVariables()
        try solver.removeConstraint(pinned)
        #expect(solver.updateVariables().map(\.id) == [x.id])
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 3)
        try solver.addConstraint(x == 9)
        #expect(solver.updateVariables().map(\.id) == [x.id])
        #expect(solver.value(of: x) == 9)
    }

    @Test("a variable compacted away before the next update is still reported going to 0")
    func compactedBeforeUpdate() throws {
        let solver = Solver()
        let x = Variable("x")
        let pinned: Constraint = x == 7
        try solver.addConstraint(pinned)
        solver.updateVariables()
        try solver.removeConstraint(pinned)
        // Enough churn to compact before anyone asks.
        for _ in 0..<2_000 {
            let extra: Constraint = (Variable("z") == 1).withStrength(.weak)
            try solver.addConstraint(extra)
            try solver.removeConstraint(extra)
        }
        #expect(solver.storage.symbols < 2 * 1024)
        #expect(solver.updateVariables().map(\.id) == [x.id])
        #expect(solver.value(of: x) == 0)
    }
}

/// The dual simplex's queue may still hold a symbol when a later removal retires it; a
/// compaction must drop that stale entry, not renumber it (the demo crashed on one after
/// three minutes of soak).
@Test("a compaction drops queued symbols that were retired")
func compactionDropsRetiredQueueEntries() throws {
    var tableau = Tableau()
    let x = Variable("x")
    let constraint: Constraint = (x >= 5).withStrength(.strong)
    try tableau.add(constraint)
    let marker = tableau.records[ObjectIdentifier(constraint)]!.marker
    tableau.infeasible.push(marker.raw)
    try tableau.remove(constraint)
    #expect(tableau.retiredSymbols.contains(marker.index))
    tableau.compact()
    #expect(tableau.infeasible.minimum == nil)
    #expect(tableau.storage.symbols == 0)
    #expect(tableau.invariantViolations() == [])
}
