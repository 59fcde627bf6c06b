// Shows one of TermLayoutSamples' screens in the terminal, laid out again at every resize:
// `sample-screens panes` (or dialog, stack, grid, nested, styles, responsive, and browser, form
// and keys, which take keys); without a name, or with another, it prints the names and exits 2
// (`--help` too). `b` widens the unsafe border by a row at the top and bottom (as a second status
// line would), `B` narrows it back; `h` hides the root's last subview or shows it again (isHidden,
// with everything in it); `q` quits and then prints how many layouts resizes caused. The tmux
// tests run it and compare the terminal with the headless render of the same screen at the same
// size.
import TermLayout
import TermLayoutCurses
import TermLayoutSamples

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let ids = (SampleScreens.all + SampleScreens.interactive).map(\.id)
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let id = arguments.first, let make = SampleScreens.named(id) else {
    print("usage: sample-screens \(ids.joined(separator: "|"))")
    exit(2)
}
let root = try make(Size(width: 80, height: 24))
/// Widens (or, with a negative count, narrows) the unsafe border at the top and the bottom.
@MainActor
func widenBorder(of root: RootView, by rows: Int) {
    let border = root.unsafeBorder
    root.unsafeBorder = EdgeInsets(
        top: max(0, border.top + rows), left: border.left, bottom: max(0, border.bottom + rows),
        right: border.right)
}
let app = TerminalApp(root: root)
app.title = "sample-screens \(id)"
app.keyBindings[.character("q")] = { app.quit() }
app.keyBindings[.character("b")] = { widenBorder(of: root, by: 1) }
app.keyBindings[.character("B")] = { widenBorder(of: root, by: -1) }
app.keyBindings[.character("h")] = { root.subviews.last?.isHidden.toggle() }
app.runOrExit()
print("layouts after resizes: \(app.resizeLayouts)")
