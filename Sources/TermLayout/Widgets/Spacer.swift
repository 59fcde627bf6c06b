/// Empty space between views. Without a length it hugs and resists compression at the
/// fitting-size level (50), below any other view's defaults, so it takes the slack in a row or
/// column (`H:|[a][spacer][b]|` pushes `a` and `b` to the sides) and gives way first when space
/// runs short. With a length it keeps that many cells at priority 999, yielding only to
/// required constraints. It constrains only `axis`, and draws nothing.
public final class Spacer: View {
    /// The axis the spacer takes space on; it leaves the other alone.
    public let axis: LayoutAttribute.Axis
    /// A fixed length in cells, kept at priority 999; nil to take whatever slack there is.
    public var length: Int? {
        didSet {
            updatePriorities()
            invalidateIntrinsicContentSize()
        }
    }

    /// A spacer on `axis`, flexible unless `length` is given.
    public init(
        identifier: String? = nil, axis: LayoutAttribute.Axis = .horizontal, length: Int? = nil
    ) {
        self.axis = axis
        self.length = length
        super.init(identifier: identifier)
        updatePriorities()
    }

    public override var intrinsicContentSize: IntrinsicSize {
        axis == .horizontal ? IntrinsicSize(width: length ?? 0) : IntrinsicSize(height: length ?? 0)
    }

    private func updatePriorities() {
        let priority =
            length == nil ? LayoutPriority.fittingSizeLevel : LayoutPriority(rawValue: 999)!
        setContentHuggingPriority(priority, for: axis)
        setContentCompressionResistancePriority(priority, for: axis)
    }
}
