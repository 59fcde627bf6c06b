// The TermLayout demo: `swift run layout-demo`. Five scenes show the unsafe border and the
// safe area, constraints typed live, scrolling views, a stress test and a form of controls, and
// an inspector lies over any of them (F4); the title line and the key bar live in the unsafe
// border.
import TermLayout
import TermLayoutCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let app: TerminalApp
do {
    app = try makeDemoApp(size: Size(width: 80, height: 24)).app
} catch {
    print("layout-demo: the demo's own layout is broken: \(error)")
    exit(1)
}
app.runOrExit()
