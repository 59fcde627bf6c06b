/// An incremental Cassowary solver: add and remove linear constraints, suggest values for edit
/// variables, and read back a solution that satisfies every required constraint and, level by
/// level, as many of the others as it can.
///
/// The algorithm is kiwi's (an incremental simplex with a dual phase for edits) with three
/// changes: priorities are strictly ordered (see `Strength`), a column index finds the rows a
/// symbol appears in, and rows merge in one linear pass. Every refusal is a `SolverError` and
/// leaves the solver exactly as it was. Results are deterministic: ties are broken by the order
/// symbols were created in, never by hash order.
public final class Solver {
    private(set) var tableau = Tableau()
    /// Counts the changes to the system of constraints: adds, removals, new constants, edit
    /// variables made or dropped (refused ones too), not suggestions. A caller that derives
    /// something from the system, such as the smallest size it allows, keeps it until this
    /// moves.
    public private(set) var revision = 0
    private var ambiguities = AmbiguityCache()

    /// An empty solver: no constraints, no edit variables.
    public init() {}

    /// Adds a constraint. A required one that contradicts the required constraints already
    /// added throws `.unsatisfiableConstraint` with the ones it contradicts.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        systemWillChange()
        try tableau.add(constraint)
    }

    /// Removes a constraint added before, by identity; throws `.unknownConstraint` for one that is
    /// not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        systemWillChange()
        try tableau.remove(constraint)
    }

    /// Whether this very constraint object has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.records[ObjectIdentifier(constraint)] != nil
    }

    /// Makes `variable` editable with `suggestValue(_:for:)` at a non-required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        systemWillChange()
        try tableau.addEditVariable(variable, strength: strength)
    }

    /// Stops `variable` being editable and drops its suggestion; throws `.unknownEditVariable` if
    /// it was not.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        systemWillChange()
        try tableau.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[variable] != nil
    }

    /// Moves the constant of an added constraint (the `c` of `expression + c REL 0`) to
    /// `constant` in place, without removing and re-adding it: a layout whose gap or size
    /// changes re-solves as cheaply as a resize. A required constraint that would then
    /// contradict others is refused, and the solver is left exactly as it was.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        revision += 1
        try tableau.setConstant(constant, of: constraint)
    }

    /// The constant of an added constraint now (it differs from `constraint.expression`'s after
    /// `setConstant`); nil for a constraint the solver does not have.
    public func constant(of constraint: Constraint) -> Double? {
        tableau.records[ObjectIdentifier(constraint)]?.constant
    }

    /// Asks for `value` as the edit variable's value; re-solves incrementally.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    /// Publishes the current solution to `value(of:)` and returns the variables whose value
    /// changed since the previous call, in the order the solver first saw them. The result
    /// reuses one buffer, so a resize allocates nothing, as long as the caller has let go of the
    /// previous result by the next call.
    @discardableResult
    public func updateVariables() -> [Variable] {
        tableau.updateVariables()
    }

    /// The value as of the last `updateVariables()`; 0 for a variable the solver has not seen.
    public func value(of variable: Variable) -> Double {
        tableau.reportedValue(of: variable)
    }

    /// The variables among `variables` whose value the constraints leave open: another
    /// solution, as good at every priority, gives them a different value. Each is pulled one
    /// unit up and one down at a priority below any other and watched, on a copy, so the
    /// solver itself does not move: two small solves per variable, so ask for many at once.
    /// The answer is kept until a constraint or edit variable comes or goes, for the basis it
    /// was found at (see `AmbiguityCache`): a sweep of sizes pays for few probes.
    public func ambiguousVariables(_ variables: [Variable]) -> [Variable] {
        ambiguities.ambiguousVariables(variables, in: tableau)
    }

    /// Why `expression` has its value in the tableau as it stands (call after the changes it
    /// should see): the constraints and edit variables that hold exactly and pin it, the
    /// variables it rests on that nothing pins, and the preferences near it that lost. A
    /// diagnostic: it builds a map of every constraint's symbols each time.
    public func explanation(of expression: some LinearExpressible) -> Explanation {
        tableau.explanation(of: expression.expression)
    }

    /// The values `targets` take when each is pulled toward its value at its strength, with
    /// the solver's constraints in `removing` taken out and `holding` added (those the others
    /// refuse are left out), on a copy, so the solver itself does not move; an edit variable
    /// among the targets loses its suggestion on the copy. It answers questions such as the
    /// smallest size a layout allows: pull the size to 0 just below the constraints that must
    /// hold.
    ///
    /// `flooring` are held at 0 or more as required, ranked before `holding` (a constraint of
    /// `holding` that contradicts them is refused, not them). Each bound is added only once the
    /// solution puts its variable below 0, then solved again until none is: the optimum is the
    /// one with every bound (it is optimal with fewer and breaks none of the others), and a
    /// thousand bounds that do not bind cost no rows. A bound refused then (what holds already
    /// contradicts it) sends the probe back to every bound added first, as the ranking says.
    public func values(
        pulling targets: [(variable: Variable, value: Double, strength: Strength)],
        holding: [Constraint] = [], removing: [Constraint] = [], flooring: [Variable] = []
    ) -> [Double] {
        let bound = { (variable: Variable) in
            Constraint(LinearExpression(variable), .greaterThanOrEqual)
        }
        var probe = probe(pulling: targets, holding: holding, removing: removing)
        var unbounded = flooring
        while !unbounded.isEmpty {
            _ = probe.updateVariables()
            var binding: [Variable] = []
            unbounded.removeAll {
                guard probe.reportedValue(of: $0) < -epsilon else { return false }
                binding.append($0)
                return true
            }
            guard !binding.isEmpty else { break }
            do {
                for variable in binding { try probe.add(bound(variable)) }
            } catch {
                probe = self.probe(
                    pulling: targets, holding: flooring.map(bound) + holding, removing: removing)
                break
            }
        }
        return targets.map { probe.currentValue(of: $0.variable) }
    }

    /// A copy of the tableau with `removing` taken out, `holding` added where the others
    /// allow, and `targets` pulled.
    private func probe(
        pulling targets: [(variable: Variable, value: Double, strength: Strength)],
        holding: [Constraint], removing: [Constraint]
    ) -> Tableau {
        var probe = tableau
        for constraint in removing { try? probe.remove(constraint) }
        for constraint in holding { try? probe.add(constraint) }
        for target in targets {
            if probe.edits[target.variable] != nil {
                try? probe.removeEditVariable(target.variable)
            }
            let pull = Constraint(
                LinearExpression([Term(target.variable)], constant: -target.value), .equal,
                strength: target.strength)
            try? probe.add(pull)
        }
        return probe
    }

    /// How large the solver's arrays are now. They follow what is in use: removed constraints
    /// and variables no constraint mentions are reclaimed.
    public var storage: SolverStorage { tableau.storage }

    /// Broken internal invariants; empty unless the solver has a bug. For tests and the
    /// solver's fuzz target.
    package func invariantViolations() -> [String] {
        tableau.invariantViolations()
    }

    /// Whether the dual simplex's long step queues its entering symbols and defers its merges
    /// into long rows (see `Tableau.dualOptimizeOrFailingSlot`), or scans and merges at every
    /// pivot. Both give the same values, bit for bit; tests compare them.
    var longStepShortcuts: Bool {
        get { tableau.longStepShortcuts }
        set { tableau.longStepShortcuts = newValue }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        systemWillChange()
        tableau = Tableau()
    }

    /// A constraint or an edit variable comes or goes: what was derived from the system is
    /// out of date.
    private func systemWillChange() {
        revision += 1
        ambiguities.removeAll()
    }
}
