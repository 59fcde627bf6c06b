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
        var shown: [VisibleView] = []
        var pending: [(view: View, superviewOrigin: Point, superviewVisible: Rect)] = [
            (
                self, superview?.absoluteFrame.origin ?? .zero,
                superview?.visibleRect.intersection(screen) ?? screen
            )
        ]
        while let (view, origin, superviewVisible) = pending.popLast() {
            guard !view.isHiddenInPresentation else { continue }
            let frame = view.presentationFrame.offsetBy(dx: origin.x, dy: origin.y)
            let visible = frame.intersection(superviewVisible)
            guard !visible.isEmpty else { continue }
            shown.append(VisibleView(view: view, frame: frame, visible: visible))
            for subview in view.subviews.reversed() {
                pending.append((subview, frame.origin, visible))
            }
        }
        return shown
    }
}
