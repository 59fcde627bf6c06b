/// A preferred size per axis; nil where the view has no preference.
public struct IntrinsicSize: Hashable, Sendable {
    /// Columns the view would like; nil for no preference.
    public var width: Int?
    /// Rows the view would like; nil for no preference.
    public var height: Int?

    /// A preference on the axes given, none on the others.
    public init(width: Int? = nil, height: Int? = nil) {
        self.width = width
        self.height = height
    }
}

extension View {
    /// Tells the engine that `intrinsicContentSize` or `textRows` changed: the constraints
    /// on them move in place.
    public func invalidateIntrinsicContentSize() {
        guard let engine = rootView?.engine else { return }
        engine.intrinsicSizeDidChange(of: self)
        engine.baselinesDidChange(of: self)
    }

    /// The priority with which the view resists growing beyond its intrinsic size (250 by
    /// default).
    public func contentHuggingPriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`; the engine
    /// re-solves.
    public func setContentHuggingPriority(
        _ priority: LayoutPriority, for axis: LayoutAttribute.Axis
    ) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        rootView?.engine.intrinsicPrioritiesDidChange(of: self)
    }

    /// The priority with which the view resists shrinking below its intrinsic size (750 by
    /// default).
    public func contentCompressionResistancePriority(for axis: LayoutAttribute.Axis)
        -> LayoutPriority
    {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`; the engine
    /// re-solves.
    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: LayoutAttribute.Axis
    ) {
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        rootView?.engine.intrinsicPrioritiesDidChange(of: self)
    }
}
