import Cassowary

/// What the engine can tell about the current solution: the active constraints, the views it
/// leaves ambiguous, how far a constraint is from holding. The debugging API is built on these.
extension LayoutEngine {
    /// The active layout constraints, in the order they were added.
    var activeConstraints: [LayoutConstraint] { activeConstraints { _ in true } }

    /// The active layout constraints `isIncluded` keeps, in the order they were added: kept
    /// before they are sorted, so a query that keeps few (the broken ones, at every size of a
    /// sweep) sorts few.
    func activeConstraints(where isIncluded: (LayoutConstraint) -> Bool) -> [LayoutConstraint] {
        var kept: [(order: Int, constraint: LayoutConstraint)] = []
        for lowered in solverConstraints.values {
            if case .layout(let constraint) = owners[ObjectIdentifier(lowered)],
                isIncluded(constraint)
            {
                kept.append((lowered.id, constraint))
            }
        }
        return kept.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The views among `views` whose frame the constraints leave open.
    func ambiguousViews(_ views: [View]) -> [View] {
        let variables = views.flatMap { view in
            let own = view.layoutVariables
            return [own.left, own.top, own.width, own.height]
        }
        let open = Set(solver.ambiguousVariables(variables).map(\.id))
        return views.filter { view in
            let own = view.layoutVariables
            return [own.left, own.top, own.width, own.height].contains { open.contains($0.id) }
        }
    }
}

extension LayoutEngine {
    /// `first - multiplier * second - constant` at the current solution; nil for a constraint
    /// not in the solver.
    func residual(of constraint: LayoutConstraint) -> Double? {
        solverConstraints[ObjectIdentifier(constraint)].flatMap(residual(of:))
    }

    /// A solver constraint's expression at the current solution, its constant as the solver
    /// has it now; nil for a constraint not in the solver.
    func residual(of constraint: Constraint) -> Double? {
        guard let constant = solver.constant(of: constraint) else { return nil }
        return constraint.expression.terms.reduce(constant) {
            $0 + $1.coefficient * solver.value(of: $1.variable)
        }
    }
}
