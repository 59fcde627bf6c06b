import Cassowary

/// The smallest size a view can take, asked of the solver on a copy: the view's width and then
/// its height pulled to 0 just below the engine's own constraints (guides, size floors, the
/// unsafe border), so that they hold as the required ones do, and above every priority a user
/// can give, so that those give way. The terminal's size is let go (pulled to 0 last, for a
/// view other than the root), and every view's width and height are held at 0 or more (by its
/// floor, above the pulls; a view without floors, as required, by a bound the copy adds only
/// once its answer is below 0, as `+Floors` adds floors, for the same reason): a size too
/// small for the layout must not pass for large enough by giving a view a negative width.
///
/// Under size conditions the constraints in force depend on the terminal's size: its
/// thresholds cut the sizes into regions where no condition switches, each region is asked
/// with its own constraints and its bounds held, and the smallest answer wins, the narrowest
/// width first, then the lowest height. A condition on a view's size counts as it holds now.
extension LayoutEngine {
    static let minimumWidthStrength = Strength(priority: 999.7)
    static let minimumHeightStrength = Strength(priority: 999.6)
    static let terminalReleaseStrength = Strength(priority: 0.001)

    /// `view.minimumSize`, over every region of sizes when `acrossConditions`, else under the
    /// conditions that hold now: kept until the constraints, the conditional constraints'
    /// constants or the unsafe border change; frames moved in place (a list's rows, as it
    /// scrolls) do not count as a change.
    func minimumSize(of view: View, acrossConditions: Bool) -> Size {
        let key = MinimumSizeKey(
            revision: solver.revision - frameMoves, border: root.unsafeBorder,
            conditions: conditionalConstraints.map {
                ConditionalState(
                    id: ObjectIdentifier($0), constant: $0.constant, condition: $0.condition)
            })
        if key != minimumSizeKey { (minimumSizes, minimumSizeKey) = ([:], key) }
        let query = MinimumSizeQuery(
            view: ObjectIdentifier(view), acrossConditions: acrossConditions)
        if let known = minimumSizes[query] { return known }
        var least: Size?
        if acrossConditions {
            for region in conditionRegions() {
                guard let size = minimumSize(of: view, in: region) else { continue }
                if let smallest = least,
                    (smallest.width, smallest.height) <= (size.width, size.height)
                {
                    continue
                }
                least = size
            }
        }
        let size = least ?? minimumSize(of: view, in: nil)!
        minimumSizes[query] = size
        return size
    }

    /// The view's minimum with the constraints `region` puts in force and the terminal held
    /// inside it, nil if no size in it allows them; nil `region` is the constraints in force now.
    private func minimumSize(of view: View, in region: SizeRegion?) -> Size? {
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
        // Views whose floors are in the solver need no other: they rank above the pulls.
        let flooring = root.subtree.filter { sizeFloors[ObjectIdentifier($0)] == nil }.flatMap {
            [$0.layoutVariables.width, $0.layoutVariables.height]
        }
        var holding: [Constraint] = []
        var removing: [Constraint] = []
        if let region {
            let switches = switches(in: region)
            holding += switches.adding
            removing = switches.removing
            // Last, so that a region the constraints cannot fit in refuses its bounds.
            holding += region.bounds(width: terminal.width, height: terminal.height)
        }
        let values = solver.values(
            pulling: targets, holding: holding, removing: removing, flooring: flooring)
        // Solutions are exact up to rounding noise; a hair above a whole cell is that cell.
        let cells = values.map { Int(($0 - 1e-6).rounded(.up)) }
        let terminalCells = view === root ? cells : Array(cells.suffix(2))
        if let region, !region.contains(Size(width: terminalCells[0], height: terminalCells[1])) {
            return nil
        }
        let least = view === root ? 1 : 0
        return Size(width: max(least, cells[0]), height: max(least, cells[1]))
    }

    /// The conditional constraints to add to the solver's and to take out of it for the
    /// constraints in force in `region`.
    private func switches(in region: SizeRegion) -> (adding: [Constraint], removing: [Constraint]) {
        var adding: [Constraint] = []
        var removing: [Constraint] = []
        for (constraint, holds) in conditionSwitches(atTerminalSize: region.smallest).constraints {
            if !holds, let inSolver = solverConstraints[ObjectIdentifier(constraint)] {
                removing.append(inSolver)
            } else if holds,
                let lowered = constraint.solverConstraint(direction: root.layoutDirection)
            {
                adding.append(lowered)
            }
        }
        return (adding, removing)
    }

    /// The regions the terminal's thresholds in the conditions cut the sizes into, widths
    /// and heights each from 0 to no end.
    private func conditionRegions() -> [SizeRegion] {
        var cuts = Self.terminalCuts(of: conditionalConstraints.compactMap(\.condition))
        cuts.widths.insert(0)
        cuts.heights.insert(0)
        let ranges = { (cuts: Set<Int>) -> [ClosedRange<Int>] in
            let starts = cuts.filter { $0 >= 0 }.sorted()
            return starts.indices.map { index in
                starts[index]...(index + 1 < starts.count ? starts[index + 1] - 1 : Int.max)
            }
        }
        return ranges(cuts.widths).flatMap { widths in
            ranges(cuts.heights).map { SizeRegion(widths: widths, heights: $0) }
        }
    }

    /// The first widths and heights of the terminal at which one of `conditions` starts or
    /// stops holding.
    static func terminalCuts(of conditions: [SizeCondition]) -> (
        widths: Set<Int>, heights: Set<Int>
    ) {
        var cuts = (widths: Set<Int>(), heights: Set<Int>())
        for bound in conditions.flatMap(\.bounds) where bound.subject == .terminal {
            let edges = [bound.lower] + (bound.upper < Int.max ? [bound.upper + 1] : [])
            if bound.axis == .horizontal {
                cuts.widths.formUnion(edges)
            } else {
                cuts.heights.formUnion(edges)
            }
        }
        return cuts
    }

    /// Terminal sizes over which no condition switches.
    private struct SizeRegion {
        var widths: ClosedRange<Int>
        var heights: ClosedRange<Int>

        var smallest: Size { Size(width: widths.lowerBound, height: heights.lowerBound) }

        func contains(_ size: Size) -> Bool {
            widths.contains(size.width) && heights.contains(size.height)
        }

        /// Required constraints that hold the terminal's `width` and `height` inside.
        func bounds(width: Variable, height: Variable) -> [Constraint] {
            var bounds: [Constraint] = []
            for (variable, range) in [(width, widths), (height, heights)] {
                if range.lowerBound > 0 {
                    bounds.append(
                        Constraint(
                            LinearExpression([Term(variable)], constant: -Double(range.lowerBound)),
                            .greaterThanOrEqual))
                }
                if range.upperBound < Int.max {
                    bounds.append(
                        Constraint(
                            LinearExpression([Term(variable)], constant: -Double(range.upperBound)),
                            .lessThanOrEqual))
                }
            }
            return bounds
        }
    }

    /// What minimum sizes depend on besides the terminal's size, which they do not.
    struct MinimumSizeKey: Equatable {
        var revision: Int
        var border: EdgeInsets
        var conditions: [ConditionalState]
    }

    /// What of a conditional constraint the solver may not know: out of it, its constant
    /// can change unseen.
    struct ConditionalState: Equatable {
        var id: ObjectIdentifier
        var constant: Double
        var condition: SizeCondition?
    }

    /// One view's minimum, across the conditions or under those that hold now.
    struct MinimumSizeQuery: Hashable {
        var view: ObjectIdentifier
        var acrossConditions: Bool
    }
}
