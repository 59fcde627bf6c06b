import Cassowary

/// What the engine can tell about the current solution: the active constraints, the views it
/// leaves ambiguous, how far a constraint is from holding. The debugging API is built on these.
extension LayoutEngine {
    /// The active layout constraints, in the order they were added.
    var activeConstraints: [LayoutConstraint] {
        solverConstraints.values.sorted { $0.id < $1.id }.compactMap { lowered in
            if case .layout(let constraint) = owners[ObjectIdentifier(lowered)] {
                constraint
            } else {
                nil
            }
        }
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
        guard let lowered = solverConstraints[ObjectIdentifier(constraint)],
            let constant = solver.constant(of: lowered)
        else { return nil }
        return lowered.expression.terms.reduce(constant) {
            $0 + $1.coefficient * solver.value(of: $1.variable)
        }
    }
}
