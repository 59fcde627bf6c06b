import TermLayout

/// `Snippets/TailAndClock.swift`'s screen built headless, as the snippet builds it, with its
/// data frozen: `lines` read and the command ended, the clock showing `clock`. `keys` are then
/// pressed, as a test presses them in the end.
@MainActor
func tailAndClockScreen(size: Size, lines: [String], clock: String = "", keys: [Key] = [])
    throws -> Screen
{
    final class Output: ListViewDataSource {
        let lines: [String]
        init(lines: [String]) { self.lines = lines }
        func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { lines.count }
        func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
            row.text = lines[indexPath.row]
        }
    }
    let root = RootView(size: size, unsafeBorder: EdgeInsets(top: 1))
    let status = StatusBar(left: "\(lines.count) lines, done", right: clock)
    let output = Output(lines: lines)
    let list = ListView(identifier: "output")
    list.dataSource = output
    try root.addSubview(list)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|[output]|; V:|[output]|", views: ["output": list]))
    try root.pinToTopBorder(status)
    root.focusedView = list
    // What the snippet's reader does after its last batch, on a screen already laid out.
    root.layoutIfNeeded()
    list.reloadData()
    list.scrollToRow(at: IndexPath(row: lines.count - 1, section: 0))
    for key in keys { root.dispatchKey(key) }
    root.layoutIfNeeded()
    let screen = Screen(size: size)
    screen.render(root)
    withExtendedLifetime(output) {}
    return screen
}
