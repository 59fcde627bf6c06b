import Cassowary

extension LayoutAttribute {
    /// Whether the attribute is a baseline, which moves with the view's text.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Appends the attribute, times `scale`, as terms of an item's four variables and a
    /// constant. Under right-to-left layout leading and trailing are measured mirrored
    /// (`leading = -right`), so that a positive constant still points from leading towards
    /// trailing, as in UIKit. Baselines are offsets from the top by the view's `textRows`.
    @MainActor
    func appendTerms(
        of layoutItem: any LayoutItem, direction: LayoutDirection, scale: Double,
        to terms: inout [Term], constant: inout Double
    ) {
        let item = layoutItem.layoutVariables
        if isBaseline, let rows = (layoutItem as? View)?.textRows {
            terms.append(Term(item.top, scale))
            let row = self == .firstBaseline ? rows.lowerBound : rows.upperBound
            constant += scale * Double(row)
            return
        }
        switch self {
        case .left: terms.append(Term(item.left, scale))
        case .right:
            terms.append(Term(item.left, scale))
            terms.append(Term(item.width, scale))
        case .top, .firstBaseline: terms.append(Term(item.top, scale))
        case .bottom, .lastBaseline:
            terms.append(Term(item.top, scale))
            terms.append(Term(item.height, scale))
        case .width: terms.append(Term(item.width, scale))
        case .height: terms.append(Term(item.height, scale))
        case .centerX:
            terms.append(Term(item.left, scale))
            terms.append(Term(item.width, scale / 2))
        case .centerY:
            terms.append(Term(item.top, scale))
            terms.append(Term(item.height, scale / 2))
        case .leading where direction == .leftToRight: terms.append(Term(item.left, scale))
        case .leading:
            terms.append(Term(item.left, -scale))
            terms.append(Term(item.width, -scale))
        case .trailing where direction == .leftToRight:
            terms.append(Term(item.left, scale))
            terms.append(Term(item.width, scale))
        case .trailing: terms.append(Term(item.left, -scale))
        }
    }

    /// Where this edge of `rect` lies as a constraint measures it, by the rule
    /// `appendTerms` lowers constraints with: left, right, top and bottom in cells, leading
    /// and trailing mirrored under right-to-left layout (leading is `-maxX`). So
    /// `a.trailing == b.leading + c` holds on screen exactly when the two differ by `c`. Nil
    /// for sizes, centres and baselines.
    public func edgePosition(in rect: Rect, direction: LayoutDirection) -> Int? {
        let rightToLeft = direction == .rightToLeft
        switch self {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading: return rightToLeft ? -rect.maxX : rect.minX
        case .trailing: return rightToLeft ? -rect.minX : rect.maxX
        case .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline: return nil
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
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var offset = -constant
        firstAttribute.appendTerms(
            of: firstItem, direction: direction, scale: 1, to: &terms, constant: &offset)
        if let secondAttribute {
            guard let secondItem else { return nil }
            secondAttribute.appendTerms(
                of: secondItem, direction: direction, scale: -multiplier, to: &terms,
                constant: &offset)
        }
        let solverRelation: Relation =
            switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(
            LinearExpression(terms, constant: offset), solverRelation,
            strength: Strength(priority: priority.rawValue))
    }
}
