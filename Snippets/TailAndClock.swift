// An app with data from outside: a command's output tailed into a list while a clock ticks in
// the status line. `swift run TailAndClock 'COMMAND'` (by default a ping every half second);
// arrows, Page Up and Page Down scroll, `q` quits.
import TermLayout
import TermLayoutCurses

// snippet.hide
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// snippet.show
final class Output: ListViewDataSource {
    var lines: [String] = []
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { lines.count }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = lines[indexPath.row]
    }
}

let root = RootView(size: Size(width: 80, height: 24), unsafeBorder: EdgeInsets(top: 1))
let status = StatusBar(left: "0 lines", right: "0.0 s")
let output = Output()
let list = ListView(identifier: "output")
list.dataSource = output
try root.addSubview(list)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: "H:|[output]|; V:|[output]|", views: ["output": list]))
try root.pinToTopBorder(status)
root.focusedView = list

// The command's output, a batch of lines at a time, on the main actor: a fast command fills
// its pipe and waits, and each frame shows everything that came since the last one.
let command = CommandLine.arguments.dropFirst().first ?? "ping -i 0.5 127.0.0.1"
let child = popen(command, "r")!
let reader = DescriptorReader.lines(of: fileno(child)) { lines in
    output.lines += lines
    list.reloadData()
    list.scrollToRow(at: IndexPath(row: output.lines.count - 1, section: 0))
    status.leftText = "\(output.lines.count) lines"
} onEnd: { _ in
    status.leftText = "\(output.lines.count) lines, done"
}

// A Task on the main actor, as top-level code is: it runs while the app waits for keys.
let start = ContinuousClock.now
Task {
    while true {
        let tenths = (ContinuousClock.now - start) / .milliseconds(100)
        status.rightText = "\(Int(tenths) / 10).\(Int(tenths) % 10) s"
        try await Task.sleep(for: .milliseconds(200))
    }
}

let app = TerminalApp(root: root)
app.keyBindings[.character("q")] = { app.quit() }
app.runOrExit()  // serves the main actor until q: the reader and the Task run meanwhile
