import TermLayout
import Testing

/// Anchors are typed by axis: `a.leadingAnchor.constraint(equalTo: b.topAnchor)` and
/// `a.widthAnchor.constraint(equalTo: b.leadingAnchor)` do not compile.
@Suite("Typed anchors")
@MainActor
struct LayoutAnchorTests {
    @Test("each anchor builds the constraint its name says")
    func anchors() {
        let scene = Scene("a", "b")
        let a = scene["a"]
        let b = scene["b"]
        let safe = scene.root.safeAreaLayoutGuide
        let cases: [(LayoutConstraint, String)] = [
            (
                a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 1),
                "a.leading == b.trailing + 1"
            ),
            (a.leftAnchor.constraint(lessThanOrEqualTo: b.rightAnchor), "a.left <= b.right"),
            (
                a.centerXAnchor.constraint(greaterThanOrEqualTo: safe.centerXAnchor, constant: -2),
                "a.centerX >= root.safeArea.centerX - 2"
            ),
            (a.topAnchor.constraint(equalTo: safe.topAnchor), "a.top == root.safeArea.top"),
            (
                a.bottomAnchor.constraint(lessThanOrEqualTo: b.topAnchor, constant: -1),
                "a.bottom <= b.top - 1"
            ),
            (
                a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor),
                "a.firstBaseline == b.lastBaseline"
            ),
            (a.centerYAnchor.constraint(equalTo: b.centerYAnchor), "a.centerY == b.centerY"),
            (
                a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
                "a.width == b.width * 0.5"
            ),
            (
                a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 1),
                "a.width == a.height * 2 + 1"
            ),
            (
                a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 3),
                "a.height <= b.height * 3"
            ),
            (
                a.heightAnchor.constraint(
                    greaterThanOrEqualTo: b.heightAnchor, multiplier: 1, constant: 2),
                "a.height >= b.height + 2"
            ),
            (a.heightAnchor.constraint(greaterThanOrEqualToConstant: 3), "a.height >= 3"),
            (a.widthAnchor.constraint(lessThanOrEqualToConstant: 40), "a.width <= 40"),
            (a.widthAnchor.constraint(equalToConstant: 10), "a.width == 10"),
        ]
        for (constraint, expected) in cases {
            #expect(constraint.description == expected)
            #expect(constraint.priority == .required && !constraint.isActive)
        }
    }
}
