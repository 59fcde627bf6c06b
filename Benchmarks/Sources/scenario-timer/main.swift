import Cassowary
import Scenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// scenario-timer SCENARIO SIZE REPS
//
// Builds the scenario REPS times; each time it times the build and one round of every
// operation, then prints `OPERATION SIZE median_ns` per operation. kiwi/driver.cpp is the same
// program against kiwi, operation for operation (the formats scenario, which parses format
// strings of TermLayout, and the view scenarios, which lay out TermLayout's view trees, have no
// kiwi counterpart).

let usage = """
    usage: scenario-timer SCENARIO SIZE REPS
      enaml 1    operations enaml-build enaml-resize enaml-same-size
      chain N    operations chain-build chain-resize-small chain-resize-big chain-churn
      stack N    operations stack-build stack-resize
      grid G     operations grid-build grid-resize (G×G cells)
      formats N  operations formats-parse formats-lower formats-add formats-update (N format
                 strings), then two ratios of medians, formats-parse/add and
                 formats-parse+lower/add, as `NAME N RATIO`
      formats-shared N
                 the same with one views dictionary for all formats (operations
                 formats-shared-parse and so on)
      view-stack N
                 operations view-stack-build view-stack-resize: SampleScreens.stack of N rows
                 built and laid out at 80×24, then resized through 120×40, 100×30, 160×60
                 and back to 80×24
      view-grid G
                 the same with SampleScreens.grid of G×G cells (operations view-grid-build
                 view-grid-resize)
      terminal-stack N, terminal-grid G
                 operations terminal-stack-build terminal-stack-resize: the same screens
                 shown on a pseudo-terminal through ncurses at 80×24, one cycle of the
                 sizes untimed (the pads grow to the sizes), then per step the
                 pseudo-terminal resized (not timed) and noteResize and show timed, from
                 the layout to doupdate (TerminalResizeScenario)
      list-scroll N
                 operations list-scroll-build list-scroll-step: a ListView of N rows built
                 and laid out at 80×24 under a one-row status line, then Page Down and a
                 layout from the top until the last row is selected (each Page Down a
                 step); then list-scroll-full, the whole scroll, and as `NAME N COUNT`
                 list-scroll-steps (Page Downs in it), list-scroll-max-views (the most row
                 views built at any point of it), list-scroll-max-in-sight (the most
                 showing) and list-scroll-fit (the most rows that can show at once); exits
                 with 1 if more views were built than fit
      grid-scroll N
                 the same with a GridView of N items of 8×3 (operations grid-scroll-build
                 and so on)
      table-scroll N
                 the same with a TableView of N rows in three columns (operations
                 table-scroll-build and so on)
      list-rescroll N, grid-rescroll N, table-rescroll N
                 one list, grid or table built once (list-rescroll-build) and scrolled
                 from top to bottom REPS times; per scroll K, list-rescroll-full-K N ns and
                 list-rescroll-peak-kib-K N KIB, the process's peak resident memory after it:
                 a widget that keeps no more than its views should need neither more time
                 nor more memory for the tenth scroll than for the first
      field-typing N, field-arrows N
                 operations field-typing-build field-typing-step: a focused TextField of N
                 graphemes (ASCII and CJK) with the insertion point in the middle, then 100
                 steps of a key, a layout and the screen drawn; typing sends a character
                 and Backspace in turn, arrows Left and Right
      text-view-typing N, text-view-arrows N
                 the same with a TextView of N lines, the insertion point on the middle one
    """

let arguments = CommandLine.arguments
guard arguments.count == 4, let size = Int(arguments[2]), let reps = Int(arguments[3]),
    size >= 1, reps >= 1
else {
    print(usage)
    exit(2)
}
let scenario = arguments[1]

