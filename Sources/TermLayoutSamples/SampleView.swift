import TermLayout

/// What the sample screens are built of: a box titled with the view's identifier and its text
/// inside, or, in a single row, the text alone, so a screen shows where each view landed
/// (and exercises box drawing and wide characters) in snapshots and in a real terminal.
public final class SampleView: View {
    /// What the view shows; its identifier when nil.
    public var text: String? {
        didSet { setNeedsDisplay() }
    }

    /// A view named `identifier`, showing `text`, or its identifier when `text` is nil.
    public init(identifier: String, text: String? = nil) {
        self.text = text
        super.init(identifier: identifier)
    }

    public override func draw(in canvas: any Canvas) {
        let text = self.text ?? identifier ?? ""
        guard bounds.height >= 2, bounds.width >= 2 else {
            canvas.draw(text, at: .zero)
            return
        }
        // The text first: the box's right side then cuts a long line off, as a frame would.
        canvas.draw(text, at: Point(x: 1, y: 1))
        canvas.drawBox(bounds, title: identifier)
    }
}
