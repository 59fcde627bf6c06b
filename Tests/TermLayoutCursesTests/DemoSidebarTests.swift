import TermLayout
import TermLayoutTesting
import Testing

@testable import layout_demo

@Suite("The demo's sidebar, headless on a stepped clock")
@MainActor
struct DemoSidebarTests {
    /// The demo at `size` on its scrolling scene, animated by the returned stepped clock.
    func scrollingScene(_ size: Size) throws -> (DemoRoot, SteppedClock) {
        let clock = SteppedClock()
        let root = try DemoRoot(size: size)
        root.animationClock = clock
        try root.show(root.scrolling)
        return (root, clock)
    }

    /// At 80 columns, the narrowest terminal that puts the list beside the grid.
    @Test("s slides the scrolling scene's list out to the left and back over a quarter second")
    func slides() throws {
        let (root, clock) = try scrollingScene(Size(width: 80, height: 8))
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

    /// Across 80 columns, both ways, from a slid-out sidebar: it comes back in beside the grid.
    @Test("a resize across 80 columns moves the list between above and beside the grid")
    func crossing() throws {
        let (root, clock) = try scrollingScene(Size(width: 80, height: 14))
        root.scrolling.setSidebarShown(false, animated: false)
        root.layoutIfNeeded()
        var screens: [String] = []
        for width in [79, 80] {
            root.terminalSize = Size(width: width, height: 14)
            root.layoutIfNeeded()
            #expect(root.isAnimating, "at \(width)")
            for step in 0...2 {
                if step > 0 { clock.advance(by: .milliseconds(125)) }
                screens.append("to \(width), t = \(step * 125) ms\n\(appScreen(of: root))")
            }
            #expect(!root.isAnimating)
            let fresh = try DemoRoot(size: Size(width: width, height: 14))
            try fresh.show(fresh.scrolling)
            #expect(
                appScreen(of: root).description == appScreen(of: fresh).description,
                "at \(width), the end is a fresh layout's render")
        }
        expectSnapshot(screens.joined(separator: "\n"), named: "demo-sidebar-crossing")
        #expect(root.scrolling.isSidebarShown)
    }
}
