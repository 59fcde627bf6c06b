import Cassowary

/// Keeps one solver in step with a root's view tree: active constraints, frames of views that
/// translate them, the safe-area and margins guides, and the terminal size and unsafe border
/// as edit variables. A resize is `suggestValue` plus a re-solve, never a rebuild.
@MainActor
final class LayoutEngine {
    unowned let root: RootView
    let solver = Solver()
    /// The unsafe border's four insets, edited like the terminal size.
    let border = (
        top: Variable("border.top"), left: Variable("border.left"),
        bottom: Variable("border.bottom"), right: Variable("border.right")
    )
    /// The engine's own priorities sit above every priority a user can give (1...999) and below
    /// required, in this order: every view's size floor, so that no view is narrower or lower
    /// than nothing at any terminal size; the terminal's size and border, facts unless the
    /// floors need more; guides, which follow their views and give way first.
    static let sizeFloorStrength = Strength(priority: 999.99)
    static let terminalStrength = Strength(priority: 999.95)
    static let internalStrength = Strength(priority: 999.9)

    /// The solver constraint of each active layout constraint in the solver.
    var solverConstraints: [ObjectIdentifier: Constraint] = [:]
    /// The active constraints on a baseline, whose constants follow their views' `textRows`.
    var baselineConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    /// What each solver constraint stands for, to name it in reports: a layout constraint, or
    /// a sentence for the engine's own.
    var owners: [ObjectIdentifier: Owner] = [:]
    /// The four constraints that hold a translating view at its frame.
    var frameConstraints: [ObjectIdentifier: FrameConstraints] = [:]
    /// The four constraints that place a safe-area or margins guide inside its view.
    var guideConstraints: [ObjectIdentifier: GuideConstraints] = [:]
    /// The hugging and compression constraints of views with an intrinsic size.
    var intrinsicConstraints: [ObjectIdentifier: IntrinsicConstraints] = [:]
    /// The `width >= 0` and `height >= 0` of the views in the tree that a solve gave a
    /// negative size; the others need none (`+Floors`).
    var sizeFloors: [ObjectIdentifier: [Constraint]] = [:]
    /// Set by every change the next solve must take in; each change asks the root for a frame.
    var needsSolve = true {
        didSet { if needsSolve { root.requestFrame() } }
    }
    /// Whether the last solve gave the root the terminal's size, every guide its view's insets
    /// and every view a size of 0 or more: no shortage.
    var rootFits = true
    /// Whether the last solve holds at the terminal's size: the root its size, no view of
    /// negative size, every guide where its view's insets put it.
    var layoutHolds = true
    /// The views the last solves gave a negative width or height, held weakly.
    var squeezedViews: [ObjectIdentifier: WeakView] = [:]
    /// Views whose frame the next solve reads from the solver even if the change list does not
    /// name them: views that joined the tree (their sizes then decide their floors), and views
    /// whose frame was set by hand.
    var framesToRead: Set<ObjectIdentifier> = []
    /// The minimum sizes asked for since the constraints or the border last changed, by view.
    var minimumSizes: [MinimumSizeQuery: Size] = [:]
    var minimumSizeKey: MinimumSizeKey?
    /// How many of the solver's revisions were frames moved in place (`frameDidChange`).
    var frameMoves = 0
    /// The ids of the variables the solver's last change list names, kept between solves so
    /// that a resize does not allocate it again.
    var changedVariables: Set<Int> = []
    /// The tree in the order a layout pass walks it, once made (`+TreeOrder`).
    var madeTreeOrder: SubtreeOrder?

    /// The active constraints with a size condition, in the order they were activated,
    /// whether their condition holds (they are then in `solverConstraints`) or not.
    var conditionalConstraints: [LayoutConstraint] = []
    /// Set once a view of the tree has a `shownWhen`, so that a tree without one is never
    /// walked for them.
    var viewsHaveConditions = false
    /// The terminal's size at the last solve under conditions, nil before the first: a pass at
    /// another size whose conditions switch is a `SizeTransition`.
    var lastSolvedSize: Size?
    /// Conditional constraints activated since the last pass: switched in or out the first
    /// time, they cross no threshold, so they alone make no transition.
    var arrivingConditionals: Set<ObjectIdentifier> = []
    /// A transition the app asked to animate, started once the pass is over.
    var pendingTransition: PendingTransition?

    enum Owner {
        case layout(LayoutConstraint)
        case engine(String)
        /// A view's `width >= 0` or `height >= 0`, named only when asked: a layout adds two
        /// for every view, and building their sentences up front cost a tenth of a build.
        case sizeFloor(WeakView, LayoutAttribute.Axis)
    }

    /// A view the engine keeps track of without keeping it alive: the root noted among its
    /// own squeezed or floored views would keep itself alive through its engine, as a layout
    /// constraint's items are weak for the same reason.
    struct WeakView {
        weak var view: View?
    }

    init(root: RootView) {
        self.root = root
        let variables = root.layoutVariables
        let size = root.terminalSize
        addEngineConstraint(
            Constraint(LinearExpression(variables.left), .equal), "root.left == 0")
        addEngineConstraint(Constraint(LinearExpression(variables.top), .equal), "root.top == 0")
        for (variable, value) in [
            (variables.width, size.width), (variables.height, size.height),
            (border.top, root.unsafeBorder.top), (border.left, root.unsafeBorder.left),
            (border.bottom, root.unsafeBorder.bottom), (border.right, root.unsafeBorder.right),
        ] {
            try! solver.addEditVariable(variable, strength: Self.terminalStrength)
            try! solver.suggestValue(Double(value), for: variable)
        }
    }

    /// Adds one of the engine's own required constraints; they never conflict with each other,
    /// and user constraints are added after them, so a refusal here is a bug.
    func addEngineConstraint(_ constraint: Constraint, _ description: String) {
        try! solver.addConstraint(constraint)
        owners[ObjectIdentifier(constraint)] = .engine(description)
    }

    func setNeedsSolve() { needsSolve = true }

    // MARK: The terminal

    func terminalSizeDidChange(to size: Size) {
        let variables = root.layoutVariables
        try! solver.suggestValue(Double(size.width), for: variables.width)
        try! solver.suggestValue(Double(size.height), for: variables.height)
        needsSolve = true
    }

    func unsafeBorderDidChange(to insets: EdgeInsets) {
        try! solver.suggestValue(Double(insets.top), for: border.top)
        try! solver.suggestValue(Double(insets.left), for: border.left)
        try! solver.suggestValue(Double(insets.bottom), for: border.bottom)
        try! solver.suggestValue(Double(insets.right), for: border.right)
        needsSolve = true
    }

    // MARK: Reports

    /// Reports a constraint the engine could not honour, with what it conflicts with.
    func report(_ what: String, _ constraint: LayoutConstraint, conflicts: [Constraint]) {
        var lines = ["\(what): \(constraint)"]
        if !conflicts.isEmpty {
            lines.append("it conflicts with:")
            lines += conflicts.map { "  " + describe($0) }
        }
        root.log(lines.joined(separator: "\n"))
    }

    /// A solver constraint as the layout knows it: the layout constraint's canonical form, or
    /// the engine's sentence for one of its own.
    func describe(_ constraint: Constraint) -> String {
        switch owners[ObjectIdentifier(constraint)] {
        case .layout(let owner): owner.description
        case .engine(let sentence): sentence
        case .sizeFloor(let floored, let axis):
            "\(floored.view?.layoutName(viewName: nil) ?? "a view that left")'s"
                + " \(axis == .horizontal ? "width" : "height") >= 0"
        case nil: constraint.description
        }
    }
}
