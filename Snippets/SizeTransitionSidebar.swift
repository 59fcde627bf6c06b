// A sidebar slides in as the terminal becomes 60 columns wide and out below: the root animates
// the switch of its size conditions, stepped headless on a clock, as a test does.
import TermLayout
import TermLayoutTesting

final class AdaptiveRoot: RootView {
    override func willTransition(_ transition: SizeTransition) {
        transition.animate(duration: .milliseconds(250))  // UIKit's viewWillTransition(to:with:)
    }
}

let root = AdaptiveRoot(size: Size(width: 50, height: 5))
let clock = SteppedClock()
root.animationClock = clock
let sidebar = Box(identifier: "sidebar")
let main = Box(identifier: "main")
try root.addSubview(sidebar)
try root.addSubview(main)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: """
            H:[sidebar(12)][main]|; V:|[sidebar]|; V:|[main]|; \
            when width >= 60: sidebar.leading == |.leading; \
            when width < 60: sidebar.trailing == |.leading
            """, views: ["sidebar": sidebar, "main": main]))
root.layoutIfNeeded()
print(sidebar.frame)  // -12,0 12×5: off the left edge below 60
root.terminalSize = Size(width: 70, height: 5)
root.layoutIfNeeded()  // the switch: the root is told, and animates
print(sidebar.frame)  // 0,0 12×5: the new layout at once
print(sidebar.presentationFrame)  // -12,0 12×5: it starts where it was
print(main.presentationFrame)  // 0,0 70×5: stretched by the resize, not moving
clock.advance(by: .milliseconds(250))
root.layoutIfNeeded()
print(main.presentationFrame)  // 12,0 58×5: the end is the layout's own
