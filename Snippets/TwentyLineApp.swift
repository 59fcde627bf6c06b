// The README's twenty-line app: a sidebar and an editor in the safe area, a status line and a
// key bar in the unsafe border, laid out again at every resize. `q` quits.
import TermLayout
import TermLayoutCurses

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
let sidebar = Box(identifier: "sidebar", title: "Files")
let editor = Box(identifier: "editor", title: "main.swift")
let status = Label(identifier: "status", text: "ready")
for view in [sidebar, editor] { try root.addSubview(view) }
try editor.addSubview(status)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: """
            H:|>[sidebar(>=10,==24@500)][editor]<|; V:|>[sidebar]<|; V:|>[editor]<|; \
            status.bottom == |.bottom - 1; status.leading == |.leading + 2
            """, views: ["sidebar": sidebar, "editor": editor, "status": status]))
try root.pinToTopBorder(StatusBar(left: "my editor", right: "F1 help"))
try root.pinToBottomBorder(KeyBar(hints: [("q", "quit"), ("tab", "next pane")]))
let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()  // lays out at the terminal's size, again at every resize; restores on exit
