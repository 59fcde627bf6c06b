/// A horizontal location of an item (left, right, leading, trailing, centerX). Relating it to
/// a vertical anchor or a dimension does not compile.
@MainActor
public struct LayoutXAxisAnchor {
    /// The view or guide the anchor belongs to.
    public let item: any LayoutItem
    /// Which horizontal location it is.
    public let attribute: LayoutAttribute
}

/// A vertical location of an item (top, bottom, centerY, baselines).
@MainActor
public struct LayoutYAxisAnchor {
    /// The view or guide the anchor belongs to.
    public let item: any LayoutItem
    /// Which vertical location it is.
    public let attribute: LayoutAttribute
}

/// A size of an item (width, height): relatable to another dimension with a multiplier, or to
/// a constant.
@MainActor
public struct LayoutDimension {
    /// The view or guide the anchor belongs to.
    public let item: any LayoutItem
    /// Width or height.
    public let attribute: LayoutAttribute
}

/// What the three anchor types share: a constraint to another anchor of the same type.
@MainActor
public protocol LayoutAnchor {
    /// The view or guide the anchor belongs to.
    var item: any LayoutItem { get }
    /// The attribute of `item` the anchor stands for.
    var attribute: LayoutAttribute { get }
}

extension LayoutXAxisAnchor: LayoutAnchor {}
extension LayoutYAxisAnchor: LayoutAnchor {}
extension LayoutDimension: LayoutAnchor {}

extension LayoutAnchor {
    /// An inactive required constraint `self == anchor + constant`, as
    /// `NSLayoutAnchor.constraint(equalTo:constant:)`; activate it to use it.
    public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// An inactive required constraint `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// An inactive required constraint `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func relate(
        _ relation: LayoutRelation, _ anchor: Self, multiplier: Double, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: (item, attribute, nil), relation: relation,
            second: (anchor.item, anchor.attribute, nil), multiplier: multiplier,
            constant: constant, priority: .required)
    }
}

extension LayoutDimension {
    /// An inactive required constraint `self == anchor * multiplier + constant`, as
    /// `NSLayoutDimension`'s; `multiplier` relates sizes across axes too (an aspect ratio).
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0
    )
        -> LayoutConstraint
    {
        relate(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// An inactive required constraint `self <= anchor * multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// An inactive required constraint `self >= anchor * multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// An inactive required constraint fixing the size at `constant` cells.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        fixed(.equal, constant)
    }

    /// An inactive required constraint keeping the size at most `constant` cells.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        fixed(.lessThanOrEqual, constant)
    }

    /// An inactive required constraint keeping the size at least `constant` cells.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        fixed(.greaterThanOrEqual, constant)
    }

    private func fixed(_ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            first: (item, attribute, nil), relation: relation, second: nil, multiplier: 1,
            constant: constant, priority: .required)
    }
}

extension LayoutItem {
    /// The left edge, whatever the layout direction.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The edge where text starts: left, or right under a right-to-left layout.
    public var leadingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .leading)
    }
    /// The edge where text ends: right, or left under a right-to-left layout.
    public var trailingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .trailing)
    }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .centerX)
    }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge: the row just below the item.
    public var bottomAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .bottom)
    }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .centerY)
    }
    /// The width in cells.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height in rows.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View {
    /// The view's first text row (its top when it shows no text).
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    /// The view's last text row (its bottom when it shows no text).
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }
}