var stopwatch = Stopwatch()
/// For the widget scrolls, the widget their name starts with (`table-scroll`: a table).
let scrolled = WidgetScrollScenario.Widget(rawValue: String(scenario.prefix { $0 != "-" }))
/// For list-scroll, grid-scroll and table-scroll: per repetition, the Page Downs of the full
/// scroll, the most views built and how many fit; the most over all repetitions is printed.
var fullScrolls: [(scroll: WidgetScrollScenario.FullScroll, fit: Int)] = []
/// For list-rescroll, grid-rescroll and table-rescroll: the one widget, and per scroll its
/// time and the peak resident memory after it.
var rescrolled: WidgetScrollScenario?
var rescrolls: [(nanoseconds: UInt64, peakKiB: Int)] = []
do {
    for _ in 0..<reps {
        switch scenario {
        case "enaml" where size == 1:
            let enaml = EnamlScenario()
            try stopwatch.time("enaml-build") { try enaml.build() }
            for _ in EnamlScenario.sizes {
                try stopwatch.time("enaml-resize") { try enaml.resizeStep() }
            }
            for _ in 0..<2 {
                try stopwatch.time("enaml-same-size") {
                    try enaml.sameSizeStep()
                }
            }
        case "chain":
            let chain = ChainScenario(count: size)
            try stopwatch.time("chain-build") { try chain.build() }
            for _ in 0..<2 {
                try stopwatch.time("chain-resize-small") {
                    try chain.smallResizeStep()
                }
            }
            for _ in 0..<2 {
                try stopwatch.time("chain-resize-big") {
                    try chain.bigResizeStep()
                }
            }
            try stopwatch.time("chain-churn") { try chain.churnStep() }
        case "stack":
            let stack = StackScenario(count: size)
            try stopwatch.time("stack-build") { try stack.build() }
            for _ in 0..<2 {
                try stopwatch.time("stack-resize") { try stack.resizeStep() }
            }
        case "grid":
            let grid = GridScenario(side: size)
            try stopwatch.time("grid-build") { try grid.build() }
            for _ in 0..<2 {
                try stopwatch.time("grid-resize") { try grid.resizeStep() }
            }
        case "formats", "formats-shared":
            let formats = FormatsScenario(count: size, sharedViews: scenario == "formats-shared")
            try stopwatch.time("\(scenario)-parse") { try formats.parse() }
            stopwatch.time("\(scenario)-lower") { formats.lower() }
            let solver = Solver()
            try stopwatch.time("\(scenario)-add") { try formats.add(to: solver) }
            stopwatch.time("\(scenario)-update") { _ = solver.updateVariables() }
        case "view-stack", "view-grid":
            let view = ViewResizeScenario(scenario == "view-stack" ? .stack : .grid, count: size)
            try stopwatch.time("\(scenario)-build") { try view.build() }
            for _ in ViewResizeScenario.sizes {
                stopwatch.time("\(scenario)-resize") { view.resizeStep() }
            }
        case "terminal-stack", "terminal-grid":
            let terminal = TerminalResizeScenario(
                scenario == "terminal-stack" ? .stack : .grid, count: size)
            try stopwatch.time("\(scenario)-build") { try terminal.build() }
            // A first cycle untimed, as tui-timer's warms its layout cache: the views' pads
            // grow the first time the terminal is that large, and keep that room.
            for _ in TerminalResizeScenario.sizes {
                try terminal.resizeTerminal()
                try terminal.showResize()
            }
            for _ in TerminalResizeScenario.sizes {
                try terminal.resizeTerminal()
                try stopwatch.time("\(scenario)-resize") { try timedShow(terminal) }
            }
            terminal.close()
        case "list-scroll", "grid-scroll", "table-scroll":
            let widget = WidgetScrollScenario(scrolled!, count: size)
            try stopwatch.time("\(scenario)-build") { try widget.build() }
            // The whole scroll is timed around the steps' own timing, whose clock readings
            // add well under 1% to it.
            let start = ContinuousClock.now
            let scroll = widget.scrollToBottom { step in
                stopwatch.time("\(scenario)-step", step)
            }
            let elapsed = ContinuousClock.now - start
            stopwatch.record("\(scenario)-full", elapsed)
            fullScrolls.append((scroll, widget.fitOnScreen))
        case "field-typing", "field-arrows", "text-view-typing", "text-view-arrows":
            let keystroke = KeystrokeScenario(
                scenario.hasPrefix("field") ? .field : .textView,
                keys: scenario.hasSuffix("typing") ? .typing : .arrows, count: size)
            try stopwatch.time("\(scenario)-build") { try keystroke.build() }
            for _ in 0..<100 {
                stopwatch.time("\(scenario)-step") { keystroke.keyStep() }
            }
        case "list-rescroll", "grid-rescroll", "table-rescroll":
            let widget: WidgetScrollScenario
            if let built = rescrolled {
                widget = built
            } else {
                widget = WidgetScrollScenario(scrolled!, count: size)
                try stopwatch.time("\(scenario)-build") { try widget.build() }
                rescrolled = widget
            }
            let start = ContinuousClock.now
            _ = widget.scrollToBottom()
            rescrolls.append((nanoseconds(ContinuousClock.now - start), peakResidentKiB()))
        default:
            print(usage)
            exit(2)
        }
    }
} catch {
    print("scenario-timer: \(scenario) \(size): \(error)")
    exit(1)
}
var medians: [String: UInt64] = [:]
for (operation, samples) in stopwatch.results {
    medians[operation] = median(samples)
    print("\(operation) \(size) \(median(samples))")
}
for (index, scroll) in rescrolls.enumerated() {
    print("\(scenario)-full-\(index + 1) \(size) \(scroll.nanoseconds)")
    print("\(scenario)-peak-kib-\(index + 1) \(size) \(scroll.peakKiB)")
}
if let most = fullScrolls.max(by: { $0.scroll.mostViews < $1.scroll.mostViews }) {
    print("\(scenario)-steps \(size) \(most.scroll.steps)")
    print("\(scenario)-max-views \(size) \(most.scroll.mostViews)")
    print("\(scenario)-max-in-sight \(size) \(most.scroll.mostInSight)")
    print("\(scenario)-fit \(size) \(most.fit)")
    if most.scroll.mostViews > most.fit {
        print("scenario-timer: \(scenario) built more views than fit on the screen")
        exit(1)
    }
}
if let parse = medians["\(scenario)-parse"], let lower = medians["\(scenario)-lower"],
    let add = medians["\(scenario)-add"]
{
    /// To three decimals: the runs vary more than that.
    func ratio(_ numerator: UInt64) -> Double {
        (Double(numerator) / Double(add) * 1000).rounded() / 1000
    }
    print("\(scenario)-parse/add \(size) \(ratio(parse))")
    print("\(scenario)-parse+lower/add \(size) \(ratio(parse + lower))")
}

/// A terminal scenario's timed show, in a function of its own so that callgrind can count it
/// alone: `valgrind --tool=callgrind --toggle-collect='*timedShow*'`.
@inline(never) @MainActor
func timedShow(_ terminal: TerminalResizeScenario) throws {
    try terminal.showResize()
}
