extension View {
    /// Offers `key` to the view and then to each of its ancestors, nearest first, until one
    /// handles it, as UIKit's responder chain does. Returns whether one did.
    @discardableResult
    public func sendKey(_ key: Key) -> Bool {
        var responder: View? = self
        while let view = responder {
            if view.handleKey(key) { return true }
            responder = view.superview
        }
        return false
    }
}

extension RootView {
    /// Offers `key` to the focused view and up the chain from there, or to the root alone when
    /// no view of this tree has the focus. Returns whether a view handled it; an app falls back
    /// to its own key bindings when none did.
    @discardableResult
    public func dispatchKey(_ key: Key) -> Bool {
        guard let focused = focusedView, focused.rootView === self, !focused.isHidden else {
            return sendKey(key)
        }
        return focused.sendKey(key)
    }
}
