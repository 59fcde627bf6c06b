// The three constraint languages and typed anchors, each building constraints between views.
// snippet.hide
import TermLayout

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
let a = View(identifier: "a")
let b = View(identifier: "b")
let names = ["sidebar", "content", "status", "keys", "dialog"]
var views: [String: View] = ["a": a, "b": b]
for name in names { views[name] = View(identifier: name) }
for view in views.values { try root.addSubview(view) }
// snippet.show
let vfl = "H:|>-[sidebar(20)]-[content]-<|"  // VFL; |> and <| pin to the safe area
let formats = "V:|[status(1)]; V:[keys(1)]|"  // several formats, separated by ;
let equations = "dialog.center == |; dialog.width == |.width * 0.5 + 2 @750"  // equations
let narrow = "when width < 80: V:|[sidebar(3)][content]"  // only while the terminal is narrow
let formula = try LayoutConstraint(formula: "width = 2 * width + 10", lhs: a, rhs: b)  // two views
let anchored = a.widthAnchor.constraint(equalTo: b.widthAnchor)  // typed anchors
// snippet.hide
for format in [vfl, formats, equations, narrow] {
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(withVisualFormat: format, views: views))
}
try LayoutConstraint.activate([formula, anchored])
root.layoutIfNeeded()
print(views["sidebar"]!.frame, views["dialog"]!.frame, a.frame, b.frame)
