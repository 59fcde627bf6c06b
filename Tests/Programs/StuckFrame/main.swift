// `stuck-frame FILE`: an app whose first frame shows "ready" and whose second never ends, as
// the frame of a huge screen seems to: its view's draw creates FILE, then sleeps until the
// process ends. The run loop cannot take a signal then; `TerminalSessionTests` sends one and
// checks that it ends the program all the same, with the terminal restored.
import TermLayout
import TermLayoutCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

guard CommandLine.arguments.count == 2 else {
    print("usage: stuck-frame FILE")
    exit(2)
}
let marker = CommandLine.arguments[1]

/// A view that shows "ready", and whose draw, once it `sticks`, says so in `marker` and never
/// returns.
final class StuckView: View {
    var sticks = false {
        didSet { setNeedsDisplay() }
    }

    override func draw(in canvas: any Canvas) {
        _ = canvas.draw("ready", at: .zero)
        guard sticks else { return }
        close(creat(marker, 0o644))
        while true { pause() }
    }
}

let root = RootView(size: Size(width: 80, height: 24))
let view = StuckView(identifier: "stuck")
try root.addSubview(view)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: "H:|[stuck]|; V:|[stuck]|", views: ["stuck": view]))
let app = TerminalApp(root: root)
// The first frame is on the screen: the next one sticks.
app.didShow = { _, _ in view.sticks = true }
app.runOrExit()
