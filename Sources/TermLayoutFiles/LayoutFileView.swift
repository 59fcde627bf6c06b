import TermLayout

/// A view a layout file declares: a container for the app's own views, with the intrinsic size
/// the file gave it (`intrinsic=WxH`), if any. It draws nothing unless `showsOutline` is on.
public final class LayoutFileView: View {
    /// What `intrinsic=WxH` said; no preference on either axis without it.
    public let declaredIntrinsicSize: IntrinsicSize
    /// Draws a box titled with the view's name (inside it when the box is too narrow for a
    /// title, alone when the view is thinner than 2 cells), so a screen shows where each view
    /// landed, as `termlayout draw` and `show` do.
    public var showsOutline = false {
        didSet { setNeedsDisplay() }
    }

    /// A view named `identifier`, preferring `intrinsicSize` where it gives one.
    public init(identifier: String, intrinsicSize: IntrinsicSize = IntrinsicSize()) {
        declaredIntrinsicSize = intrinsicSize
        super.init(identifier: identifier)
    }

    public override var intrinsicContentSize: IntrinsicSize { declaredIntrinsicSize }

    public override func draw(in canvas: any Canvas) {
        guard showsOutline, let identifier else { return }
        guard bounds.width >= 2, bounds.height >= 2 else {
            canvas.draw(identifier, at: .zero)
            return
        }
        // drawBox leaves out a title too wide for its top edge; the name then goes inside,
        // drawn first so that the box's right side cuts it off.
        if bounds.width < 7 { canvas.draw(identifier, at: Point(x: 1, y: 1)) }
        canvas.drawBox(bounds, title: identifier)
    }
}
