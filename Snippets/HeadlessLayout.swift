// A screen laid out without a terminal: the unsafe border grows, and the body follows the safe
// area; then every size from 1×1 to 160×60 is checked.
import TermLayout
import TermLayoutTesting

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
let status = View(identifier: "status")
let body = View(identifier: "body")
try root.addSubview(status)
try root.addSubview(body)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: "H:|[status]|; V:|[status(1)]; H:|>[body]<|; V:|>[body]<|",
        views: ["status": status, "body": body]))
root.layoutIfNeeded()
print(body.frame)  // 0,1 80×22: inside the safe area
root.unsafeBorder.top = 3  // the status line grows
root.layoutIfNeeded()
print(body.frame)  // 0,3 80×20; status still 0,0 80×1

// In a test: every size from 1×1 to 160×60, no invariant broken.
let problems = sweepProblems(root, sizes: sweepSizes(widths: 1...160, heights: 1...60))
// snippet.hide
print(problems.isEmpty ? "no problems" : "\(problems)")
