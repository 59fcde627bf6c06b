extension View {
    /// The view's size with its own top-left corner as the origin. While the view draws, the
    /// size it shows at, which an animation may hold apart from its frame's for a while
    /// (`presentationFrame`), so a view draws to the edges of the cells it has.
    public var bounds: Rect { Rect(origin: .zero, size: drawingSize ?? frame.size) }

    /// The frame in screen cells: the frame moved by every ancestor's origin.
    public var absoluteFrame: Rect {
        var origin = frame.origin
        var ancestor = superview
        while let view = ancestor {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            ancestor = view.superview
        }
        return Rect(origin: origin, size: frame.size)
    }

    /// The part of the view that can show, in screen cells: its absolute frame clipped by every
    /// ancestor's (the root's is the screen). Empty when the view or an ancestor is hidden.
    public var visibleRect: Rect {
        var visible = absoluteFrame
        var current: View? = self
        while let view = current {
            if view.isHidden { return Rect(origin: visible.origin, size: .zero) }
            visible = visible.intersection(view.absoluteFrame)
            current = view.superview
        }
        return visible
    }
}
