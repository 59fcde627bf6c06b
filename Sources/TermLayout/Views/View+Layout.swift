extension View {
    /// Asks for `layoutSubviews()` at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        rootView?.requestFrame()
    }

    /// Runs the pending layout of the whole tree now: solve if anything changed, then
    /// `layoutSubviews()` where frames changed; a running animation moves its views to where
    /// they are now (see `RootView.animate`). Without a `RootView` above, there is no engine
    /// and nothing to do.
    public func layoutIfNeeded() {
        guard let root = rootView else { return }
        root.engine.layout()
        root.presentAnimation()
    }
}
