/// A position in cells: `x` grows to the right, `y` downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Columns from the left edge.
    public var x: Int
    /// Rows from the top edge.
    public var y: Int

    /// The cell in column `x` of row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A size in cells; never negative in a frame the engine computed.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No cells at all.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells: `origin` is its top-left cell, `maxX` and `maxY` lie just outside.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// How many columns and rows it covers.
    public var size: Size

    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle from column `x`, row `y`, `width` columns wide and `height` rows tall.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The first column.
    public var minX: Int { origin.x }
    /// The first row.
    public var minY: Int { origin.y }
    /// The column just right of the rectangle: `minX + width`.
    public var maxX: Int { origin.x + size.width }
    /// The row just below the rectangle: `minY + height`.
    public var maxY: Int { origin.y + size.height }
    /// Columns.
    public var width: Int { size.width }
    /// Rows.
    public var height: Int { size.height }
    /// Whether it covers no cell: no width or no height.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether the cell at `point` is inside: from `minX` up to but not including `maxX`, and
    /// likewise for rows.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover; an empty rectangle when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each side (sizes never below zero).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    public var description: String { "\(minX),\(minY) \(width)×\(height)" }
}

/// Distances in cells from each edge of a rectangle inwards.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows in from the top.
    public var top: Int
    /// Columns in from the left.
    public var left: Int
    /// Rows in from the bottom.
    public var bottom: Int
    /// Columns in from the right.
    public var right: Int

    /// Insets of the given sizes; 0 for each left out.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets()

    /// Each side's inset added to the other's: insets stacked.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }

    public var description: String { "top \(top), left \(left), bottom \(bottom), right \(right)" }
}
