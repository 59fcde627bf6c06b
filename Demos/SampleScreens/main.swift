// Shows one of TermLayoutSamples' screens in the terminal, laid out again at every resize:
// `sample-screens panes` (or dialog, stack, grid, nested, styles, responsive, and browser, form
// and keys, which take keys); without a name, or with another, it prints the names and exits 2
// (`--help` too). The keys are `makeSampleApp`'s: `b` and `B` widen and narrow the unsafe
// border, `h` hides the root's last subview or shows it again, `q` quits and then prints how
// many layouts resizes caused. The tmux tests run it and compare the terminal with the
// headless render of the same screen at the same size.
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
guard arguments.count == 1, let id = arguments.first,
    let app = try makeSampleApp(id, size: Size(width: 80, height: 24))
else {
    print("usage: sample-screens \(ids.joined(separator: "|"))")
    exit(2)
}
app.runOrExit()
print("layouts after resizes: \(app.resizeLayouts)")
