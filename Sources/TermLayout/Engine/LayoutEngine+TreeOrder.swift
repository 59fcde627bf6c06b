/// The root's tree as a `SubtreeOrder`, made once after the tree changes and read by every
/// walk of a layout pass and of a frame (`visibleSubtree(on:)`) instead of `subviews`: the
/// walks' retains and releases were most of the 1,000-row stack's view resize
/// (Benchmarks/README.md).
extension LayoutEngine {
    /// The tree below the root in its order now, made again if it changed since it was last
    /// made. The root is not in it: it owns the engine.
    var treeOrder: SubtreeOrder {
        if let madeTreeOrder { return madeTreeOrder }
        let order = SubtreeOrder(below: root)
        madeTreeOrder = order
        return order
    }

    /// Called when a view joins or leaves the tree or moves among its siblings: the list is
    /// made again when next read, and holds no view that left.
    func treeDidChange() {
        madeTreeOrder = nil
    }
}
