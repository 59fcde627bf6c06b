/// The standard spacing that `-` stands for in a visual format, in cells.
public struct StandardSpacing: Hashable, Sendable {
    /// Between two sibling views: `[a]-[b]`.
    public var betweenSiblings: Double
    /// Between a view and its superview's edge or safe area: `|-[a]`.
    public var toEdge: Double

    /// Spacing of `betweenSiblings` cells between views and `toEdge` cells to an edge; one cell
    /// each unless given.
    public init(betweenSiblings: Double = 1, toEdge: Double = 1) {
        self.betweenSiblings = betweenSiblings
        self.toEdge = toEdge
    }

    /// One cell everywhere: a terminal's natural gap.
    public static let standard = StandardSpacing()
}
