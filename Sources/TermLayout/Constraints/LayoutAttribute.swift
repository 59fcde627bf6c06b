/// A part of a view's or guide's rectangle that a constraint can relate.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    /// The left edge, whatever the layout direction.
    case left
    /// The right edge, whatever the layout direction.
    case right
    /// The top edge.
    case top
    /// The bottom edge: the row just below the last one the item covers.
    case bottom
    /// The edge where text starts: left in a left-to-right layout, right in a right-to-left one.
    case leading
    /// The edge where text ends: right in a left-to-right layout, left in a right-to-left one.
    case trailing
    /// The width in cells.
    case width
    /// The height in rows.
    case height
    /// The horizontal centre, which may fall between two cells.
    case centerX
    /// The vertical centre, which may fall between two rows.
    case centerY
    /// The top of the first row of a view's text (see `View.textRows`); its top edge when it has none.
    case firstBaseline
    /// The bottom of the last row of a view's text; its bottom edge when it has none. VFL's `baseline`.
    case lastBaseline

    /// The axis the attribute measures along.
    public enum Axis: Hashable, Sendable {
        /// Along a row: x positions and widths.
        case horizontal
        /// Along a column: y positions and heights.
        case vertical
    }

    /// Whether the attribute is an x position or width (`horizontal`) or a y position or height.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        }
    }

    /// Width and height are sizes; every other attribute is a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// Leading and trailing depend on the layout direction; left and right do not.
    var isDirectional: Bool { self == .leading || self == .trailing }

    var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right }

    /// Every name the languages accept for an attribute.
    package static let formatNames = allCases.map(\.rawValue) + ["baseline"]

    /// The attribute a format names: every case by its name, and `baseline` for `lastBaseline`.
    package init?(formatName: some StringProtocol) {
        if formatName == "baseline" {
            self = .lastBaseline
        } else if let attribute = LayoutAttribute(rawValue: String(formatName)) {
            self = attribute
        } else {
            return nil
        }
    }

    /// Why `self` cannot be related to `other` in one constraint, or nil when it can: sizes
    /// relate to sizes of either axis (an aspect ratio), locations to locations of the same
    /// axis, and leading/trailing never to left/right (they differ under right-to-left layout).
    func pairingProblem(with other: LayoutAttribute) -> String? {
        if isDimension != other.isDimension {
            return "'\(rawValue)' is a \(isDimension ? "size" : "location") but '\(other.rawValue)'"
                + " is a \(other.isDimension ? "size" : "location"); relate a size to a size"
                + " and a location to a location"
        }
        if !isDimension, axis != other.axis {
            return "'\(rawValue)' is \(axis.name) but '\(other.rawValue)' is \(other.axis.name);"
                + " relate locations on the same axis"
        }
        if (isDirectional && other.isAbsoluteHorizontalEdge)
            || (isAbsoluteHorizontalEdge && other.isDirectional)
        {
            return "'\(rawValue)' cannot be related to '\(other.rawValue)': use leading/trailing"
                + " on both sides or left/right on both sides"
        }
        return nil
    }
}

extension LayoutAttribute.Axis {
    var name: String { self == .horizontal ? "horizontal" : "vertical" }
}
