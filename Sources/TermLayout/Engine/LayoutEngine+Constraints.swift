import Cassowary

/// Keeping the solver in step with the tree: constraints as they are activated and
/// deactivated, subtrees as they join and leave the root, constants as they change.
extension LayoutEngine {
    /// Adds an active constraint's solver constraint; one with a size condition is left to
    /// the next layout pass, which adds it if its condition holds. A conflict leaves it
    /// inactive and is reported to the root's log; layout goes on without it.
    func add(_ constraint: LayoutConstraint) {
        guard constraint.condition == nil else {
            if !conditionalConstraints.contains(where: { $0 === constraint }) {
                conditionalConstraints.append(constraint)
                arrivingConditionals.insert(ObjectIdentifier(constraint))
            }
            needsSolve = true
            return
        }
        addToSolver(constraint)
    }

    /// Adds the constraint's solver constraint whatever its condition, as `add` describes.
    func addToSolver(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard solverConstraints[id] == nil,
            let lowered = constraint.solverConstraint(direction: root.layoutDirection)
        else { return }
        for case let guide as LayoutGuide in [constraint.firstItem, constraint.secondItem] {
            defineGuide(guide)
        }
        do {
            try solver.addConstraint(lowered)
            solverConstraints[id] = lowered
            owners[ObjectIdentifier(lowered)] = .layout(constraint)
            if constraint.firstAttribute.isBaseline
                || constraint.secondAttribute?.isBaseline == true
            {
                baselineConstraints[id] = constraint
            }
            needsSolve = true
        } catch {
            constraint.uninstall()
            conditionalConstraints.removeAll { $0 === constraint }
            if case .unsatisfiableConstraint(_, let conflicts) = error {
                report("Not installed, it conflicts", constraint, conflicts: conflicts)
            } else {
                report("Not installed (\(error))", constraint, conflicts: [])
            }
        }
    }

    func remove(_ constraint: LayoutConstraint) {
        if !conditionalConstraints.isEmpty {
            conditionalConstraints.removeAll { $0 === constraint }
        }
        removeFromSolver(constraint)
    }

    /// Takes the constraint's solver constraint out, leaving it installed and registered.
    func removeFromSolver(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard let lowered = solverConstraints.removeValue(forKey: id) else { return }
        baselineConstraints.removeValue(forKey: id)
        owners.removeValue(forKey: ObjectIdentifier(lowered))
        try? solver.removeConstraint(lowered)
        needsSolve = true
    }

    /// Moves the constant in place (with the baseline offsets it includes). A required
    /// constraint that would then contradict others is deactivated and reported.
    func constantDidChange(_ constraint: LayoutConstraint) {
        guard let lowered = solverConstraints[ObjectIdentifier(constraint)],
            let relowered = constraint.solverConstraint(direction: root.layoutDirection)
        else { return }
        do {
            try solver.setConstant(relowered.expression.constant, of: lowered)
            needsSolve = true
        } catch {
            constraint.deactivate()
            if case .unsatisfiableConstraint(_, let conflicts) = error {
                report("Deactivated, its new constant conflicts", constraint, conflicts: conflicts)
            } else {
                report("Deactivated (\(error))", constraint, conflicts: [])
            }
        }
    }

    /// The view's text moved: the constraints on its baselines move with it.
    func baselinesDidChange(of view: View) {
        for constraint in baselineConstraints.values
        where constraint.firstItem === view || constraint.secondItem === view {
            constantDidChange(constraint)
        }
    }

