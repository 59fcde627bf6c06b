import Cassowary

/// Intrinsic content sizes as two constraints per axis, as in UIKit: `size <= intrinsic` at
/// the hugging priority and `size >= intrinsic` at the compression resistance priority. Every
/// view's floor at 0 (`LayoutEngine+Floors.swift`) keeps a shortage from squeezing it below
/// nothing.
extension LayoutEngine {
    /// A view's intrinsic constraints, each with its axis, and the size they hold.
    struct IntrinsicConstraints {
        var constraints: [(constraint: Constraint, axis: LayoutAttribute.Axis)]
        var size: IntrinsicSize
    }

    func addIntrinsicConstraints(_ view: View) {
        let size = view.intrinsicContentSize
        var constraints: [(Constraint, LayoutAttribute.Axis)] = []
        let name = view.layoutName(viewName: nil)
        for (axis, value, variable) in [
            (LayoutAttribute.Axis.horizontal, size.width, view.layoutVariables.width),
            (.vertical, size.height, view.layoutVariables.height),
        ] {
            guard let value else { continue }
            let dimension = axis == .horizontal ? "width" : "height"
            let hugging = Constraint(
                LinearExpression(variable) - Double(value), .lessThanOrEqual,
                strength: Strength(priority: view.contentHuggingPriority(for: axis).rawValue))
            let resistance = Constraint(
                LinearExpression(variable) - Double(value), .greaterThanOrEqual,
                strength: Strength(
                    priority: view.contentCompressionResistancePriority(for: axis).rawValue))
            for (constraint, role) in [
                (hugging, "hugging"), (resistance, "compression resistance"),
            ] {
                do {
                    try solver.addConstraint(constraint)
                    owners[ObjectIdentifier(constraint)] = .engine(
                        "\(name)'s intrinsic \(dimension) \(value) (\(role))")
                    constraints.append((constraint, axis))
                } catch {
                    root.log(
                        "\(name)'s intrinsic \(dimension) \(value) cannot hold as required"
                            + " \(role); lower its priority below 1000")
                }
            }
        }
        intrinsicConstraints[ObjectIdentifier(view)] = IntrinsicConstraints(
            constraints: constraints, size: size)
        needsSolve = true
    }

    func removeIntrinsicConstraints(_ view: View) {
        guard let intrinsic = intrinsicConstraints.removeValue(forKey: ObjectIdentifier(view))
        else { return }
        for (constraint, _) in intrinsic.constraints {
            owners.removeValue(forKey: ObjectIdentifier(constraint))
            try? solver.removeConstraint(constraint)
        }
        needsSolve = true
    }

    /// Moves the constants in place when only the numbers changed; an axis that gained or
    /// lost its intrinsic size is rebuilt.
    func intrinsicSizeDidChange(of view: View) {
        let size = view.intrinsicContentSize
        guard let current = intrinsicConstraints[ObjectIdentifier(view)],
            (current.size.width == nil) == (size.width == nil),
            (current.size.height == nil) == (size.height == nil)
        else {
            intrinsicPrioritiesDidChange(of: view)
            return
        }
        for (constraint, axis) in current.constraints {
            let value = axis == .horizontal ? size.width! : size.height!
            do {
                try solver.setConstant(Double(-value), of: constraint)
            } catch {
                root.log("\(view.layoutName(viewName: nil))'s intrinsic size \(size): \(error)")
            }
        }
        intrinsicConstraints[ObjectIdentifier(view)]!.size = size
        needsSolve = true
    }

    func intrinsicPrioritiesDidChange(of view: View) {
        removeIntrinsicConstraints(view)
        addIntrinsicConstraints(view)
    }
}
