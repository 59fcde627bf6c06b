import Cassowary

/// Which screen side leading and trailing stand for.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}

extension LayoutAttribute {
    /// The attribute as a linear expression of an item's four variables. Under right-to-left
    /// layout leading and trailing are measured mirrored (`leading = -right`), so that a
    /// positive constant still points from leading towards trailing, as in UIKit. Baselines
    /// are the top and bottom rows until views know their text.
    func expression(of variables: LayoutVariables, direction: LayoutDirection)
        -> LinearExpression
    {
        let left = variables.left
        let top = variables.top
        let width = variables.width
        let height = variables.height
        switch self {
        case .left: return LinearExpression(left)
        case .right: return left + width
        case .top, .firstBaseline: return LinearExpression(top)
        case .bottom, .lastBaseline: return top + height
        case .width: return LinearExpression(width)
        case .height: return LinearExpression(height)
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        case .leading:
            return direction == .leftToRight ? LinearExpression(left) : -1 * (left + width)
        case .trailing:
            return direction == .leftToRight ? left + width : LinearExpression(-1 * left)
        }
    }
}

extension LayoutConstraint {
    /// The solver constraint this layout constraint stands for, with leading and trailing
    /// resolved for `direction`; nil when an item no longer exists.
    public func solverConstraint(direction: LayoutDirection = .leftToRight)
        -> Cassowary.Constraint?
    {
        guard let firstItem else { return nil }
        var expression = firstAttribute.expression(
            of: firstItem.layoutVariables, direction: direction)
        if let secondAttribute {
            guard let secondItem else { return nil }
            let second = secondAttribute.expression(
                of: secondItem.layoutVariables, direction: direction)
            expression = expression - multiplier * second
        }
        expression = expression - constant
        let solverRelation: Relation =
            switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(
            expression, solverRelation, strength: Strength(priority: priority.rawValue))
    }
}
