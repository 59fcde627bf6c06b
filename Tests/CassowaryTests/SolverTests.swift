import Cassowary
import TermLayoutTesting
import Testing

/// The classic behaviours of an incremental Cassowary solver.
@Suite struct SolverTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    func solved(_ constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }

    @Test func equalitiesAreSolvedExactly() throws {
        let solver = try solved([x == 10, x + y == 30, 2 * z == x + y])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
        #expect(solver.value(of: z) == 15)
    }

    @Test(arguments: [
        (Relation.greaterThanOrEqual, 100.0, 100.0),  // x >= 100 wins over x == 50 (weak)
        (.lessThanOrEqual, 100.0, 50.0),  // x <= 100 lets the weak x == 50 hold
        (.lessThanOrEqual, 20.0, 20.0),  // x <= 20 clips it
        (.greaterThanOrEqual, 20.0, 50.0),
    ])
    func inequalitiesBoundTheWeakPreference(relation: Relation, bound: Double, expected: Double)
        throws
    {
        let solver = try solved([
            Constraint(x - bound, relation), (x == 50).withStrength(.weak),
        ])
        #expect(solver.value(of: x) == expected)
    }

    @Test func strongerPreferencesWin() throws {
        let solver = try solved([
            (x == 10).withStrength(.weak), (x == 20).withStrength(.medium),
            (x == 30).withStrength(.strong), (y == x).withStrength(.weak),
        ])
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 30)
    }

    @Test func priorityLevelsAreStrictlyOrdered() throws {
        // kiwi sums its tiers, so 1,000 weak constraints outweigh one medium one there.
        var constraints = [(x == 10).withStrength(.medium)]
        for _ in 0..<1000 { constraints.append((x == 0).withStrength(.weak)) }
        #expect(try solved(constraints).value(of: x) == 10)

        let adjacent = try solved(
            [(x == 1).withStrength(Strength(priority: 751))]
                + (0..<500).map { _ in (x == 2).withStrength(Strength(priority: 750)) })
        #expect(adjacent.value(of: x) == 1)
    }

    @Test func lowerLevelsDecideOnceAHigherLevelIsIndifferent() throws {
        // Any x in 0...11 costs 11 at the strong level, so the weak level picks x = 0.
        let tied = try solved([
            (x == 0).withStrength(.weak), (x >= 11).withStrength(.strong),
            (x <= 0).withStrength(.strong),
        ])
        #expect(tied.value(of: x) == 0)

        // Once the strong constraint is gone, the medium one is free to hold.
        let solver = try solved([x >= 0])
        let strong = (x <= 0).withStrength(.strong)
        try solver.addConstraint(strong)
        try solver.addConstraint((x == 5).withStrength(.medium))
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
    }

    @Test func weightsCountWithinALevel() throws {
        let solver = try solved([
            (x == 10).withStrength(Strength(priority: 500, weight: 3)),
            (x == 20).withStrength(Strength(priority: 500, weight: 2)),
        ])
        #expect(solver.value(of: x) == 10)
    }

    @Test func kiwiCompositeStrengthsUseEveryTier() throws {
        // create(0, 1, 0) is medium: it beats weak and loses to strong.
        let solver = try solved([
            (x == 1).withStrength(.create(0, 1, 0)), (x == 2).withStrength(.weak),
            (y == 1).withStrength(.create(0, 1, 0)), (y == 2).withStrength(.strong),
        ])
        #expect(solver.value(of: x) == 1)
        #expect(solver.value(of: y) == 2)
        #expect(Strength.create(1000, 1000, 1000) == .required)
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let solver = try solved([(x == 10).withStrength(.weak), x <= 100])
        let clamp = x <= 5
        try solver.addConstraint(clamp)
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
        try solver.removeConstraint(clamp)
        #expect(solver.updateVariables() == [x])
        #expect(solver.value(of: x) == 10)
        #expect(!solver.hasConstraint(clamp))
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let solver = try solved([x == 10, y == x + 5, y == 15, 2 * x == 20])
        #expect(solver.value(of: y) == 15)
    }

    @Test func removingOneOfTwoIdenticalEqualitiesKeepsTheOther() throws {
        let first = x == 6
        let solver = try solved([x >= 0, first, x == 6])
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(solver.value(of: x) == 6)
    }

    @Test(arguments: [0, 1, 2])
    func aRedundantEqualityTakesOverWhenItsTwinIsRemoved(removed: Int) throws {
        // x == 5 follows from x == y and y == 5 until one of those goes; then it must hold alone.
        let links: [Constraint] = [x == y, y == 5, x + z == y + z]
        let others: [Constraint] = [
            x == 5, (x == 100).withStrength(.weak), (y == -100).withStrength(.weak),
        ]
        let solver = try solved(links + others)
        try solver.removeConstraint(links[removed])
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = try solved([y == 2 * x + 1, x >= 0])
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        for suggestion in [3.0, 7.5, -4.0, 0.25] {
            try solver.suggestValue(suggestion, for: x)
            solver.updateVariables()
            #expect(solver.value(of: x) == max(suggestion, 0))
            #expect(solver.value(of: y) == 2 * max(suggestion, 0) + 1)
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func editsYieldToStrongerConstraints() throws {
        let solver = try solved([(x == 5).withStrength(.strong)])
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(50, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
    }

    @Test func updateVariablesListsOnlyWhatChanged() throws {
        let solver = Solver()
        try solver.addConstraint(y == x + 1)
        try solver.addConstraint(z == 7)
        try solver.addEditVariable(x, strength: .strong)
        #expect(Set(solver.updateVariables()) == [y, z])
        try solver.suggestValue(4, for: x)
        #expect(solver.updateVariables() == [y, x])  // in the order the solver met them
        try solver.suggestValue(4, for: x)
        #expect(solver.updateVariables().isEmpty)
    }

    @Test func unknownVariablesReadAsZero() {
        #expect(Solver().value(of: Variable("never added")) == 0)
    }

    @Test func resetForgetsEverything() throws {
        let solver = try solved([x == 3])
        let constraint = y == 4
        try solver.addConstraint(constraint)
        try solver.addEditVariable(z, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(constraint))
        #expect(!solver.hasEditVariable(z))
        try solver.addConstraint(x == 8)
        solver.updateVariables()
        #expect(solver.value(of: x) == 8)
    }

    @Test func sameCallsGiveBitIdenticalValues() throws {
        func run() throws -> [UInt64] {
            var random = SplitMix64(seed: 7)
            let variables = (0..<8).map { Variable("v\($0)") }
            let solver = Solver()
            for _ in 0..<60 {
                try? solver.addConstraint(random.constraint(over: variables))
            }
            solver.updateVariables()
            return variables.map { solver.value(of: $0).bitPattern }
        }
        #expect(try run() == run())
    }

    @Test func theReadmeExampleDoesWhatItSays() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let columns = Variable("columns")
        try solver.addConstraint(left >= 1)
        try solver.addConstraint(left + width + 1 <= columns)
        try solver.addConstraint((width == 100).withStrength(.weak))
        try solver.addEditVariable(columns, strength: .strong)
        try solver.suggestValue(80, for: columns)
        #expect(solver.updateVariables() == [left, width, columns])
        #expect(solver.value(of: width) == 78)
        try solver.suggestValue(60, for: columns)
        #expect(solver.updateVariables() == [width, columns])
        #expect(throws: SolverError.self) { try solver.addConstraint(left <= 0) }
        do {
            try solver.addConstraint(left <= 0)
        } catch {
            #expect(
                "\(error)"
                    == "unsatisfiable constraint: left <= 0 | required contradicts:\n  left - 1 >= 0 | required"
            )
        }
    }
}

@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("a variable is ambiguous when equally good solutions give it different values")
    func ambiguousVariables() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let free = Variable("free")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(z == 3)
        try solver.addConstraint((z <= 2).withStrength(.weak))
        solver.updateVariables()
        let before = [x, y, z].map { solver.value(of: $0) }
        #expect(solver.ambiguousVariables([x, y, z, free]).map(\.id) == [x.id, y.id, free.id])
        #expect([x, y, z].map { solver.value(of: $0) } == before)
        try solver.addConstraint((x == 4).withStrength(.weak))
        #expect(solver.ambiguousVariables([x, y, z]).isEmpty)
    }
}
