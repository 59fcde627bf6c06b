/// Bars in the unsafe border: a bar pinned here spans the root's full width and exactly the
/// border's row(s) on its side, so it follows `unsafeBorder` changes (and resizes) with no
/// code: its inner edge is tied to the safe area, whose edge is the border's edit variable.
extension RootView {
    /// Adds `bar` as a subview along the top edge: `H:|[bar]|`, `bar.top == root.top` and
    /// `bar.bottom == root.safeArea.top`, so its height is `unsafeBorder.top` (plus the root's
    /// `additionalSafeAreaInsets.top`), and zero, hiding it, when that is zero. Returns the
    /// constraints, to deactivate them.
    @discardableResult
    public func pinToTopBorder(_ bar: View) throws(HierarchyError) -> [LayoutConstraint] {
        try pin(
            bar, bar.topAnchor.constraint(equalTo: topAnchor),
            bar.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor))
    }

    /// Adds `bar` as a subview along the bottom edge: `H:|[bar]|`, `bar.bottom == root.bottom`
    /// and `bar.top == root.safeArea.bottom`, so its height is `unsafeBorder.bottom` (plus the
    /// root's `additionalSafeAreaInsets.bottom`). Returns the constraints, to deactivate them.
    @discardableResult
    public func pinToBottomBorder(_ bar: View) throws(HierarchyError) -> [LayoutConstraint] {
        try pin(
            bar, bar.bottomAnchor.constraint(equalTo: bottomAnchor),
            bar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor))
    }

    private func pin(
        _ bar: View, _ vertical: LayoutConstraint...
    ) throws(HierarchyError) -> [LayoutConstraint] {
        try addSubview(bar)
        let constraints =
            [
                bar.leftAnchor.constraint(equalTo: leftAnchor),
                bar.rightAnchor.constraint(equalTo: rightAnchor),
            ] + vertical
        // Both items are in this tree and every pair of attributes relates: cannot throw.
        try! LayoutConstraint.activate(constraints)
        return constraints
    }
}
