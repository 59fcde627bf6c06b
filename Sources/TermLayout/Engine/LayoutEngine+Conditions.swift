/// Size conditions: before each solve the constraints whose condition holds go into the
/// solver and the others out, and views with `shownWhen` are shown or hidden, so the frame a
/// resize draws is already the layout of the new size. A condition on a view's size is known
/// only after a solve, so the pass solves again while the switches go on, a few times at most.
extension LayoutEngine {
    /// At most this many solves per pass while conditions on views' sizes keep switching.
    static let maximumConditionSolves = 4

    /// What a solve under conditions switches: constraints into (true) or out of the solver,
    /// views hidden (true) or shown.
    struct ConditionSwitches {
        var constraints: [(constraint: LayoutConstraint, holds: Bool)] = []
        var views: [(view: View, hidden: Bool)] = []

        var isEmpty: Bool { constraints.isEmpty && views.isEmpty }
    }

    /// A view's `shownWhen` changed: from now on the tree's views are walked for conditions.
    func viewConditionDidChange() {
        viewsHaveConditions = true
        needsSolve = true
    }

    /// Switches what the conditions say at the current sizes and solves, again while
    /// conditions on views' sizes switch; a layout that keeps switching is left as last
    /// solved and the conditions still switching are logged. At a size other than the last
    /// pass's, the first switch of more than constraints just activated is a transition the
    /// root is told of (`+Transition`).
    func solveUnderConditions() {
        let previousSize = lastSolvedSize.flatMap { $0 != root.terminalSize ? $0 : nil }
        lastSolvedSize = root.terminalSize
        let arriving = arrivingConditionals
        arrivingConditionals.removeAll()
        var transitionBegun = false
        var switching = conditionSwitches()
        for attempt in 0..<Self.maximumConditionSolves {
            if let previousSize, !transitionBegun,
                !switching.views.isEmpty
                    || switching.constraints.contains(where: {
                        !arriving.contains(ObjectIdentifier($0.constraint))
                    })
            {
                transitionBegun = true
                beginTransition(from: previousSize, solvedAtSize: attempt > 0)
            }
            apply(switching)
            noteHidden(by: switching)
            solve()
            switching = conditionSwitches()
            if switching.isEmpty { return }
        }
        let names =
            switching.constraints.map { "  \($0.constraint)" }
            + switching.views.map {
                "  \($0.view.layoutName(viewName: nil)) shown when \($0.view.shownWhen!)"
            }
        root.log(
            ([
                "size conditions kept switching for \(Self.maximumConditionSolves) solves;"
                    + " each switch changes the size it depends on:"
            ] + names)
            .joined(separator: "\n"))
    }

    /// The constraints and views whose condition says otherwise than they are, at the
    /// terminal's size (or `terminalSize`) and the views' current frames.
    func conditionSwitches(atTerminalSize terminalSize: Size? = nil) -> ConditionSwitches {
        var switches = ConditionSwitches()
        guard !conditionalConstraints.isEmpty || viewsHaveConditions else { return switches }
        var subjects = Set(conditionalConstraints.compactMap(\.condition).flatMap(\.views))
        // The tree is walked only when a view has a condition or is the subject of one.
        let views = viewsHaveConditions || !subjects.isEmpty ? root.subtree : []
        subjects.formUnion(views.compactMap(\.shownWhen).flatMap(\.views))
        var sizes: [ObjectIdentifier: Size] = [:]
        for view in views where subjects.contains(ObjectIdentifier(view)) {
            sizes[ObjectIdentifier(view)] = view.storedFrame.size
        }
        let size = { (subject: SizeCondition.Subject) -> Size? in
            switch subject {
            case .terminal: terminalSize ?? self.root.terminalSize
            case .view(let id, _): sizes[id]
            }
        }
        for constraint in conditionalConstraints {
            guard let condition = constraint.condition else { continue }
            let holds = condition.holds(sizes: size)
            if holds != (solverConstraints[ObjectIdentifier(constraint)] != nil) {
                switches.constraints.append((constraint, holds))
            }
        }
        for view in views {
            guard let condition = view.shownWhen else { continue }
            let hidden = !condition.holds(sizes: size)
            if hidden != view.isHidden { switches.views.append((view, hidden)) }
        }
        return switches
    }

    /// Makes the switches, constraints out before constraints in, so that a constraint
    /// replacing another never meets it in the solver.
    private func apply(_ switches: ConditionSwitches) {
        for (constraint, holds) in switches.constraints where !holds {
            removeFromSolver(constraint)
        }
        for (constraint, holds) in switches.constraints where holds {
            addToSolver(constraint)
        }
        for (view, hidden) in switches.views { view.isHidden = hidden }
    }
}
