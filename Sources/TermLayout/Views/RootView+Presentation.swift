/// Where `RootView.present(_:placement:)` puts a view.
public enum PresentationPlacement: Hashable, Sendable {
    /// Centred in the root's safe area, as an alert is.
    case centered
    /// With its top-left corner at a cell of the screen, moved as little as keeps it on the
    /// screen, as a menu is.
    case at(Point)
}

/// A view presented modally, the focus it took, and the constraints that place it.
struct Presentation {
    let view: View
    weak var previousFocus: View?
    let placement: [LayoutConstraint]
}

extension RootView {
    /// The views presented modally, bottom first. The last is above every other view, and
    /// keys, the focus and the mouse stay inside it until it is dismissed.
    public var presentedViews: [View] { presentations.map(\.view) }

    /// Shows `view` modally above everything: added as the root's last subview, placed by
    /// constraints that keep it inside the safe area (centred) or the screen (at a point) at
    /// every size, and given the focus (its first view that takes it). Its own constraints
    /// size it. Throws, and changes nothing, when `view` is the root.
    public func present(
        _ view: View, placement: PresentationPlacement = .centered
    ) throws(HierarchyError) {
        try addSubview(view)
        view.translatesFrameIntoConstraints = false
        let constraints = placementConstraints(for: view, placement)
        // Between the root and a subview: nothing can refuse them.
        try! LayoutConstraint.activate(constraints)
        presentations.append(
            Presentation(view: view, previousFocus: focusedView, placement: constraints))
        // Laid out now, so that the focus goes to a view that shows at this size.
        layoutIfNeeded()
        focusedView = view.subtree.first { $0.canBecomeFocused && $0.isShowing } ?? view
    }

    /// Takes a presented view away and gives the focus back to the view that had it before.
    /// A view that is not presented is left alone.
    public func dismiss(_ view: View) {
        guard presentations.contains(where: { $0.view === view }) else { return }
        view.removeFromSuperview()
    }

    /// Forgets a presented view that leaves the root, however it leaves, and gives the focus
    /// back.
    func presentedViewWillLeave(_ subview: View) {
        guard let index = presentations.firstIndex(where: { $0.view === subview }) else { return }
        let presentation = presentations.remove(at: index)
        LayoutConstraint.deactivate(presentation.placement)
        if focusedView == nil || focusedView!.isDescendant(of: subview) {
            focusedView = presentation.previousFocus
        }
    }

    /// The view the focus and keys are kept in: the topmost presented view, or the root.
    var modalScope: View { presentations.last?.view ?? self }

    private func placementConstraints(
        for view: View, _ placement: PresentationPlacement
    ) -> [LayoutConstraint] {
        switch placement {
        case .centered:
            let area = safeAreaLayoutGuide
            return [
                view.centerXAnchor.constraint(equalTo: area.centerXAnchor),
                view.centerYAnchor.constraint(equalTo: area.centerYAnchor),
                view.widthAnchor.constraint(lessThanOrEqualTo: area.widthAnchor),
                view.heightAnchor.constraint(lessThanOrEqualTo: area.heightAnchor),
            ]
        case .at(let point):
            // The point gives way before the view's size does (compression resistance is 750).
            let position = [
                view.leftAnchor.constraint(equalTo: leftAnchor, constant: Double(point.x)),
                view.topAnchor.constraint(equalTo: topAnchor, constant: Double(point.y)),
            ]
            for constraint in position { constraint.priority = LayoutPriority(rawValue: 500)! }
            return position + [
                view.leftAnchor.constraint(greaterThanOrEqualTo: leftAnchor),
                view.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
                view.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor),
                view.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            ]
        }
    }
}
