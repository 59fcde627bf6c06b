import Cassowary

/// One linear relation between two items' attributes, as in Auto Layout:
/// `first.attribute REL second.attribute * multiplier + constant`, or `REL constant` alone.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// Held weakly, as in UIKit: a constraint lives on a view and must not keep it alive.
    public private(set) weak var firstItem: (any LayoutItem)?
    /// The attribute of `firstItem` the constraint sets.
    public let firstAttribute: LayoutAttribute
    /// How the first side compares with the second.
    public let relation: LayoutRelation
    /// Held weakly; nil for a constraint to a constant, such as a fixed width.
    public private(set) weak var secondItem: (any LayoutItem)?
    /// Nil exactly when there is no second item.
    public let secondAttribute: LayoutAttribute?
    /// The factor on the second attribute; 1 unless the constraint relates sizes by a ratio.
    public let multiplier: Double
    /// May change while the constraint is active; the solver then moves it in place. A
    /// required constant that would contradict other constraints deactivates the constraint
    /// and is reported to the root's log.
    public var constant: Double {
        didSet {
            if constant != oldValue { installedView?.rootView?.engine.constantDidChange(self) }
        }
    }
    /// How much the constraint matters. It may change while the constraint is active, to or from
    /// `required` too: the engine re-adds it.
    public var priority: LayoutPriority {
        didSet {
            if priority != oldValue { installedView?.rootView?.engine.priorityDidChange(self) }
        }
    }
    /// While set, the constraint takes part in layout only when the condition holds: it stays
    /// active and installed, and the engine adds it to the solver or takes it out before the
    /// solve of each layout pass, so a resize that crosses a threshold shows only the new layout.
    /// One that conflicts once its condition holds is deactivated and logged, as at activation.
    public var condition: SizeCondition? {
        didSet {
            if condition != oldValue { installedView?.rootView?.engine.conditionDidChange(self) }
        }
    }
    /// A name for the constraint in logs; it plays no part in layout.
    public var identifier: String?
    /// The view the constraint is installed on while it is active.
    public internal(set) weak var installedView: View?

    /// The names the items' views had in a views dictionary, for descriptions.
    let firstViewName: String?
    let secondViewName: String?

    /// A constraint with a second item; activate it to take part in layout.
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem secondItem: any LayoutItem, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        self.init(
            first: (item, attribute, nil), relation: relation,
            second: (secondItem, secondAttribute, nil), multiplier: multiplier,
            constant: constant, priority: priority)
    }

    /// A constraint on one attribute alone, such as `width == 10`.
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        constant: Double, priority: LayoutPriority = .required
    ) {
        self.init(
            first: (item, attribute, nil), relation: relation, second: nil, multiplier: 1,
            constant: constant, priority: priority)
    }

    init(
        first: (item: any LayoutItem, attribute: LayoutAttribute, viewName: String?),
        relation: LayoutRelation,
        second: (item: any LayoutItem, attribute: LayoutAttribute, viewName: String?)?,
        multiplier: Double, constant: Double, priority: LayoutPriority
    ) {
        firstItem = first.item
        firstAttribute = first.attribute
        firstViewName = first.viewName
        self.relation = relation
        secondItem = second?.item
        secondAttribute = second?.attribute
        secondViewName = second?.viewName
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Whether the constraint takes part in layout; change it with `activate` / `deactivate`.
    public var isActive: Bool { installedView != nil }

    /// Whether the constraint is in its root's solver now: active in a `RootView`'s tree and,
    /// with a condition, holding at the last layout pass. Checks of a solved layout skip the
    /// others.
    public var isInLayout: Bool {
        installedView?.rootView?.engine.solverConstraints[ObjectIdentifier(self)] != nil
    }

    /// The canonical form: `ITEM.ATTR REL ITEM.ATTR [* M] [+ C | - C] [@P]`, or
    /// `ITEM.ATTR REL CONSTANT [@P]` without a second item, after `when CONDITION: ` if it has
    /// a condition.
    public var description: String {
        var text = condition.map { "when \($0): " } ?? ""
        text += "\(Self.name(of: firstItem, viewName: firstViewName)).\(firstAttribute) "
        text += relation.description
        if let secondAttribute {
            text += " \(Self.name(of: secondItem, viewName: secondViewName)).\(secondAttribute)"
            if multiplier != 1 { text += " * " + formatNumber(multiplier) }
            if constant > 0 { text += " + " + formatNumber(constant) }
            if constant < 0 { text += " - " + formatNumber(-constant) }
        } else {
            text += " " + formatNumber(constant)
        }
        if !priority.isRequired { text += " @" + priority.description }
        return text
    }

    private static func name(of item: (any LayoutItem)?, viewName: String?) -> String {
        item?.layoutName(viewName: viewName) ?? "deallocated"
    }

    /// Same items (by identity), attributes, relation, multiplier, constant, priority and
    /// condition; identifier and activation do not count.
    public func isEquivalent(to other: LayoutConstraint) -> Bool {
        condition == other.condition && firstItem === other.firstItem
            && firstAttribute == other.firstAttribute
            && relation == other.relation && secondItem === other.secondItem
            && secondAttribute == other.secondAttribute && multiplier == other.multiplier
            && constant == other.constant && priority == other.priority
    }

    func refers(to item: any LayoutItem) -> Bool {
        firstItem === item || secondItem === item
    }

    /// True when an item belongs to `view` or a view below it.
    func refersToSubtree(of view: View) -> Bool {
        [firstItem, secondItem].contains { $0?.owningView?.isDescendant(of: view) == true }
    }
}
