// A user's own tests of a screen: a sweep of every size, a walk of random resizes, and text
// snapshots at two sizes.
import TermLayout
import TermLayoutTesting
import Testing

// snippet.hide

/// Stands for whatever builds the app's main screen.
@MainActor
func makeMainScreen(_ size: Size) throws -> RootView {
    let root = RootView(size: size, unsafeBorder: EdgeInsets(top: 1, bottom: 1))
    let body = Box(identifier: "body", title: "main")
    try root.addSubview(body)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|>[body]<|; V:|>[body]<|", views: ["body": body]))
    return root
}

// snippet.show
@Test("the main screen keeps its invariants at every size, and after random resizes")
@MainActor func mainScreenAtEverySize() throws {
    let root = try makeMainScreen(Size(width: 80, height: 24))
    #expect(sweepProblems(root, sizes: sweepSizes(widths: 1...160, heights: 1...60)) == [])
    let mismatches = try resizeWalkMismatches(
        steps: 100, widths: 1...160, heights: 1...60, make: makeMainScreen)
    #expect(mismatches == [])
}

@Test("the main screen as a person sees it", arguments: [(80, 24), (40, 10)])
@MainActor func mainScreenSnapshot(width: Int, height: Int) throws {
    let root = try makeMainScreen(Size(width: width, height: height))
    root.layoutIfNeeded()
    let screen = Screen(size: root.terminalSize)
    screen.render(root)
    expectSnapshot(screen.description, named: "main-\(width)x\(height)")
}
