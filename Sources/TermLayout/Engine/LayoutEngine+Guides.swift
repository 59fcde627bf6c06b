import Cassowary

/// The safe-area and margins guides in the solver. A guide is its view inset by four numbers;
/// the numbers come from the rounded frames (a view's safe area is what its ancestors' unsafe
/// regions leave of it), so the engine solves, measures, moves the guides' constants in place
/// and solves again until nothing moves: a fixed point, reached in a pass or two per level of
/// nesting. Only the root's safe area needs no pass: the border is an edit variable of its own.
extension LayoutEngine {
    /// A guide's four constraints (left, top, width, height) and the insets they hold now.
    struct GuideConstraints {
        var constraints: [Constraint]
        var insets: EdgeInsets
        unowned let guide: LayoutGuide
    }

    /// Puts a guide into the solver the first time a constraint refers to it.
    func defineGuide(_ guide: LayoutGuide) {
        guard guide.kind != .custom, let view = guide.owningView,
            guideConstraints[ObjectIdentifier(guide)] == nil
        else { return }
        let own = guide.layoutVariables
        let base = view.layoutVariables
        let insets = targetInsets(of: guide, in: view)
        var left = own.left - base.left
        var top = own.top - base.top
        var width = own.width - base.width
        var height = own.height - base.height
        if view === root, guide.kind == .safeArea {
            left = left - border.left
            top = top - border.top
            width = width + border.left + border.right
            height = height + border.top + border.bottom
        }
        let constraints = zip([left, top, width, height], Self.constants(for: insets)).map {
            expression, constant in
            Constraint(expression + constant, .equal, strength: Self.internalStrength)
        }
        let name = guide.layoutName(viewName: nil)
        for (constraint, part) in zip(constraints, ["left", "top", "width", "height"]) {
            try! solver.addConstraint(constraint)
            owners[ObjectIdentifier(constraint)] = .engine("\(name).\(part), kept by the engine")
        }
        guideConstraints[ObjectIdentifier(guide)] = GuideConstraints(
            constraints: constraints, insets: insets, guide: guide)
        needsSolve = true
    }

    func removeGuide(_ guide: LayoutGuide) {
        guard let defined = guideConstraints.removeValue(forKey: ObjectIdentifier(guide)) else {
            return
        }
        for constraint in defined.constraints {
            owners.removeValue(forKey: ObjectIdentifier(constraint))
            try? solver.removeConstraint(constraint)
        }
    }

    /// Moves every defined guide to the insets the current frames give it; true when one
    /// moved, so the layout must be solved again.
    func updateGuides() -> Bool {
        var moved = false
        for (id, defined) in guideConstraints {
            guard let view = defined.guide.owningView else { continue }
            let insets = targetInsets(of: defined.guide, in: view)
            guard insets != defined.insets else { continue }
            for (constraint, constant) in zip(defined.constraints, Self.constants(for: insets)) {
                try! solver.setConstant(constant, of: constraint)
            }
            guideConstraints[id]!.insets = insets
            moved = true
        }
        return moved
    }

    /// The insets a guide should hold: for the root's safe area only its additional insets
    /// (the border is edited directly); for another view's safe area its `safeAreaInsets`; for
    /// margins the layout margins, measured from the safe area if the view says so.
    private func targetInsets(of guide: LayoutGuide, in view: View) -> EdgeInsets {
        switch guide.kind {
        case .safeArea where view === root: view.additionalSafeAreaInsets
        case .safeArea: view.safeAreaInsets
        case .margins:
            view.layoutMargins
                + (view.insetsLayoutMarginsFromSafeArea ? view.safeAreaInsets : .zero)
        case .custom: .zero
        }
    }

    /// The constants of `guide - view - insets == 0` for left, top, width and height.
    private static func constants(for insets: EdgeInsets) -> [Double] {
        [
            Double(-insets.left), Double(-insets.top), Double(insets.left + insets.right),
            Double(insets.top + insets.bottom),
        ]
    }
}
