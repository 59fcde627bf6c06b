/// A horizontal location of an item (left, right, leading, trailing, centerX). Relating it to
/// a vertical anchor or a dimension does not compile.
public struct LayoutXAxisAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute
}

/// A vertical location of an item (top, bottom, centerY, baselines).
public struct LayoutYAxisAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute
}

/// A size of an item (width, height): relatable to another dimension with a multiplier, or to
/// a constant.
public struct LayoutDimension {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute
}

/// What the three anchor types share: a constraint to another anchor of the same type.
public protocol LayoutAnchor {
    var item: any LayoutItem { get }
    var attribute: LayoutAttribute { get }
}

extension LayoutXAxisAnchor: LayoutAnchor {}
extension LayoutYAxisAnchor: LayoutAnchor {}
extension LayoutDimension: LayoutAnchor {}

extension LayoutAnchor {
    public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

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
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0
    )
        -> LayoutConstraint
    {
        relate(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        fixed(.equal, constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        fixed(.lessThanOrEqual, constant)
    }

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
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var leadingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .leading)
    }
    public var trailingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .trailing)
    }
    public var centerXAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .centerX)
    }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .bottom)
    }
    public var centerYAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .centerY)
    }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
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
