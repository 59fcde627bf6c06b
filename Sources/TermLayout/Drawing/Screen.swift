/// A terminal in memory: a grid of cells that a view tree renders into, for tests and
/// snapshots. It is itself a `Canvas` over the whole grid, and gives each view a canvas of its
/// own, so a view draws here exactly as it draws under ncurses, cell for cell.
@MainActor
public final class Screen: Canvas {
    /// Columns and rows of the grid.
    public let size: Size
    /// Row by row, `size.width` cells a row.
    private var cells: [Cell]
    /// Where the terminal's cursor shows after the last `render` of a root, as ncurses puts
    /// it: `RootView.cursorLocation`; nil while it is hidden.
    public package(set) var cursor: Point?

    /// A blank screen; a negative width or height counts as zero.
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    /// The cell at column `x` of row `y`, both inside the screen.
    public private(set) subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(bounds.contains(Point(x: x, y: y)), "(\(x), \(y)) is off the screen")
            return cells[y * size.width + x]
        }
        set {
            precondition(bounds.contains(Point(x: x, y: y)), "(\(x), \(y)) is off the screen")
            cells[y * size.width + x] = newValue
        }
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }
    public var clip: Rect { bounds }

    /// Blanks every cell.
    public func clear() {
        cells = Array(repeating: .blank, count: cells.count)
    }

    /// Clears the screen and draws `root` and the views below it, each after its superview and
    /// its earlier siblings, so later ones end up on top. Views are opaque, as terminal windows
    /// are: each starts from blank cells over whatever lies below it. A hidden view is skipped with
    /// everything below it, and so is a view none of which shows (its subviews cannot show
    /// either), as the ncurses backend gives up its window. Each view draws through a canvas in its
    /// own coordinates clipped to the part of it that shows, where an animation shows it
    /// (`visibleSubtree(on:)`). `root` is drawn where it is: if it has a superview, at its
    /// absolute frame, clipped by its ancestors.
    public func render(_ root: View) {
        clear()
        cursor = (root as? RootView)?.cursorLocation
        for shown in root.visibleSubtree(on: bounds) {
            fill(shown.visible)
            shown.view.display(
                in: ViewCanvas(screen: self, frame: shown.frame, visible: shown.visible))
        }
    }

    /// Writes a grapheme at a cell of the screen. Like a terminal, it never leaves half a wide
    /// grapheme behind: a wide grapheme partly overwritten loses its other half to a space in
    /// that half's style.
    public func put(_ grapheme: String, width: Int, at cell: Point, style: TextStyle) {
        let last = Point(x: cell.x + width - 1, y: cell.y)
        precondition(
            width >= 1 && width <= 2 && bounds.contains(cell) && bounds.contains(last),
            "a grapheme \(width) wide does not fit the screen at \(cell)")
        for x in cell.x...last.x { splitWideGrapheme(at: Point(x: x, y: cell.y)) }
        self[cell.x, cell.y] = Cell(grapheme, style: style)
        if width == 2 { self[last.x, last.y] = Cell("", style: style) }
    }

    /// Blanks the other half of the wide grapheme `cell` is part of, if any.
    private func splitWideGrapheme(at cell: Point) {
        let (x, y) = (cell.x, cell.y)
        if self[x, y].isContinuation {
            self[x - 1, y].grapheme = " "
        }
        if x + 1 < size.width, self[x + 1, y].isContinuation {
            self[x + 1, y].grapheme = " "
        }
    }
}

/// One cell of a `Screen`.
public struct Cell: Hashable, Sendable {
    /// What the cell shows, as `Canvas.put` received it; empty in the right half of a wide
    /// grapheme, which the cell to its left shows.
    public var grapheme: String
    /// How the grapheme is drawn.
    public var style: TextStyle

    /// A cell showing `grapheme` in `style`.
    public init(_ grapheme: String, style: TextStyle = .plain) {
        self.grapheme = grapheme
        self.style = style
    }

    /// A space in the plain style: a cleared cell.
    public static let blank = Cell(" ")

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { grapheme.isEmpty }
}

/// A view's window onto the screen: view coordinates in, screen cells out.
private final class ViewCanvas: Canvas {
    private let screen: Screen
    private let origin: Point
    let bounds: Rect
    let clip: Rect

    /// `frame` and `visible` are in screen cells; `visible` lies inside both.
    init(screen: Screen, frame: Rect, visible: Rect) {
        self.screen = screen
        origin = frame.origin
        bounds = Rect(origin: .zero, size: frame.size)
        clip = visible.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }

    func put(_ grapheme: String, width: Int, at cell: Point, style: TextStyle) {
        screen.put(
            grapheme, width: width, at: Point(x: cell.x + origin.x, y: cell.y + origin.y),
            style: style)
    }
}
