extension RootView {
    /// Sends a mouse action to the view under it and up the chain from there, as keys go.
    /// A press gives the focus to the nearest view under the mouse that can take it; the view
    /// that takes a press gets the drags and the release after it, wherever they happen, and
    /// they go nowhere else (a release over a button it was not pressed on does nothing). While
    /// a view is presented modally, what happens outside it goes to it alone (a menu closes, a
    /// dialog ignores it). Returns whether a view used the action.
    @discardableResult
    public func dispatchMouse(_ event: MouseEvent) -> Bool {
        if event.kind == .drag || event.kind == .release {
            // They belong to the press: the view that took it, or nobody.
            guard let captured = mouseCapture, captured.rootView === self else { return false }
            if event.kind == .release { mouseCapture = nil }
            return captured.handleMouse(event)
        }
        mouseCapture = nil
        let top = presentations.last?.view
        let target = (top ?? self).hitTest(event.location(in: top ?? self)) ?? top
        guard let target else { return false }
        if event.kind == .press {
            var candidate: View? = target
            while let view = candidate, view !== top?.superview {
                if view.canBecomeFocused {
                    focusedView = view
                    break
                }
                candidate = view.superview
            }
        }
        var responder: View? = target
        while let view = responder, view !== top?.superview {
            if view.handleMouse(event) {
                // A press the view passed on to another dispatch was captured there.
                if event.kind == .press, mouseCapture == nil { mouseCapture = view }
                return true
            }
            responder = view.superview
        }
        return false
    }
}

/// Where a click stands for a control that acts on one, as a button does: on the release, and
/// only inside, so that moving off the control before letting go takes the click back.
public enum ClickPhase: Hashable, Sendable {
    /// Not a click's: another button, or the wheel.
    case ignored
    /// The press, or a drag after it: the control takes it and waits.
    case tracking
    /// The release, outside the control: the click is taken back.
    case cancelled
    /// The release, inside the control: act now.
    case clicked
}

extension View {
    /// What `event` is to a control that acts on a left click.
    public func clickPhase(of event: MouseEvent) -> ClickPhase {
        switch event.kind {
        case .press, .drag: event.button == .left ? .tracking : .ignored
        case .release: bounds.contains(event.location(in: self)) ? .clicked : .cancelled
        case .scrollUp, .scrollDown: .ignored
        }
    }

    /// Handles `event` for a control that acts on a left click: `action` runs on the release
    /// inside it; the press, drags and a release outside are taken and do nothing.
    public func handleClick(_ event: MouseEvent, _ action: () -> Void) -> Bool {
        switch clickPhase(of: event) {
        case .ignored: return false
        case .tracking, .cancelled: return true
        case .clicked:
            action()
            return true
        }
    }
}
