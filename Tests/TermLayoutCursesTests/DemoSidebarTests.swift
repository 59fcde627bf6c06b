import TermLayout
import TermLayoutTesting
import Testing

@testable import layout_demo

@Suite("The demo's sidebar, headless on a stepped clock")
@MainActor
struct DemoSidebarTests {
    /// At 80 columns, the narrowest terminal that puts the list beside the grid.
    @Test("s slides the scrolling scene's list out to the left and back over a quarter second")
    func slides() throws {
        let clock = SteppedClock()
        let root = try DemoRoot(size: Size(width: 80, height: 8))
        root.animationClock = clock
        try root.show(root.scrolling)
        let shown = appScreen(of: root).description
        var screens: [String] = []
        for key in ["s", "s"] {
            #expect(root.dispatchKey(.character(Character(key))))
            for step in 0...2 {
                if step > 0 { clock.advance(by: .milliseconds(125)) }
                screens.append("\(key), t = \(step * 125) ms\n\(appScreen(of: root))")
            }
            #expect(!root.isAnimating)
        }
        expectSnapshot(screens.joined(separator: "\n"), named: "demo-sidebar")
        root.terminalSize = Size(width: 79, height: 8)
        root.layoutIfNeeded()
        #expect(!root.dispatchKey(.character("s")), "above the grid, the list does not slide")
        #expect(screens.last?.hasSuffix(shown) == true, "back where it started")
        #expect(root.focusedView === root.scrolling.grid, "hiding the list moved the focus")
    }
}
