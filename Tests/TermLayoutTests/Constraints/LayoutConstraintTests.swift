import TermLayout
import Testing

@Suite("LayoutConstraint")
@MainActor
struct LayoutConstraintTests {
    @Test("the canonical description leaves out * 1, + 0 and @1000")
    func canonicalDescription() throws {
        let scene = Scene("a", "b")
        let a = scene["a"]
        let b = scene["b"]
        let cases: [(LayoutConstraint, String)] = [
            (
                LayoutConstraint(
                    item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width),
                "a.width == b.width"
            ),
            (
                LayoutConstraint(
                    item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: b,
                    attribute: .height, multiplier: 0.5, constant: -2, priority: .defaultHigh),
                "a.width <= b.height * 0.5 - 2 @750"
            ),
            (
                LayoutConstraint(
                    item: a, attribute: .height, relatedBy: .greaterThanOrEqual, constant: 2.25),
                "a.height >= 2.25"
            ),
            (
                LayoutConstraint(
                    item: scene.root.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal,
                    toItem: b, attribute: .bottom, constant: 1),
                "root.safeArea.bottom == b.bottom + 1"
            ),
            (
                LayoutConstraint(
                    item: a.layoutMarginsGuide, attribute: .left, relatedBy: .equal, toItem: a,
                    attribute: .left, constant: 1e20),
                "a.margins.left == a.left + 1e+20"
            ),
        ]
        for (constraint, expected) in cases {
            #expect(constraint.description == expected)
        }
    }

    @Test("an item is named by its identifier, else its dictionary name, else root or view")
    func itemNames() throws {
        let root = View()
        let named = View(identifier: "named")
        let anonymous = View()
        try root.addSubview(named)
        try root.addSubview(anonymous)
        let views = ["alias": named, "other": anonymous]
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "|[alias][other]", views: views)
        #expect(
            constraints.map(\.description) == [
                "named.leading == root.leading", "other.leading == named.trailing",
            ])
        let unnamed = anonymous.widthAnchor.constraint(equalTo: root.widthAnchor)
        #expect(unnamed.description == "view.width == root.width")
    }

    @Test("equivalence compares items by identity and every number, not the identifier")
    func equivalence() {
        let scene = Scene("a", "b")
        let make = { (constant: Double) in
            scene["a"].leadingAnchor.constraint(
                equalTo: scene["b"].trailingAnchor, constant: constant)
        }
        let first = make(1)
        let second = make(1)
        second.identifier = "named"
        #expect(first.isEquivalent(to: second))
        #expect(!first.isEquivalent(to: make(2)))
        let other = Scene("a", "b")
        #expect(
            !first.isEquivalent(
                to: other["a"].leadingAnchor.constraint(
                    equalTo: other["b"].trailingAnchor, constant: 1)))
    }

    @Test("changing the constant of an active constraint keeps it installed where it was")
    func constantChangesInPlace() throws {
        let scene = Scene("a", "b")
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "[a]-[b];a.width == 3", views: scene.views)
        try LayoutConstraint.activate(constraints)
        constraints[0].constant = 5
        #expect(constraints[0].isActive)
        #expect(
            scene.root.constraints.map { ObjectIdentifier($0) }
                == constraints.prefix(1).map { ObjectIdentifier($0) })
        #expect(scene["a"].constraints.first === constraints[1])
        #expect(constraints[0].description == "b.leading == a.trailing + 5")
    }
}
