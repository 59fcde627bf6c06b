import Cassowary

/// Something constraints can refer to: a view or a layout guide. Each owns four solver
/// variables; every attribute is a linear expression of them.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to: a view itself, or a guide's owning view
    /// (nil for a guide not yet added to a view).
    var owningView: View? { get }
    /// The item's solver variables, in screen coordinates.
    var layoutVariables: LayoutVariables { get }
    /// How the item is named in a constraint's description, given the name its view had in a
    /// views dictionary, if any.
    func layoutName(viewName: String?) -> String
}

/// The four variables that place an item: everything else is derived from them, so
/// `right == left + width` holds by construction rather than by constraint.
public struct LayoutVariables: Sendable {
    /// The x position of the left edge, in cells from the root's left edge.
    public let left: Variable
    /// The y position of the top edge, in rows from the root's top edge.
    public let top: Variable
    /// The width in cells.
    public let width: Variable
    /// The height in rows.
    public let height: Variable

    init() {
        left = Variable()
        top = Variable()
        width = Variable()
        height = Variable()
    }
}
