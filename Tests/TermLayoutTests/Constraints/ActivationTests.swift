import TermLayout
import Testing

@Suite("Activating constraints")
@MainActor
struct ActivationTests {
    @Test("a constraint on one view is installed on that view; between two, on their ancestor")
    func hosts() throws {
        let scene = Scene("a", "b")
        let width = scene["a"].widthAnchor.constraint(equalToConstant: 3)
        let gap = scene["b"].leadingAnchor.constraint(equalTo: scene["a"].trailingAnchor)
        let safe = scene["a"].topAnchor.constraint(
            equalTo: scene.root.safeAreaLayoutGuide.topAnchor)
        try LayoutConstraint.activate([width, gap, safe])
        #expect(width.installedView === scene["a"])
        #expect(gap.installedView === scene.root)
        #expect(safe.installedView === scene.root)
        LayoutConstraint.deactivate([gap])
        #expect(!gap.isActive && gap.installedView == nil)
        #expect(scene.root.constraints.count == 1)
    }

    @Test("activation is all or nothing")
    func allOrNothing() throws {
        let scene = Scene("a")
        let stranger = View(identifier: "stranger")
        let good = scene["a"].widthAnchor.constraint(equalToConstant: 3)
        let bad = scene["a"].widthAnchor.constraint(equalTo: stranger.widthAnchor)
        #expect(throws: ActivationError.self) { try LayoutConstraint.activate([good, bad]) }
        #expect(!good.isActive)
    }

    @Test(
        "a constraint that cannot be activated says which items and why",
        arguments: [
            ActivationCase.noCommonAncestor, .unownedGuide, .nonFinite, .locationConstant,
            .crossedAxes,
        ])
    func refused(_ testCase: ActivationCase) throws {
        let (constraint, items) = testCase.constraint()
        let error = #expect(throws: ActivationError.self) { try constraint.activate() }
        withExtendedLifetime(items) {}
        #expect(error?.reason == testCase.reason)
        #expect(error?.description == testCase.description)
    }

    @Test("removing a view from its superview deactivates its constraints to the outside")
    func removalDeactivates() throws {
        let scene = Scene("a", "b")
        let inner = View(identifier: "inner")
        try scene["a"].addSubview(inner)
        let outside = try LayoutConstraint.constraints(
            withVisualFormat: "[a]-[b];inner.width == b.width",
            views: scene.views.merging(["inner": inner]) { a, _ in a })
        let within = inner.widthAnchor.constraint(equalTo: scene["a"].widthAnchor)
        try LayoutConstraint.activate(outside + [within])
        scene["a"].removeFromSuperview()
        #expect(outside.allSatisfy { !$0.isActive })
        #expect(within.isActive)
    }

    @Test("a view cannot be added to itself or below itself")
    func cycles() throws {
        let scene = Scene("a")
        let child = View(identifier: "child")
        try scene["a"].addSubview(child)
        #expect(throws: HierarchyError.cycle(superview: "child", subview: "root")) {
            try child.addSubview(scene.root)
        }
        #expect(throws: HierarchyError.cycle(superview: "a", subview: "a")) {
            try scene["a"].addSubview(scene["a"])
        }
        #expect(child.superview === scene["a"])
        #expect(scene.root.superview == nil)
    }
}

@MainActor
enum ActivationCase: Sendable, CaseIterable {
    case noCommonAncestor, unownedGuide, nonFinite, locationConstant, crossedAxes

    /// The constraint, and the items it refers to: a constraint holds its items weakly.
    func constraint() -> (LayoutConstraint, [AnyObject]) {
        let a = View(identifier: "a")
        let b = View(identifier: "b")
        let guide = LayoutGuide(identifier: "gutter")
        return (constraint(a, b, guide), [a, b, guide])
    }

    private func constraint(_ a: View, _ b: View, _ guide: LayoutGuide) -> LayoutConstraint {
        switch self {
        case .noCommonAncestor: return a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        case .unownedGuide: return a.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        case .nonFinite: return a.widthAnchor.constraint(equalToConstant: .nan)
        case .locationConstant:
            return LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, constant: 4)
        case .crossedAxes:
            return LayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: a, attribute: .top)
        }
    }

    var reason: ActivationError.Reason {
        switch self {
        case .noCommonAncestor: .noCommonAncestor
        case .unownedGuide: .notInHierarchy
        case .nonFinite: .nonFiniteNumber
        case .locationConstant, .crossedAxes: .invalidAttributes
        }
    }

    var description: String {
        switch self {
        case .noCommonAncestor:
            "cannot activate 'a.leading == b.trailing': 'a' and 'b' have no common ancestor; add"
                + " both to the same view hierarchy before activating"
        case .unownedGuide:
            "cannot activate 'a.leading == gutter.trailing': 'gutter' is a layout guide that no"
                + " view owns, so it is in no hierarchy and cannot be related to 'a'; add it to a"
                + " view with addLayoutGuide(_:) first"
        case .nonFinite:
            "cannot activate 'a.width == nan': its multiplier and constant must be finite"
                + " numbers, not 1 and nan"
        case .locationConstant:
            "cannot activate 'a.left == 4': 'left' is a location, and a location cannot equal a"
                + " constant; relate it to another item's attribute"
        case .crossedAxes:
            "cannot activate 'a.left == a.top': 'left' is horizontal but 'top' is vertical;"
                + " relate locations on the same axis"
        }
    }
}
