/// The views below a view as one list, parents first in drawing order, each with the index of
/// its superview among them (-1 for the view itself, which is not in the list). A walk over
/// `subviews` retains and releases every view it passes, and a view, which guides and
/// constraints refer to weakly, keeps its reference count in a side table, where each retain
/// costs several times as much; reading a view's stored properties as `views[index]`
/// retains nothing, where a function returning the view would retain it.
@MainActor
struct SubtreeOrder {
    let views: [View]
    let superviews: [Int]

    /// The list of the views below `top`, as they are now.
    init(below top: View) {
        var views: [View] = []
        var superviews: [Int] = []
        var stack = top.subviews.reversed().map { (view: $0, superview: -1) }
        while let (view, superview) = stack.popLast() {
            let index = views.count
            views.append(view)
            superviews.append(superview)
            for subview in view.subviews.reversed() { stack.append((subview, index)) }
        }
        self.views = views
        self.superviews = superviews
    }
}
