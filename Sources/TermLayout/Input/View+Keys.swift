extension View {
    /// Offers `key` to the view and then to each of its ancestors, nearest first, until one
    /// handles it, as UIKit's responder chain does. Returns whether one did.
    @discardableResult
    public func sendKey(_ key: Key) -> Bool {
        sendKey(key, upTo: nil)
    }

    /// Offers `key` up the chain from the view, ending with `last` (the root when nil).
    func sendKey(_ key: Key, upTo last: View?) -> Bool {
        var responder: View? = self
        while let view = responder {
            if view.handleKey(key) { return true }
            if view === last { break }
            responder = view.superview
        }
        return false
    }
}

extension RootView {
    /// Offers `key` to the focused view and up the chain from there, or to the root alone when
    /// no view of this tree has the focus. Tab and Shift-Tab that no view takes move the focus
    /// (`moveFocus(backwards:)`); any other key no view took is offered to every view that
    /// shows as a key equivalent (`performKeyEquivalent`). Returns whether the key was used;
    /// an app falls back to its own key bindings when it was not. While a view is presented modally, keys stay inside it:
    /// the chain ends there, and it uses up every key, whether a view handles it or not.
    @discardableResult
    public func dispatchKey(_ key: Key) -> Bool {
        let scope = modalScope
        let handled: Bool
        if let focused = focusedView, focused.rootView === self, !focused.isHidden,
            focused === scope || focused.isDescendant(of: scope)
        {
            handled = focused.sendKey(key, upTo: scope)
        } else {
            handled = scope.sendKey(key, upTo: scope)
        }
        guard !handled else { return true }
        let moved =
            switch key {
            case .tab: moveFocus(backwards: false)
            case .backTab: moveFocus(backwards: true)
            default: false
            }
        if moved || scope !== self { return true }
        return subtree.contains { !$0.isHidden && $0.isShowing && $0.performKeyEquivalent(key) }
    }

    /// Gives the focus to the next view (the previous one, `backwards`) that can take it, in
    /// drawing order, wrapping round; views hidden, or none of which shows, are passed over,
    /// and so is everything outside the topmost presented view. Returns whether the focus
    /// moved.
    @discardableResult
    public func moveFocus(backwards: Bool) -> Bool {
        let candidates = modalScope.subtree.filter { $0.canBecomeFocused && $0.isShowing }
        guard !candidates.isEmpty else { return false }
        let current = candidates.firstIndex { $0 === focusedView }
        let next: Int
        if let current {
            next = (current + (backwards ? candidates.count - 1 : 1)) % candidates.count
        } else {
            next = backwards ? candidates.count - 1 : 0
        }
        guard candidates[next] !== focusedView else { return false }
        focusedView = candidates[next]
        return true
    }
}

extension View {
    /// Whether the view has its root's focus: what a control shows, with a mark of its own.
    public var isFocused: Bool { rootView?.focusedView === self }

    /// Whether any of the view shows: neither it nor an ancestor is hidden, and it is not
    /// clipped away.
    var isShowing: Bool { !visibleRect.isEmpty }
}

extension RootView {
    /// Where on the screen the terminal's cursor belongs: the focused view's `cursorPosition`,
    /// if the view shows and the position lies in the part of it that shows; nil otherwise.
    public var cursorLocation: Point? {
        guard let view = focusedView, view.rootView === self, let position = view.cursorPosition
        else { return nil }
        let origin = view.absoluteFrame.origin
        let location = Point(x: origin.x + position.x, y: origin.y + position.y)
        let screen = Rect(origin: .zero, size: terminalSize)
        return view.visibleRect.contains(location) && screen.contains(location) ? location : nil
    }
}
