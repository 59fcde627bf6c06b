// A running app whose layout cannot hold: a constraint that conflicts with another, and a box
// wider than a narrow terminal. The messages reach stderr once `q` has restored the terminal
// (or TERMLAYOUT_LOG=FILE as they happen).
// snippet.hide
import TermLayout
import TermLayoutCurses

let root = RootView(size: Size(width: 80, height: 24))
// snippet.show
let box = Box(identifier: "box", title: "box")
try root.addSubview(box)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: "H:|[box(20)]-(>=0)-|; V:|[box]|", views: ["box": box]))
try LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10)])  // box(20) wins
// snippet.hide
let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()
