import TermLayoutTesting
import Testing

@testable import Cassowary

/// Random operation sequences (add, remove, edit, suggest, set a constant): after every call,
/// required constraints hold, `updateVariables` reports exactly what changed, refusals change
/// nothing, conflict explanations suffice, and each variable's explanation agrees with the
/// solution.
@Suite struct PropertyTests {
    @Test(arguments: 0..<200)
    func randomOperationSequences(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let variables = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var required: [Constraint] = []
        var added: [Constraint] = []
        var edits: [Variable] = []
        var values = [Double](repeating: 0, count: variables.count)

        func checkReportedChanges() {
            let changed = Set(solver.updateVariables().map(\.id))
            for (index, variable) in variables.enumerated() {
                let value = solver.value(of: variable)
                #expect(changed.contains(variable.id) == (value != values[index]))
                values[index] = value
            }
        }

        for _ in 0..<80 {
            switch random.next(below: 10) {
            case 0..<5:
                let constraint = random.constraint(over: variables)
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                    if constraint.strength.isRequired { required.append(constraint) }
                } catch {
                    guard case .unsatisfiableConstraint(let refused, let conflicts) = error else {
                        throw error
                    }
                    #expect(refused === constraint)
                    #expect(conflicts.allSatisfy { c in required.contains { $0 === c } })
                    try expectConflictReproduces(
                        constraint, conflicts.map { solver.withCurrentConstant($0) })
                    #expect(solver.updateVariables().isEmpty)
                }
            case 5..<7 where !added.isEmpty:
                let constraint = added.remove(at: random.next(below: added.count))
                try solver.removeConstraint(constraint)
                required.removeAll { $0 === constraint }
            case 7 where edits.count < 2:
                let variable = variables[random.next(below: variables.count)]
                if !solver.hasEditVariable(variable) {
                    try solver.addEditVariable(variable, strength: .strong)
                    edits.append(variable)
                }
            case 8 where !edits.isEmpty:
                let variable = edits[random.next(below: edits.count)]
                try solver.suggestValue(Double(random.next(below: 200)) - 50, for: variable)
            case 9 where !added.isEmpty:
                let constraint = added[random.next(below: added.count)]
                let constant = Double(random.next(below: 41)) - 20
                do {
                    try solver.setConstant(constant, of: constraint)
                } catch {
                    guard case .unsatisfiableConstraint(let refused, let conflicts) = error else {
                        throw error
                    }
                    #expect(refused === constraint)
                    let moved = Constraint(
                        LinearExpression(constraint.expression.terms, constant: constant),
                        constraint.relation, strength: constraint.strength)
                    try expectConflictReproduces(
                        moved, conflicts.map { solver.withCurrentConstant($0) })
                    #expect(solver.updateVariables().isEmpty)
                }
            default:
                continue
            }
            checkReportedChanges()
            #expect(solver.invariantViolations() == [])
            for variable in variables {
                expectExplanationHolds(solver, of: variable, edits: edits)
            }
            for constraint in required {
                let residual = evaluate(solver.withCurrentConstant(constraint).expression) {
                    solver.value(of: $0)
                }
                let tolerance = 1e-8
                switch constraint.relation {
                case .equal: #expect(abs(residual) <= tolerance, "\(constraint)")
                case .lessThanOrEqual: #expect(residual <= tolerance, "\(constraint)")
                case .greaterThanOrEqual: #expect(residual >= -tolerance, "\(constraint)")
                }
            }
        }
    }

    /// The explanation of `variable` agrees with the solution: its value is the variable's,
    /// what it lists as tight holds exactly (an inequality at its bound), and what it lists as
    /// lost misses by its error.
    func expectExplanationHolds(_ solver: Solver, of variable: Variable, edits: [Variable]) {
        let explanation = solver.explanation(of: variable)
        #expect(abs(explanation.value - solver.value(of: variable)) <= 1e-8)
        /// The expression's value, or the edit variable's distance from its suggestion, and
        /// how far that is from holding.
        func residual(_ cause: Explanation.Cause) -> (value: Double, miss: Double) {
            switch cause {
            case .constraint(let constraint):
                let value = evaluate(solver.withCurrentConstant(constraint).expression) {
                    solver.value(of: $0)
                }
                switch constraint.relation {
                case .equal: return (value, abs(value))
                case .lessThanOrEqual: return (value, max(value, 0))
                case .greaterThanOrEqual: return (value, max(-value, 0))
                }
            case .edit(let edited, let suggested, _):
                #expect(edits.contains(edited))
                let value = solver.value(of: edited) - suggested
                return (value, abs(value))
            }
        }
        for cause in explanation.tight {
            #expect(abs(residual(cause).value) <= 1e-8, "\(cause) is listed as tight")
        }
        for loss in explanation.lost {
            #expect(abs(residual(loss.cause).miss - loss.error) <= 1e-6, "\(loss.cause)")
        }
    }

    /// The listed conflicts alone (none when the constraint contradicts itself) must already
    /// refuse the constraint.
    func expectConflictReproduces(_ constraint: Constraint, _ conflicts: [Constraint]) throws {
        let fresh = Solver()
        for conflict in conflicts { try fresh.addConstraint(conflict) }
        #expect(throws: SolverError.self) { try fresh.addConstraint(constraint) }
    }
}

extension Solver {
    /// The constraint as the solver holds it now, after any `setConstant`.
    func withCurrentConstant(_ constraint: Constraint) -> Constraint {
        Constraint(
            LinearExpression(constraint.expression.terms, constant: constant(of: constraint)!),
            constraint.relation, strength: constraint.strength)
    }
}

func evaluate(_ expression: LinearExpression, _ value: (Variable) -> Double) -> Double {
    expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) }
}

/// Random constraints from the test kit's seeded generator, so every failure replays exactly.
extension SplitMix64 {
    /// A constraint over one to three variables with small integer numbers.
    mutating func constraint(over variables: [Variable]) -> Constraint {
        var terms: [Term] = []
        for _ in 0...next(below: 3) {
            let coefficient = Double(next(below: 7)) - 3
            terms.append(Term(variables[next(below: variables.count)], coefficient))
        }
        let constant = Double(next(below: 41)) - 20
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
        return Constraint(
            LinearExpression(terms, constant: constant), relations[next(below: 3)],
            strength: strengths[next(below: strengths.count)])
    }
}
