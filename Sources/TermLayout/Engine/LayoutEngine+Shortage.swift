import Cassowary

/// What a layout gives up when the terminal is too small for it, told once for the log,
/// `termlayout frames`, `termlayout check` and an inspector. Required constraints always hold;
/// just below them every view's floor at 0, then the terminal's size and border, then the
/// guides. So a shortage squeezes views to nothing and no further: what gives way instead is
/// first a guide (a view's safe area or margins leave its insets, and views pinned to them
/// lose their room), then the terminal's size (the root outgrows it, clipping the views
/// beyond the screen). A floor loses only to required constraints that need a negative size
/// whatever the terminal's size.
extension LayoutEngine {
    /// The shortage at the last solve, or nil when the root has the terminal's size, every
    /// guide its view's insets, and no floor lost.
    func shortage() -> LayoutShortage? {
        let size = root.storedFrame.size
        let terminal = root.terminalSize
        let squeezed = lostFloors()
        let guides = yieldedGuides().map(describe)
        guard size != terminal || !squeezed.isEmpty || !guides.isEmpty else { return nil }
        var constraints: [LayoutConstraint] = []
        var causes: [String] = []
        var seen = Set<ObjectIdentifier>()
        let variables = root.layoutVariables
        for (variable, needed, available) in [
            (variables.width, size.width, terminal.width),
            (variables.height, size.height, terminal.height),
        ] where needed != available {
            for case .constraint(let constraint) in solver.explanation(of: variable).tight
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                if case .layout(let owner) = owners[ObjectIdentifier(constraint)] {
                    constraints.append(owner)
                } else {
                    causes.append(describe(constraint))
                }
            }
        }
        return LayoutShortage(
            size: size, terminalSize: terminal, constraints: constraints, engineCauses: causes,
            yieldedGuides: guides, lostFloors: squeezed)
    }

    /// The guides' constraints the last solve broke, in tree order (a view's safe area, then
    /// its margins); cheap when every guide holds, as at every solve that fits.
    func yieldedGuides() -> [Constraint] {
        let holds = { (constraint: Constraint) -> Bool in
            guard let value = self.residual(of: constraint) else { return true }
            return switch constraint.relation {
            case .equal: abs(value) < 1e-6
            case .greaterThanOrEqual: value > -1e-6
            case .lessThanOrEqual: value < 1e-6
            }
        }
        guard !guideConstraints.values.allSatisfy({ $0.constraints.allSatisfy(holds) }) else {
            return []
        }
        return root.subtree.flatMap { view in
            [view.safeAreaLayoutGuide, view.layoutMarginsGuide].flatMap {
                (guideConstraints[ObjectIdentifier($0)]?.constraints ?? []).filter { !holds($0) }
            }
        }
    }

    /// The floors the last solve broke, in tree order, as the engine names them.
    private func lostFloors() -> [String] {
        guard !squeezedViews.isEmpty else { return [] }
        return root.subtree.filter { squeezedViews[ObjectIdentifier($0)] != nil }.flatMap {
            view in
            (sizeFloors[ObjectIdentifier(view)] ?? []).filter { (residual(of: $0) ?? 0) < -1e-6 }
                .map(describe)
        }
    }
}

/// A terminal too small for a layout's required constraints: what the engine gave up for them.
/// See `RootView.layoutShortage`.
public struct LayoutShortage {
    /// The size the root takes: the terminal's, unless required constraints hold it at another.
    public let size: Size
    /// The terminal's size.
    public let terminalSize: Size
    /// When `size` is not the terminal's, the active layout constraints that hold the root at
    /// it, as the solver explains it: lowering the priority of one lets the layout fit. These
    /// are the constraints a shortage breaks.
    public let constraints: [LayoutConstraint]
    /// The engine's own constraints among those, in words: a view's `width >= 0`, the root's
    /// place.
    public let engineCauses: [String]
    /// The guides that left their views' insets, such as `root.safeArea.height, kept by the
    /// engine`: required constraints pinned views to them that would otherwise be narrower or
    /// lower than nothing, and views pinned to them (a bar in the border) lose their room.
    public let yieldedGuides: [String]
    /// The floors that lost, such as `box's width >= 0`: views that required constraints alone
    /// (`a.width == -1`) make narrower or lower than nothing, whatever the terminal's size;
    /// they show empty.
    public let lostFloors: [String]
    /// A paragraph for each part, as the log shows it.
    public let description: String

    @MainActor
    init(
        size: Size, terminalSize: Size, constraints: [LayoutConstraint], engineCauses: [String],
        yieldedGuides: [String], lostFloors: [String]
    ) {
        self.size = size
        self.terminalSize = terminalSize
        self.constraints = constraints
        self.engineCauses = engineCauses
        self.yieldedGuides = yieldedGuides
        self.lostFloors = lostFloors
        var lines: [String] = []
        if size != terminalSize {
            let clipped =
                size.width > terminalSize.width || size.height > terminalSize.height
                ? "; views beyond it are clipped" : ""
            lines.append(
                "required constraints need \(size) but the terminal is \(terminalSize)\(clipped)."
                    + " Lower the priority of:")
            lines += constraints.map { "  \($0)" } + engineCauses.map { "  (\($0))" }
        }
        if !yieldedGuides.isEmpty {
            lines.append(
                "at \(terminalSize), required constraints move these guides off their views'"
                    + " insets, so that no view is narrower or lower than nothing:")
            lines += yieldedGuides.map { "  \($0)" }
        }
        if !lostFloors.isEmpty {
            lines.append(
                "required constraints make these views narrower or lower than nothing at any"
                    + " size; they show empty:")
            lines += lostFloors.map { "  \($0)" }
        }
        description = lines.joined(separator: "\n")
    }
}
