import Cassowary

/// What a layout gives up when the terminal is too small for it, told once for the log,
/// `termlayout frames`, `termlayout check` and an inspector. Required constraints always hold;
/// below them come the terminal's size, then the guides, then every view's floor at 0. So a
/// shortage first squeezes views to nothing, then below it (their floors lose, and they show
/// empty), and only required constraints wider or taller than the terminal make the root
/// outgrow it, clipping the views beyond the screen.
extension LayoutEngine {
    /// The shortage at the last solve, or nil when the root has the terminal's size and no
    /// floor lost.
    func shortage() -> LayoutShortage? {
        let size = root.storedFrame.size
        let terminal = root.terminalSize
        let squeezed = lostFloors()
        guard size != terminal || !squeezed.isEmpty else { return nil }
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
            lostFloors: squeezed)
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
    /// The floors that lost, such as `box's width >= 0`: the views the required constraints
    /// would make narrower or lower than nothing, which show empty.
    public let lostFloors: [String]
    /// A paragraph for each part, as the log shows it.
    public let description: String

    @MainActor
    init(
        size: Size, terminalSize: Size, constraints: [LayoutConstraint], engineCauses: [String],
        lostFloors: [String]
    ) {
        self.size = size
        self.terminalSize = terminalSize
        self.constraints = constraints
        self.engineCauses = engineCauses
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
        if !lostFloors.isEmpty {
            lines.append(
                "at \(terminalSize), required constraints would make these views narrower or"
                    + " lower than nothing; they show empty:")
            lines += lostFloors.map { "  \($0)" }
        }
        description = lines.joined(separator: "\n")
    }
}
