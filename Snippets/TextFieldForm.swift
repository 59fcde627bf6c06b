// A form: a name field with the focus, and a greeting for the name Enter submits. The field
// takes printable keys first; Esc leaves it, and then q quits (Ctrl-C quits from anywhere).
import TermLayout
import TermLayoutCurses

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(bottom: 1))
let prompt = Label(identifier: "prompt", text: "Name:")
let name = TextField(identifier: "name", placeholder: "your name")
let greeting = Label(identifier: "greeting")
for view in [prompt, name, greeting] { try root.addSubview(view) }
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: """
            H:<|-[prompt]-[name(>=10)]-|>; H:<|-[greeting]-|>; V:<|-[prompt]-[greeting]; \
            name.top == prompt.top
            """, views: ["prompt": prompt, "name": name, "greeting": greeting]))
try root.pinToBottomBorder(KeyBar(hints: [("enter", "greet"), ("esc", "leave"), ("q", "quit")]))
name.onSubmit = { greeting.text = "Hello, \($0)!" }
root.focusedView = name
let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()
