import Cassowary

extension LayoutConstraint {
    /// Installs every constraint on the nearest common ancestor of its items. Either all are
    /// activated or, when one cannot be, none is and the error says which and why.
    public static func activate(_ constraints: [LayoutConstraint]) throws(ActivationError) {
        var hosts: [View] = []
        hosts.reserveCapacity(constraints.count)
        for constraint in constraints {
            hosts.append(try constraint.hostForActivation())
        }
        for (constraint, host) in zip(constraints, hosts) where !constraint.isActive {
            host.constraints.append(constraint)
            constraint.installedView = host
            constraint.stopTranslatingFrames()
            host.rootView?.engine.add(constraint)
        }
    }

    /// Removes every constraint from its view and from the layout; inactive ones are left as they
    /// are.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Installs the constraint on the nearest common ancestor of its items, as `isActive = true`
    /// does in UIKit; throws when they have none.
    public func activate() throws(ActivationError) {
        try Self.activate([self])
    }

    /// Removes the constraint from its view and from the layout; it can be activated again.
    public func deactivate() {
        installedView?.rootView?.engine.remove(self)
        uninstall()
    }

    /// Takes the constraint off its view without touching the solver (the engine calls this
    /// for a constraint it could not add).
    func uninstall() {
        guard let host = installedView else { return }
        host.constraints.removeAll { $0 === self }
        installedView = nil
    }

    /// A view this constraint places stops being held by its frame: every view item except
    /// an ancestor of the other item (a superview that `|` stood for keeps its own frame).
    private func stopTranslatingFrames() {
        let views = [firstItem, secondItem].map { $0 as? View }
        for (view, other) in [(views[0], secondItem), (views[1], firstItem)] {
            guard let view, view.translatesFrameIntoConstraints else { continue }
            if let otherView = other?.owningView, otherView !== view,
                otherView.isDescendant(of: view)
            {
                continue
            }
            view.translatesFrameIntoConstraints = false
        }
    }

    /// Why the constraint cannot relate its attributes, or nil when it can.
    var attributeProblem: String? {
        Self.attributeProblem(firstAttribute, secondAttribute)
    }

    /// Why `first` cannot be related to `second` (or, without one, to a constant), or nil when
    /// it can. Shared by the languages, which point at the text, and activation.
    nonisolated static func attributeProblem(_ first: LayoutAttribute, _ second: LayoutAttribute?)
        -> String?
    {
        guard let second else {
            return first.isDimension
                ? nil
                : "'\(first)' is a location, and a location cannot equal a constant;"
                    + " relate it to another item's attribute"
        }
        return first.pairingProblem(with: second)
    }

    private func hostForActivation() throws(ActivationError) -> View {
        if let installedView { return installedView }
        guard let first = firstItem, secondAttribute == nil || secondItem != nil else {
            throw error(.itemDeallocated, "an item it refers to no longer exists")
        }
        if let problem = attributeProblem { throw error(.invalidAttributes, problem) }
        guard multiplier.isFinite, constant.isFinite else {
            throw error(
                .nonFiniteNumber,
                "its multiplier and constant must be finite numbers, not"
                    + " \(formatNumber(multiplier)) and \(formatNumber(constant))")
        }
        let firstName = first.layoutName(viewName: firstViewName)
        let secondName = secondItem?.layoutName(viewName: secondViewName)
        guard let firstView = first.owningView else {
            throw unowned(firstName, relatedTo: secondName)
        }
        guard let second = secondItem, let secondName else { return firstView }
        guard let secondView = second.owningView else {
            throw unowned(secondName, relatedTo: firstName)
        }
        guard let host = firstView.nearestCommonAncestor(with: secondView) else {
            throw error(
                .noCommonAncestor,
                "'\(firstName)' and '\(secondName)' have no common ancestor; add both to the same"
                    + " view hierarchy before activating")
        }
        return host
    }

    private func unowned(_ guide: String, relatedTo other: String?) -> ActivationError {
        let relation = other.map { " and cannot be related to '\($0)'" } ?? ""
        return error(
            .notInHierarchy,
            "'\(guide)' is a layout guide that no view owns, so it is in no hierarchy\(relation);"
                + " add it to a view with addLayoutGuide(_:) first")
    }

    private func error(_ reason: ActivationError.Reason, _ message: String) -> ActivationError {
        ActivationError(reason: reason, constraint: description, message: message)
    }
}

/// Why a constraint could not be activated; the message names the items involved.
public struct ActivationError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem stopped the activation, for a caller that handles one kind.
    public enum Reason: Hashable, Sendable {
        /// The two items are in different view trees, or one is in none.
        case noCommonAncestor
        /// A layout guide no view owns.
        case notInHierarchy
        /// An item the constraint refers to no longer exists.
        case itemDeallocated
        /// The attributes cannot be related: a size with a location, locations on different axes, or leading/trailing with left/right.
        case invalidAttributes
        /// The multiplier or constant is NaN or infinite.
        case nonFiniteNumber
    }

    /// What kind of problem it was.
    public let reason: Reason
    /// The constraint, in the canonical form.
    public let constraint: String
    /// What is wrong and what to do about it, naming the items.
    public let message: String

    public var description: String { "cannot activate '\(constraint)': \(message)" }
}
