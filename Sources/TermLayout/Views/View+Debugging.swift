/// Finding out why a layout is what it is: ambiguity, the constraints on an axis, and a text
/// dump of the tree.
extension View {
    /// Whether the active constraints leave the view's frame open: another layout, as good at
    /// every priority, would place it differently. False outside a `RootView`, where nothing
    /// is laid out. Probed on a copy of the solver; costs two small solves per variable.
    public var hasAmbiguousLayout: Bool {
        guard let engine = rootView?.engine else { return false }
        return !engine.ambiguousViews([self]).isEmpty
    }

    /// The views of the subtree, this one first, parents before their subviews, whose frame
    /// the active constraints leave open: `hasAmbiguousLayout` for all of them, probed together
    /// on one copy of the solver, which for many views is far cheaper than asking each. Empty
    /// outside a `RootView`.
    public var ambiguousViewsInSubtree: [View] {
        rootView?.engine.ambiguousViews(subtree) ?? []
    }

    /// The active constraints that place this view (or its safe-area and margins guides) on
    /// `axis`, in the order they were added.
    public func constraintsAffectingLayout(for axis: LayoutAttribute.Axis) -> [LayoutConstraint] {
        guard let engine = rootView?.engine else { return [] }
        return engine.activeConstraints(where: { constraint in
            [
                (constraint.firstItem, constraint.firstAttribute),
                (constraint.secondItem, constraint.secondAttribute),
            ].contains { item, attribute in
                guard let item, let attribute else { return false }
                return item.owningView === self && attribute.axis == axis
            }
        })
    }

    /// The view's subtree as text, one view a line, indented by depth: name, frame, safe-area
    /// insets when there are any, `AMBIGUOUS` where the frame is not determined, and under
    /// each view the constraints installed on it, marked `out` where a size condition keeps
    /// one out of layout.
    public var layoutTrace: String { layoutTrace(probingAtMost: .max) }

    /// `layoutTrace`, probing for ambiguity only in a subtree of at most `limit` views: the
    /// probe costs two small solves per variable, seconds for a thousand views, so an
    /// interactive inspector sets a limit. A larger subtree's trace says it was not probed.
    public func layoutTrace(probingAtMost limit: Int) -> String {
        let views = subtree
        let probed = views.count <= limit
        let ambiguous = Set(
            (probed ? rootView?.engine.ambiguousViews(views) ?? [] : []).map {
                ObjectIdentifier($0)
            })
        var lines: [String] = []
        if !probed { lines.append("(\(views.count) views: ambiguity not probed)") }
        var stack: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            var line = "\(indent)\(view.layoutName(viewName: nil)) \(view.frame)"
            if view.safeAreaInsets != .zero { line += ", safe area \(view.safeAreaInsets)" }
            if view.isHidden { line += ", hidden" }
            if ambiguous.contains(ObjectIdentifier(view)) { line += "  AMBIGUOUS" }
            lines.append(line)
            for constraint in view.constraints {
                let out = constraint.condition != nil && rootView != nil && !constraint.isInLayout
                lines.append(
                    "\(indent)  | \(constraint)\(out ? "  (out: its condition does not hold)" : "")"
                )
            }
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}

extension RootView {
    /// The active required constraints the solution breaks by more than `tolerance` (in
    /// cells, before rounding). Empty unless the terminal is too small for them: the terminal
    /// size is held just below required, so required constraints that need more room make
    /// the root larger than the screen.
    public func violatedRequiredConstraints(tolerance: Double = 1e-6) -> [LayoutConstraint] {
        engine.activeConstraints(where: { constraint in
            guard constraint.priority.isRequired,
                let residual = engine.residual(of: constraint)
            else { return false }
            switch constraint.relation {
            case .equal: return abs(residual) > tolerance
            case .lessThanOrEqual: return residual > tolerance
            case .greaterThanOrEqual: return residual < -tolerance
            }
        })
    }
}

extension RootView {
    /// The shortage when the terminal is too small for the required constraints and the size
    /// floors (every view's width and height held at 0 or more), else nil: a guide then leaves
    /// its view's insets, or the root takes a larger size and views beyond the terminal are
    /// clipped. It names the guides and the constraints that hold the root there, as the log
    /// does; `brokenConstraints` lists those constraints.
    public var layoutShortage: LayoutShortage? {
        layoutIfNeeded()
        return engine.shortage()
    }

    /// The constraints the layout breaks at the terminal's size: required ones the solution
    /// misses, then those of `layoutShortage`. Empty when the layout fits.
    public var brokenConstraints: [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        return (violatedRequiredConstraints() + (layoutShortage?.constraints ?? [])).filter {
            seen.insert(ObjectIdentifier($0)).inserted
        }
    }
}
