// A sidebar slides in over a quarter of a second, stepped headless on a clock the program
// moves itself, as a test does; in a running app the root's clock is the real one.
import TermLayout
import TermLayoutTesting

let clock = SteppedClock()
let root = RootView(size: Size(width: 40, height: 5))
root.animationClock = clock  // ContinuousClock() unless set
let sidebar = Box(identifier: "sidebar")
let main = Box(identifier: "main")
try root.addSubview(sidebar)
try root.addSubview(main)
let leading = sidebar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -12)
let rest = try LayoutConstraint.constraints(
    withVisualFormat: "H:[sidebar(12)][main]|; V:|[sidebar]|; V:|[main]|",
    views: ["sidebar": sidebar, "main": main])
try LayoutConstraint.activate([leading] + rest)
root.layoutIfNeeded()

root.animate(duration: .milliseconds(250), curve: .easeOut) {
    leading.constant = 0  // off the left edge → in
} completion: { finished in
    print(finished ? "in" : "interrupted")
}
print(sidebar.frame)  // 0,0 12×5: the model is the end at once
print(sidebar.presentationFrame)  // -12,0 12×5: where it shows now
clock.advance(by: .milliseconds(125))
root.layoutIfNeeded()  // what each frame of an app does
print(sidebar.presentationFrame)  // -1,0 12×5: easeOut is 87.5 % of the way
clock.advance(by: .milliseconds(125))
root.layoutIfNeeded()  // prints "in"
