import Cassowary

/// The smallest size a view can take, asked of the solver on a copy: the view's width and then
/// its height pulled to 0 just below the engine's own constraints (guides, size floors, the
/// unsafe border), so that they hold as the required ones do, and above every priority a user
/// can give, so that those give way. The terminal's size is let go (pulled to 0 last, for a
/// view other than the root), and every view's width and height are held at 0 or more: a
/// size too small for the layout must not pass for large enough by giving a view a negative
/// width.
extension LayoutEngine {
    static let minimumWidthStrength = Strength(priority: 999.7)
    static let minimumHeightStrength = Strength(priority: 999.6)
    static let terminalReleaseStrength = Strength(priority: 0.001)

    /// `view.minimumSize`: kept until the constraints or the unsafe border change; frames
    /// moved in place (a list's rows, as it scrolls) do not count as a change.
    func minimumSize(of view: View) -> Size {
        let key = MinimumSizeKey(revision: solver.revision - frameMoves, border: root.unsafeBorder)
        if key != minimumSizeKey { (minimumSizes, minimumSizeKey) = ([:], key) }
        if let known = minimumSizes[ObjectIdentifier(view)] { return known }
        let own = view.layoutVariables
        let terminal = root.layoutVariables
        var targets = [
            (own.width, 0.0, Self.minimumWidthStrength),
            (own.height, 0.0, Self.minimumHeightStrength),
        ]
        if view !== root {
            targets += [
                (terminal.width, 0, Self.terminalReleaseStrength),
                (terminal.height, 0, Self.terminalReleaseStrength),
            ]
        }
        let floors = root.subtree.flatMap { view in
            let own = view.layoutVariables
            return [own.width, own.height].map {
                Constraint(LinearExpression($0), .greaterThanOrEqual)
            }
        }
        let values = solver.values(pulling: targets, holding: floors)
        // Solutions are exact up to rounding noise; a hair above a whole cell is that cell.
        let least = view === root ? 1 : 0
        let cells = values.prefix(2).map { max(least, Int(($0 - 1e-6).rounded(.up))) }
        let size = Size(width: cells[0], height: cells[1])
        minimumSizes[ObjectIdentifier(view)] = size
        return size
    }

    /// What minimum sizes depend on besides the terminal's size, which they do not.
    struct MinimumSizeKey: Equatable {
        var revision: Int
        var border: EdgeInsets
    }
}
