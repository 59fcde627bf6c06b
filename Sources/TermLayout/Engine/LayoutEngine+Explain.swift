import Cassowary

/// Explanations in the layout's words: solver constraints named by the layout constraints
/// they stand for or the engine's sentences, edit variables as the terminal's size and border,
/// variables as their items' edges.
extension LayoutEngine {
    func explanation(
        of attribute: LayoutAttribute, of item: any LayoutItem, subject: String
    ) -> LayoutExplanation {
        var terms: [Term] = []
        var constant = 0.0
        attribute.appendTerms(
            of: item, direction: root.layoutDirection, scale: 1, to: &terms, constant: &constant)
        let found = solver.explanation(of: LinearExpression(terms, constant: constant))
        // A variable at an inequality's bound is tight there, yet may be free to move.
        let ambiguous = solver.ambiguousVariables(terms.map(\.variable)).filter {
            !found.open.contains($0)
        }
        return LayoutExplanation(
            subject: subject, value: found.value,
            tight: found.tight.map { entry($0, error: 0) },
            open: (found.open + ambiguous).map(name(of:)),
            lost: found.lost.map { entry($0.cause, error: $0.error) })
    }

    private func entry(_ cause: Explanation.Cause, error: Double) -> LayoutExplanation.Entry {
        switch cause {
        case .constraint(let constraint):
            let owner = owners[ObjectIdentifier(constraint)]
            var text = describe(constraint)
            let isEngines =
                switch owner {
                case .engine, .sizeFloor: true
                case .layout, nil: false
                }
            if isEngines, !constraint.strength.isRequired {
                text += " \(constraint.strength)"
            }
            let layoutConstraint: LayoutConstraint? =
                if case .layout(let layoutConstraint) = owner { layoutConstraint } else { nil }
            return LayoutExplanation.Entry(
                constraint: layoutConstraint, description: text, error: error)
        case .edit(let variable, let suggested, let strength):
            return LayoutExplanation.Entry(
                constraint: nil,
                description: "\(name(ofEdit: variable)) == \(formatNumber(suggested)) \(strength)",
                error: error)
        }
    }

    /// The terminal's size and the unsafe border, the engine's edit variables.
    private func name(ofEdit variable: Variable) -> String {
        switch variable {
        case root.layoutVariables.width: "the terminal's width"
        case root.layoutVariables.height: "the terminal's height"
        case border.top: "the unsafe border's top"
        case border.left: "the unsafe border's left"
        case border.bottom: "the unsafe border's bottom"
        case border.right: "the unsafe border's right"
        default: "\(variable)"
        }
    }

    /// `item.left`, `item.top`, `item.width` or `item.height`, for a variable of a view or
    /// guide of the root's tree.
    private func name(of variable: Variable) -> String {
        for view in root.subtree {
            let items: [any LayoutItem] =
                [view, view.safeAreaLayoutGuide, view.layoutMarginsGuide] + view.layoutGuides
            for item in items {
                let own = item.layoutVariables
                for (part, candidate) in [
                    ("left", own.left), ("top", own.top), ("width", own.width),
                    ("height", own.height),
                ] where candidate == variable {
                    return "\(item.layoutName(viewName: nil)).\(part)"
                }
            }
        }
        return "\(variable)"
    }
}
