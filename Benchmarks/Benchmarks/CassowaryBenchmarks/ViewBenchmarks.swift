import Benchmark
import Scenarios

// The view scenarios: a whole tree laid out, a widget scrolled, a key typed. Views live on the
// main actor, so each is built there once and stepped there (`registerStepOnMainActor`).

/// One resize of a sample screen through the layout engine, each iteration to the next size of
/// a fixed cycle, so that every measured step moves frames. The cost is the number of views.
func registerViewResize(_ sample: ViewResizeScenario.Sample, count: Int, name: String) {
    let views = sample == .grid ? count * count : count
    registerStepOnMainActor("view resize: \(name)", configuration: configuration(cost: views)) {
        let scenario = ViewResizeScenario(sample, count: count)
        try scenario.build()
        return scenario
    } step: {
        $0.resizeStep()
    }
}

/// One resize of a sample screen in a terminal, from SIGWINCH to `doupdate`, on a
/// pseudo-terminal: each iteration resizes the terminal to the next size of the cycle (not
/// measured: that is the terminal's doing) and then times `noteResize` and `show`.
func registerTerminalResize(_ sample: ViewResizeScenario.Sample, count: Int, name: String) {
    let views = sample == .grid ? count * count : count
    registerStepOnMainActor(
        "terminal resize: \(name)", configuration: configuration(cost: views)
    ) {
        let scenario = TerminalResizeScenario(sample, count: count)
        try scenario.build()
        return scenario
    } prepare: {
        _ = try $0.resizeTerminal()
    } step: { scenario, _ in
        try scenario.showResize()
    }
}

/// One Page Down through a list, a table or a grid of 100,000 rows or items and a layout, on a
/// widget built once: the steps go down to the last item and then back to the top (Home and
/// Page Down), so that every one scrolls. Peak resident memory beside the wall clock and
/// mallocs shows whether the widget's views stay as few as the screen holds.
func registerWidgetScroll(_ widget: WidgetScrollScenario.Widget, count: Int, name: String) {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(1), maxIterations: 10_000)
    registerStepOnMainActor("widget scroll: \(name)", configuration: configuration) {
        let scenario = WidgetScrollScenario(widget, count: count)
        try scenario.build()
        return scenario
    } step: {
        $0.scrollStep()
    }
}

/// One key sent to a focused text field of `count` graphemes or text view of `count` lines,
/// built once with the insertion point in the middle, then a layout and the screen drawn into
/// a headless `Screen`: typing (a character, then Backspace, so that the text keeps its length)
/// or the arrows (Left, then Right).
func registerKeystroke(
    _ widget: KeystrokeScenario.Widget, keys: KeystrokeScenario.Keys, count: Int, name: String
) {
    registerStepOnMainActor(
        "keystroke: \(keys.rawValue) in a \(name)", configuration: Benchmark.defaultConfiguration
    ) {
        let scenario = KeystrokeScenario(widget, keys: keys, count: count)
        try scenario.build()
        return scenario
    } step: {
        $0.keyStep()
    }
}
