import Cassowary
import TermLayoutTesting
import Testing

/// Every refusal, its explanation, and the rule that a refused call changes nothing.
@Suite struct SolverErrorTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    /// The conflicts of a refused constraint, or nil when it was accepted.
    func conflicts(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            guard case .unsatisfiableConstraint(let refused, let conflicts) = error else {
                Issue.record("unexpected \(error)")
                return nil
            }
            #expect(refused === constraint)
            return conflicts
        }
    }

    @Test func conflictingEqualitiesNameOnlyTheConstraintsInvolved() throws {
        let solver = Solver()
        let pinX = x == 10
        let pinY = y == 20
        try solver.addConstraint(pinX)
        try solver.addConstraint(pinY)
        try solver.addConstraint(z == 5)
        try solver.addConstraint(z >= 0)
        let found = conflicts(adding: x + y == 10, to: solver)
        #expect(found?.map(\.id) == [pinX.id, pinY.id])
    }

    @Test func conflictingInequalitiesAreExplained() throws {
        let solver = Solver()
        let floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint(y <= 100)
        #expect(conflicts(adding: x <= 5, to: solver)?.map(\.id) == [floor.id])
    }

    @Test func aChainOfEqualitiesIsExplainedWhole() throws {
        let solver = Solver()
        let links = [x == y + 1, y == z + 1, z == 0]
        for link in links { try solver.addConstraint(link) }
        for index in 0..<50 { try solver.addConstraint(Variable("unrelated\(index)") >= 0) }
        #expect(conflicts(adding: x <= 1, to: solver)?.map(\.id) == links.map(\.id))
    }

    @Test func aSelfContradictionHasNoOtherCulprit() {
        let selfContradiction = Constraint(LinearExpression(constant: 3), .equal)
        #expect(conflicts(adding: selfContradiction, to: Solver())?.isEmpty == true)
    }

    @Test func theConflictMessageListsTheConstraints() {
        let error = SolverError.unsatisfiableConstraint(x == 1, conflictsWith: [x == 2])
        #expect(
            error.description
                == "unsatisfiable constraint: x - 1 == 0 | required contradicts:\n  x - 2 == 0 | required"
        )
    }

    @Test func everyMisuseIsATypedError() throws {
        let solver = Solver()
        let constraint = x == 1
        try solver.addConstraint(constraint)
        #expect { try solver.addConstraint(constraint) } throws: {
            guard case .duplicateConstraint = $0 as? SolverError else { return false }
            return true
        }
        #expect { try solver.removeConstraint(y == 1) } throws: {
            guard case .unknownConstraint = $0 as? SolverError else { return false }
            return true
        }
        try solver.addEditVariable(y, strength: .strong)
        #expect { try solver.addEditVariable(y, strength: .weak) } throws: {
            guard case .duplicateEditVariable = $0 as? SolverError else { return false }
            return true
        }
        #expect { try solver.suggestValue(1, for: z) } throws: {
            guard case .unknownEditVariable = $0 as? SolverError else { return false }
            return true
        }
        #expect { try solver.removeEditVariable(z) } throws: {
            guard case .unknownEditVariable = $0 as? SolverError else { return false }
            return true
        }
        #expect { try solver.addEditVariable(z, strength: .required) } throws: {
            guard case .requiredEditStrength = $0 as? SolverError else { return false }
            return true
        }
    }

    nonisolated static let badNumbers: [(String, Double)] = [
        ("NaN", .nan), ("infinity", .infinity), ("minus infinity", -.infinity),
    ]

    @Test(arguments: badNumbers)
    func nonFiniteNumbersAreRejectedNeverStored(name: String, value: Double) throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        let refusals: [Constraint] = [
            Constraint(LinearExpression([Term(y, value)]), .equal),
            Constraint(LinearExpression([Term(y)], constant: value), .lessThanOrEqual),
            (y == 1).withStrength(Strength(priority: 500, weight: value)),
            (y == 1).withStrength(Strength(priority: value)),
        ]
        for constraint in refusals {
            #expect(throws: SolverError.self, "\(name)") { try solver.addConstraint(constraint) }
            #expect(!solver.hasConstraint(constraint))
        }
        #expect(throws: SolverError.self) { try solver.suggestValue(value, for: x) }
        #expect(throws: SolverError.self) {
            try solver.addEditVariable(z, strength: Strength(priority: 500, weight: value))
        }
        #expect(solver.updateVariables().isEmpty)
        try solver.suggestValue(3, for: x)
        #expect(solver.updateVariables() == [x])
    }

    @Test(arguments: [0.0, -5, 1000.5, 2000])
    func prioritiesOutsideTheRangeAreRejected(priority: Double) {
        #expect(throws: SolverError.self) {
            try Solver().addConstraint((x == 1).withStrength(Strength(priority: priority)))
        }
    }

    /// Two solvers get the same calls, and one of them also refused calls along the way: every
    /// later value must agree bit for bit, so a refusal leaves no trace at all.
    @Test(arguments: 0..<60)
    func refusedCallsLeaveNoTrace(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let variables = (0..<5).map { Variable("x\($0)") }
        let plain = Solver()
        let refusing = Solver()
        var required: [Constraint] = []
        for _ in 0..<40 {
            let constraint = random.constraint(over: variables)
            let added = (try? plain.addConstraint(constraint)) != nil
            #expect(added == ((try? refusing.addConstraint(constraint)) != nil))
            if added, constraint.strength.isRequired { required.append(constraint) }
            if let existing = required.last {
                // The same expression pushed past what the existing constraint allows.
                let relation: Relation =
                    existing.relation == .greaterThanOrEqual
                    ? .lessThanOrEqual : .greaterThanOrEqual
                let shift: Double = relation == .lessThanOrEqual ? -5 : 5
                let contradiction = Constraint(
                    LinearExpression(
                        existing.expression.terms, constant: existing.expression.constant - shift),
                    existing.relation == .equal ? .equal : relation)
                #expect(throws: SolverError.self) { try refusing.addConstraint(contradiction) }
                #expect(throws: SolverError.self) { try refusing.addConstraint(existing) }
            }
            plain.updateVariables()
            refusing.updateVariables()
            for variable in variables {
                #expect(
                    plain.value(of: variable).bitPattern == refusing.value(of: variable).bitPattern)
            }
        }
    }
}