    /// A priority changes the constraint's strength: it goes out and back in.
    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard solverConstraints[ObjectIdentifier(constraint)] != nil else { return }
        remove(constraint)
        add(constraint)
    }

    /// A constraint gained, lost or changed its condition: the next pass decides again.
    func conditionDidChange(_ constraint: LayoutConstraint) {
        remove(constraint)
        add(constraint)
    }

    /// Leading and trailing change sides: every constraint is lowered again.
    func layoutDirectionDidChange() {
        let constraints = activeConstraints
        for constraint in constraints { remove(constraint) }
        for constraint in constraints { add(constraint) }
    }

    // MARK: Subtrees

    /// Brings a subtree that joined the root into the solver: the constraints installed in
    /// it and the frames of its translating views.
    func adopt(_ view: View) {
        treeDidChange()
        for view in view.subtree {
            framesToRead.insert(ObjectIdentifier(view))
            addIntrinsicConstraints(view)
            if view.shownWhen != nil { viewsHaveConditions = true }
            for constraint in view.constraints { add(constraint) }
        }
        needsSolve = true
    }

    /// Takes a subtree that leaves the root out of the solver. Its constraints stay installed
    /// (and active) on its views, to come back if it joins a root again.
    func release(_ view: View) {
        treeDidChange()
        for view in view.subtree {
            for constraint in view.constraints { remove(constraint) }
            removeFrameConstraints(view)
            removeIntrinsicConstraints(view)
            removeSizeFloors(view)
            removeGuide(view.safeAreaLayoutGuide)
            removeGuide(view.layoutMarginsGuide)
        }
        needsSolve = true
    }

    // MARK: Frames

    /// The frame as four required constraints relative to the superview.
    struct FrameConstraints {
        var constraints: [Constraint]
        var frame: Rect
    }

    /// Moves a translating view's frame constraints to its new frame in place, as a resize
    /// moves the terminal's size: a list that reuses its row views moves thousands of frames
    /// while it scrolls, and removing and re-adding constraints would grow the solver with
    /// each. A view that stopped translating, or whose new frame the other constraints refuse,
    /// loses them; the next solve adds them again if it still translates.
    func frameDidChange(of view: View) {
        needsSolve = true
        framesToRead.insert(ObjectIdentifier(view))
        let id = ObjectIdentifier(view)
        guard view.translatesFrameIntoConstraints, let held = frameConstraints[id],
            held.constraints.count == 4
        else {
            removeFrameConstraints(view)
            return
        }
        let frame = view.storedFrame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (constraint, value) in zip(held.constraints, values) {
            // A moved frame leaves the minimum size alone: rows a list reuses move at every
            // scroll, and asking the solver again at each would cost a copy of its tableau.
            frameMoves += 1
            do {
                try solver.setConstant(-Double(value), of: constraint)
            } catch {
                removeFrameConstraints(view)
                return
            }
        }
        frameConstraints[id]?.frame = frame
    }

    /// Holds every translating view below the root (the terminal's size holds the root) at
    /// its frame.
    /// Done just before a solve rather than when a view joins: most views are constrained
    /// right after they are added, and adding their frames only to take them out again would
    /// cost two solver changes per edge.
    func addMissingFrameConstraints() {
        let views = treeOrder.views
        var missing: [Int] = []
        for index in views.indices where needsFrameConstraints(views[index]) {
            missing.append(index)
        }
        // Asked again: adding one may log, and the log is the app's to handle.
        for index in missing where needsFrameConstraints(views[index]) {
            addFrameConstraints(views[index])
        }
    }

    private func needsFrameConstraints(_ view: View) -> Bool {
        view.translatesFrameIntoConstraints && frameConstraints[ObjectIdentifier(view)] == nil
    }

    private func addFrameConstraints(_ view: View) {
        guard let superview = view.superview else { return }
        let own = view.layoutVariables
        let parent = superview.layoutVariables
        let frame = view.storedFrame
        let constraints: [Constraint] = [
            Constraint(own.left - parent.left - Double(frame.minX), .equal),
            Constraint(own.top - parent.top - Double(frame.minY), .equal),
            Constraint(LinearExpression(own.width) - Double(frame.width), .equal),
            Constraint(LinearExpression(own.height) - Double(frame.height), .equal),
        ]
        let name = view.layoutName(viewName: nil)
        var added: [Constraint] = []
        for (constraint, part) in zip(constraints, ["x", "y", "width", "height"]) {
            do {
                try solver.addConstraint(constraint)
                owners[ObjectIdentifier(constraint)] = .engine(
                    "\(name)'s frame \(part) (translatesFrameIntoConstraints)")
                added.append(constraint)
            } catch {
                root.log(
                    "\(name)'s frame \(frame) cannot hold its \(part) against its constraints;"
                        + " set translatesFrameIntoConstraints to false for a view placed by"
                        + " constraints")
            }
        }
        frameConstraints[ObjectIdentifier(view)] = FrameConstraints(
            constraints: added, frame: frame)
    }

    private func removeFrameConstraints(_ view: View) {
        guard let frame = frameConstraints.removeValue(forKey: ObjectIdentifier(view)) else {
            return
        }
        for constraint in frame.constraints {
            owners.removeValue(forKey: ObjectIdentifier(constraint))
            try? solver.removeConstraint(constraint)
        }
    }
}
