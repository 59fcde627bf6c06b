/// The root's tree as one list, made once after the tree changes and read by every walk of a
/// layout pass: each walk of `subviews` retained and released every view it passed, and a
/// view, which guides and constraints refer to weakly, keeps its reference count in a side
/// table, where each retain costs about three times as much. Reading a view's stored
/// properties out of the list retains nothing.
extension LayoutEngine {
    /// The views below the root, parents first in drawing order, and the index of each one's
    /// superview among them, -1 for the root. The root is not in the list: it owns the engine.
    /// A view is read as `views[index]`, which retains nothing where a function returning it
    /// would retain it.
    struct TreeOrder {
        let views: [View]
        let superviews: [Int]
    }

    /// The tree in its order now, made again if it changed since it was last made.
    var treeOrder: TreeOrder {
        if let madeTreeOrder { return madeTreeOrder }
        var views: [View] = []
        var superviews: [Int] = []
        var stack = root.subviews.reversed().map { (view: $0, superview: -1) }
        while let (view, superview) = stack.popLast() {
            let index = views.count
            views.append(view)
            superviews.append(superview)
            for subview in view.subviews.reversed() { stack.append((subview, index)) }
        }
        let order = TreeOrder(views: views, superviews: superviews)
        madeTreeOrder = order
        return order
    }

    /// Called when a view joins or leaves the tree or moves among its siblings: the list is
    /// made again when next read, and holds no view that left.
    func treeDidChange() {
        madeTreeOrder = nil
    }
}
