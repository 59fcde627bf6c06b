import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

@Suite("Layout problems come with a kind")
@MainActor
struct LayoutProblemTests {
    /// A root of `size` and `border` with one view, `box`, laid out by `formats`, its layout
    /// messages dropped: the tests read the problems instead.
    func quietBox(_ size: Size, border: EdgeInsets = .zero, _ formats: String) throws -> RootView {
        let scene = Scene(size: size, border: border, ["box"])
        scene.screen.log = { _ in }
        return try scene.layOut(formats)
    }

    @Test("a box wider than the terminal makes the root too large, and both leave the screen")
    func tooNarrow() throws {
        let root = try quietBox(Size(width: 10, height: 3), "H:|[box(20)]-(>=0)-|; V:|[box]|")
        let problems = layoutProblems(in: root)
        #expect(
            problems.map(\.kind) == [
                .rootSize, .brokenConstraint, .brokenConstraint, .brokenConstraint, .offscreen,
                .offscreen,
            ])
        #expect(
            problems.map(\.description) == [
                "the root is 20×3, the terminal 10×3",
                "required constraint broken: box.leading == root.leading",
                "required constraint broken: box.width == 20",
                "required constraint broken: root.trailing >= box.trailing",
                "root at 0,0 20×3 leaves the screen", "box at 0,0 20×3 leaves the screen",
            ])
    }

    /// Two border rows in a one-row terminal: the safe area gives way before the terminal's
    /// size, so that the view pinned inside it keeps a height of 0, not -1.
    @Test("a view pinned inside a border with no room left moves the safe area, and says which")
    func yieldedGuide() throws {
        let root = try quietBox(
            Size(width: 10, height: 1), border: EdgeInsets(top: 1, bottom: 1),
            "H:|[box]|; V:|>[box]<|")
        #expect(
            layoutProblems(in: root).map(\.description) == [
                "root.safeArea.height, kept by the engine gave way: views pinned to it lose room"
            ])
    }

    /// A floor sits above the terminal's size, so only required constraints that want a
    /// negative size at any terminal size beat it.
    @Test("a view that required constraints want narrower than nothing loses its floor")
    func lostFloor() throws {
        let root = RootView(size: Size(width: 10, height: 3))
        root.log = { _ in }
        let box = View(identifier: "box")
        try root.addSubview(box)
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: -2),
            box.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(layoutProblems(in: root).map(\.kind) == [.lostFloor])
        #expect(root.layoutShortage?.lostFloors == ["box's width >= 0"])
    }

    @Test("a broken required constraint is its own detail, and its sentence says so")
    func brokenConstraint() {
        let problem = LayoutProblem(.brokenConstraint, "box.width == 20")
        #expect(problem.detail == "box.width == 20")
        #expect(problem.description == "required constraint broken: box.width == 20")
    }

    @Test("a laid-out screen that fits has no problems")
    func none() throws {
        let root = try SampleScreens.threePanes(Size(width: 80, height: 24))
        root.layoutIfNeeded()
        #expect(layoutProblems(in: root) == [])
    }
}
