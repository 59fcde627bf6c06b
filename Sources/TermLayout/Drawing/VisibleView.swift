/// A view that shows, as a renderer meets it: where it is and which part of it shows, in
/// screen cells.
@MainActor
public struct VisibleView {
    /// The view.
    public let view: View
    /// Its frame on screen: its `presentationFrame` moved by its ancestors'.
    public let frame: Rect
    /// The part of `frame` that shows: clipped by every ancestor and by the screen, never empty.
    public let visible: Rect
}

extension View {
    /// The views of this subtree that show on a screen of `screen` cells, in drawing order:
    /// each before its subviews, later siblings after earlier ones. A hidden view, or one none
    /// of which shows, is left out with everything below it. Views are where an animation
    /// shows them (`presentationFrame`). The headless `Screen` and the ncurses renderer both
    /// draw what this walk gives, so they agree cell for cell.
    public func visibleSubtree(on screen: Rect) -> [VisibleView] {
        let origin = superview?.absoluteFrame.origin ?? .zero
        let frame = presentationFrame.offsetBy(dx: origin.x, dy: origin.y)
        let visible = frame.intersection(superview?.visibleRect.intersection(screen) ?? screen)
        guard !isHiddenInPresentation, !visible.isEmpty else { return [] }
        var shown = [VisibleView(view: self, frame: frame, visible: visible)]
        // A root's list is its engine's, made once until its tree changes.
        let root = superview == nil ? self as? RootView : nil
        let order = root?.engine.treeOrder ?? SubtreeOrder(below: self)
        let views = order.views
        // Where each view of the list shows; nil for one that does not, whose subviews
        // do not either.
        var placed = [(frame: Rect, visible: Rect)?](repeating: nil, count: views.count)
        for index in views.indices where !views[index].isHiddenInPresentation {
            let superview = order.superviews[index]
            guard let outer = superview < 0 ? (frame, visible) : placed[superview] else {
                continue
            }
            let frame = views[index].presentationFrame.offsetBy(
                dx: outer.frame.minX, dy: outer.frame.minY)
            let visible = frame.intersection(outer.visible)
            guard !visible.isEmpty else { continue }
            placed[index] = (frame, visible)
            shown.append(VisibleView(view: views[index], frame: frame, visible: visible))
        }
        return shown
    }
}
