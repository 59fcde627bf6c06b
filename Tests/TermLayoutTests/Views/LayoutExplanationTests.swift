import TermLayout
import TermLayoutTesting
import Testing

/// `View.explainLayout(for:)`: which constraints determine an attribute, which lost, what is
/// left open; each explanation's text is a snapshot.
@Suite("Why a view has its size")
@MainActor
struct LayoutExplanationTests {
    /// A screen of named views and constraints, and the attribute asked about.
    struct Case: Sendable, CustomTestStringConvertible {
        var snapshot: String
        var size: Size
        var views: [String]
        var formats: String
        var view: String
        var attribute: LayoutAttribute

        var testDescription: String { snapshot }
    }

    nonisolated static let sidebar =
        "H:|[sidebar]-[main(>=10)]|; sidebar.width == 24 @750; V:|[sidebar]|; V:|[main(2)]"

    nonisolated static let cases: [Case] = [
        Case(
            snapshot: "explain-sidebar-squeezed", size: Size(width: 20, height: 6),
            views: ["sidebar", "main"], formats: sidebar, view: "sidebar", attribute: .width),
        Case(
            snapshot: "explain-sidebar-roomy", size: Size(width: 60, height: 6),
            views: ["sidebar", "main"], formats: sidebar, view: "sidebar", attribute: .width),
        Case(
            snapshot: "explain-main-right", size: Size(width: 20, height: 6),
            views: ["sidebar", "main"], formats: sidebar, view: "main", attribute: .right),
        Case(
            snapshot: "explain-main-left", size: Size(width: 20, height: 6),
            views: ["sidebar", "main"], formats: sidebar, view: "main", attribute: .left),
        Case(
            snapshot: "explain-sidebar-height", size: Size(width: 20, height: 6),
            views: ["sidebar", "main"], formats: sidebar, view: "sidebar", attribute: .height),
        Case(
            snapshot: "explain-main-bottom", size: Size(width: 20, height: 6),
            views: ["sidebar", "main"], formats: sidebar, view: "main", attribute: .bottom),
        Case(
            snapshot: "explain-centered", size: Size(width: 30, height: 5),
            views: ["box"], formats: "box.centerX == |.centerX; box.width == 10; V:|[box(1)]",
            view: "box", attribute: .centerX),
        Case(
            snapshot: "explain-ambiguous", size: Size(width: 20, height: 4),
            views: ["placed", "loose"], formats: "H:|[placed(5)]-[loose(>=2)]; V:|[loose(1)]",
            view: "loose", attribute: .width),
    ]

    @Test("explains the attribute as its snapshot shows", arguments: cases)
    func explains(_ example: Case) throws {
        let scene = Scene(size: example.size, example.views)
        try scene.layOut(example.formats)
        expectSnapshot(
            scene[example.view].explainLayout(for: example.attribute).description,
            named: example.snapshot)
    }

    @Test("the squeezed sidebar's preferred width is listed as lost, with its constraint")
    func lostConstraint() throws {
        let scene = Scene(size: Size(width: 20, height: 6), ["sidebar", "main"])
        try scene.layOut(Self.sidebar)
        let explanation = scene["sidebar"].explainLayout(for: .width)
        let preferred = scene["sidebar"].constraintsAffectingLayout(for: .horizontal).filter {
            !$0.priority.isRequired
        }
        #expect(explanation.value == 9)
        #expect(
            explanation.lost.map { $0.constraint.map(ObjectIdentifier.init) }
                == preferred.map {
                    ObjectIdentifier($0)
                })
        #expect(explanation.lost.map(\.error) == [15])
    }

    @Test("a label's width is its intrinsic width, held by its hugging")
    func intrinsicWidth() throws {
        var scene = Scene(size: Size(width: 20, height: 3))
        try scene.add(Label(identifier: "label", text: "hello"), named: "label")
        try scene.layOut("H:|[label]; V:|[label]")
        expectSnapshot(
            scene["label"].explainLayout(for: .width).description, named: "explain-intrinsic")
    }

    @Test("a view in no root view is not laid out, and says so")
    func outsideARoot() {
        #expect(
            View(identifier: "alone").explainLayout(for: .width).description
                == "alone.width: in no root view, so not laid out")
    }
}
