// The smallest terminal program: a root with a border, run until `q`.
import TermLayout
import TermLayoutCurses

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
// … add views and constraints as above: a status line in the top border, a key bar in the
// bottom one, content pinned to the safe area with <| and |> …
let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()  // without a terminal (stdout piped, TERM=dumb) prints why and exits 1
