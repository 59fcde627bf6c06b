// Shows one of TermLayoutTesting's sample screens in the terminal, laid out again at every
// resize: `sample-screens panes` (or dialog, stack, grid, nested). `q` quits and then prints how
// many layouts resizes caused. The tmux tests run it and compare the terminal with the
// headless render of the same screen at the same size.
import TermLayout
import TermLayoutCurses
import TermLayoutTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let ids = SampleScreens.all.map(\.id)
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let id = arguments.first, let make = SampleScreens.named(id) else {
    print("usage: sample-screens \(ids.joined(separator: "|"))")
    exit(2)
}
let root = try make(Size(width: 80, height: 24))
let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()
print("layouts after resizes: \(app.resizeLayouts)")
