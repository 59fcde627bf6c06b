import Cassowary
import TermLayout

/// A long form described by format strings, to weigh parsing against solving: N strings of
/// Visual Format Language and equations, five per row of the form.
///
/// The root (`120 × (4R + 2)`, pinned at the origin, its safe area inset by one cell on every
/// side) holds R = ⌈N / 5⌉ rows; row `i` has a label `l<i>`, a field `f<i>`, a button `b<i>`
/// and a badge `k<i>` centred over the field. Each row's formats are parsed with a views
/// dictionary of that row's views and the label above (`NSDictionaryOfVariableBindings`
/// style) and one small metrics dictionary:
///
/// 1. the row across, with `.alignAllCenterY`; four variants in turn, with `|` or `|>`/`<|`
///    edges, standard, number, metric and predicate gaps, and size predicates with priorities,
///    e.g. `H:|-[l4(>=8@750)]-[f4(>=10,<=wide@500)]-gap-[b4(>=1,==l4@low)]-|`;
/// 2. the label down from the label above: `V:|>-[l0(1)]`, `V:[l3]-rowGap-[l4(1)]`,
///    `V:[l4]-(>=0,==1@750)-[l5(==1)]` or `V:[l5][l6(1)]`; the last row ends `-(>=1)-|`;
/// 3. heights: `f4.height == l4.height; b4.height == l4.height` (odd rows add
///    `; b5.bottom <= |`);
/// 4. `k4.center == f4.center`;
/// 5. the badge's size: `k4.width == f4.width * 0.5 + 2 @750; k4.height == 1` on even rows,
///    `k5.size == f5.size * 0.5 @low` on odd ones.
///
/// With `sharedViews`, every format is parsed with one dictionary of all the views instead, as
/// code that keeps one dictionary per screen does; the strings and constraints are the same.
///
/// Every required constraint can hold together (no label or button must be wider than 1 nor
/// any field than 10, and the window is wide and tall enough); the non-required ones conflict
/// (a row cannot give every view its preferred width), as in a real form.
@MainActor
public final class FormatsScenario {
    /// Format strings.
    public let count: Int
    /// Rows, `⌈count / 5⌉`.
    public let rows: Int
    /// Whether every format gets the dictionary of all views rather than its row's.
    public let sharedViews: Bool
    public let root = View(identifier: "root")
    public static let metrics: [String: Double] = ["gap": 2, "wide": 60, "low": 250, "rowGap": 1]
    /// Each format string with the options and the views dictionary it is parsed with.
    public let formats: [(format: String, options: VisualFormatOptions, views: [String: View])]
    /// The window, as solver constraints: the root at the origin at `120 × (4R + 2)` and its
    /// safe area one cell inside it.
    public let window: [Constraint]
    /// What `parse()` built, in format order.
    public private(set) var layoutConstraints: [LayoutConstraint] = []
    /// What `lower()` made of `layoutConstraints`, in the same order.
    public private(set) var solverConstraints: [Constraint] = []

    /// The views and the strings; nothing is parsed yet.
    public init(count: Int, sharedViews: Bool = false) {
        self.count = count
        self.sharedViews = sharedViews
        rows = (count + 4) / 5
        var formats: [(format: String, options: VisualFormatOptions, views: [String: View])] = []
        formats.reserveCapacity(count)
        var labelAbove: View?
        for row in 0..<rows {
            let (l, f, b, k) = ("l\(row)", "f\(row)", "b\(row)", "k\(row)")
            var views: [String: View] = [:]
            for name in [l, f, b, k] {
                let view = View(identifier: name)
                // A new view is never an ancestor of the root: this cannot throw.
                try! root.addSubview(view)
                views[name] = view
            }
            let above = "l\(row - 1)"
            if let labelAbove { views[above] = labelAbove }
            labelAbove = views[l]

            let across =
                switch row % 4 {
                case 0: "H:|-[\(l)(>=8@750)]-[\(f)(>=10,<=wide@500)]-gap-[\(b)(>=1,==\(l)@low)]-|"
                case 1: "H:|>-[\(l)(>=8@750)]-2-[\(f)(>=10)]-[\(b)(>=1,==\(l)@250)]-<|"
                case 2:
                    "H:|-1-[\(l)(>=1,==12@low)]-(>=1,==2@750)-[\(f)(>=10,<=wide@500)]"
                        + "-[\(b)(==8@500)]-1-|"
                default: "H:|>[\(l)(>=8@750)]-[\(f)(>=10)]-gap-[\(b)(>=1,==\(l)@250)]<|"
                }
            var down =
                switch row % 3 {
                case _ where row == 0: "V:|>-[\(l)(1)]"
                case 1: "V:[\(above)]-rowGap-[\(l)(1)]"
                case 2: "V:[\(above)]-(>=0,==1@750)-[\(l)(==1)]"
                default: "V:[\(above)][\(l)(1)]"
                }
            if row == rows - 1 { down += "-(>=1)-|" }
            var heights = "\(f).height == \(l).height; \(b).height == \(l).height"
            if row % 2 == 1 { heights += "; \(b).bottom <= |" }
            let badgeSize =
                row % 2 == 0
                ? "\(k).width == \(f).width * 0.5 + 2 @750; \(k).height == 1"
                : "\(k).size == \(f).size * 0.5 @low"
            let rowFormats: [(String, VisualFormatOptions)] = [
                (across, .alignAllCenterY), (down, []), (heights, []),
                ("\(k).center == \(f).center", []), (badgeSize, []),
            ]
            for (format, options) in rowFormats.prefix(count - formats.count) {
                formats.append((format, options, views))
            }
        }
        if sharedViews {
            var allViews: [String: View] = [:]
            for view in root.subviews { allViews[view.identifier!] = view }
            formats = formats.map { ($0.format, $0.options, allViews) }
        }
        self.formats = formats

        let frame = root.layoutVariables
        let safe = root.safeAreaLayoutGuide.layoutVariables
        window = [
            frame.left == 0, frame.top == 0, frame.width == 120,
            frame.height == Double(4 * rows + 2),
            safe.left == frame.left + 1, safe.top == frame.top + 1,
            safe.width == frame.width - 2, safe.height == frame.height - 2,
        ]
    }

    /// Parses every format and builds its layout constraints, into `layoutConstraints`.
    public func parse() throws(FormatError) {
        var constraints: [LayoutConstraint] = []
        for (format, options, views) in formats {
            constraints += try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: Self.metrics, views: views)
        }
        layoutConstraints = constraints
    }

    /// Lowers `layoutConstraints` to solver constraints, into `solverConstraints`.
    public func lower() {
        solverConstraints = layoutConstraints.map { $0.solverConstraint()! }
    }

    /// Adds the window, then `solverConstraints` in order, to `solver` (a fresh one).
    public func add(to solver: Solver) throws(SolverError) {
        for constraint in window {
            try solver.addConstraint(constraint)
        }
        for constraint in solverConstraints {
            try solver.addConstraint(constraint)
        }
    }
}
