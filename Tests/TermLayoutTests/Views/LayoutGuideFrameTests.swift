import TermLayout
import Testing

@Suite("A guide's layoutFrame, as UIKit's")
@MainActor
struct LayoutGuideFrameTests {
    /// A 30×10 root with a status line and a two-row key bar, and a 20×6 view at 2,0 that
    /// straddles the status line, with margins of 1 cell on each side.
    static func scene() throws -> (root: RootView, view: View) {
        let root = RootView(
            size: Size(width: 30, height: 10), unsafeBorder: EdgeInsets(top: 1, bottom: 2))
        let view = View(identifier: "panel")
        view.layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        try root.addSubview(view)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-2-[panel(20)]; V:|[panel(6)]", views: ["panel": view]))
        return (root, view)
    }

    @Test("the safe-area and margins guides are the bounds inset by the safe area and margins")
    func safeAreaAndMargins() throws {
        let (root, view) = try Self.scene()
        root.layoutIfNeeded()
        #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 1, width: 30, height: 7))
        #expect(view.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 1, width: 20, height: 5))
        #expect(view.layoutMarginsGuide.layoutFrame == Rect(x: 1, y: 2, width: 18, height: 3))
        view.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(view.layoutMarginsGuide.layoutFrame == Rect(x: 1, y: 1, width: 18, height: 4))
    }

    @Test("an app's own guide is where its constraints put it, in its owner's coordinates")
    func customGuide() throws {
        let (root, view) = try Self.scene()
        let guide = LayoutGuide(identifier: "gutter")
        view.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 3),
            guide.widthAnchor.constraint(equalToConstant: 4),
            guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 3, y: 1, width: 4, height: 5))
    }

    @Test("a guide no view owns has an empty frame")
    func unowned() {
        #expect(LayoutGuide(identifier: "loose").layoutFrame == .zero)
    }
}
