import Benchmark
import Cassowary
import Scenarios

// Every scenario of the Scenarios library at every size. A build benchmark times one build
// (construction and teardown not counted); a step benchmark builds once in `setup` and then
// times one step per iteration. Malloc counts sit beside the wall clock, so the steps that need
// no pivot (enaml resize to the same size, chain resize small) show whether a resize without a
// pivot really allocates nothing.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )

    registerEnaml()
    for count in [100, 1000, 10_000] {
        registerChain(count: count)
        registerStack(count: count)
    }
    for side in [10, 32, 100] {
        registerGrid(side: side)
    }
    registerFormats(count: 10_000)
    registerChurn()
    registerViewResize(.stack, count: 1000, name: "1,000-row stack")
    registerViewResize(.grid, count: 20, name: "20×20 grid")
    registerTerminalResize(.stack, count: 1000, name: "1,000-row stack")
    registerTerminalResize(.grid, count: 20, name: "20×20 grid")
    registerTerminalResize(.grid, count: 100, name: "100×100 grid")
    registerWidgetScroll(.list, count: 100_000, name: "100,000-row list")
    registerWidgetScroll(.table, count: 100_000, name: "100,000-row table")
    registerWidgetScroll(.grid, count: 100_000, name: "100,000-item grid")
    for keys in [KeystrokeScenario.Keys.typing, .arrows] {
        registerKeystroke(.field, keys: keys, count: 10_000, name: "10,000-character field")
        registerKeystroke(.textView, keys: keys, count: 10_000, name: "10,000-line text view")
    }
    registerAppLatency()
}

/// Fewer and longer runs for the large sizes, so that a full run stays within a few minutes.
func configuration(cost: Int) -> Benchmark.Configuration {
    switch cost {
    case ..<1000: .init(maxDuration: .seconds(1), maxIterations: 10_000)
    case ..<10_000: .init(warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)
    default: .init(warmupIterations: 0, maxDuration: .seconds(5), maxIterations: 20)
    }
}

/// Registers `name`, timing `step` once per iteration on a scenario that `make` builds once.
func registerStep<Scenario>(
    _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    make: @escaping () throws -> Scenario, step: @escaping (Scenario) throws -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark, scenario in
        for _ in benchmark.scaledIterations {
            try step(scenario)
        }
    } setup: {
        try make()
    }
}

/// Registers `name`, timing `build` on a new scenario from `make` in every iteration.
func registerBuild<Scenario>(
    _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    make: @escaping () -> Scenario, build: @escaping (Scenario) throws -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark in
        let scenario = make()
        benchmark.startMeasurement()
        try build(scenario)
        benchmark.stopMeasurement()
        blackHole(scenario)
    }
}

func registerEnaml() {
    func built() throws -> EnamlScenario {
        let enaml = EnamlScenario()
        try enaml.build()
        return enaml
    }
    registerBuild("enaml build", make: EnamlScenario.init) { try $0.build() }
    registerStep("enaml resize (six sizes in turn)", make: built) { try $0.resizeStep() }
    registerStep("enaml resize to the same size (no pivot)") {
        let enaml = try built()
        try enaml.resize(width: 400, height: 600)
        return enaml
    } step: {
        try $0.sameSizeStep()
    }
}

func registerChain(count: Int) {
    let config = configuration(cost: count)
    func built() throws -> ChainScenario {
        let chain = ChainScenario(count: count)
        try chain.build()
        return chain
    }
    registerBuild("chain build N=\(count)", configuration: config) {
        ChainScenario(count: count)
    } build: {
        try $0.build()
    }
    registerStep("chain resize small N=\(count)", configuration: config, make: built) {
        try $0.smallResizeStep()
    }
    registerStep("chain resize big N=\(count)", configuration: config, make: built) {
        try $0.bigResizeStep()
    }
    registerStep("chain churn N=\(count)", configuration: config, make: built) {
        try $0.churnStep()
    }
}

func registerStack(count: Int) {
    let config = configuration(cost: count)
    registerBuild("stack build N=\(count)", configuration: config) {
        StackScenario(count: count)
    } build: {
        try $0.build()
    }
    registerStep("stack resize N=\(count)", configuration: config) {
        let stack = StackScenario(count: count)
        try stack.build()
        return stack
    } step: {
        try $0.resizeStep()
    }
}

func registerGrid(side: Int) {
    let config = configuration(cost: side * side)
    registerBuild("grid build G=\(side)", configuration: config) {
        GridScenario(side: side)
    } build: {
        try $0.build()
    }
    registerStep("grid resize G=\(side)", configuration: config) {
        let grid = GridScenario(side: side)
        try grid.build()
        return grid
    } step: {
        try $0.resizeStep()
    }
}

/// Long churn, one run each: resident memory at its peak and the solver's storage at the
/// end, which must be the size of one set however many cycles ran.
func registerChurn() {
    let metrics: [BenchmarkMetric] = [
        .wallClock, .peakMemoryResident, .custom("symbols", useScalingFactor: false),
        .custom("rows", useScalingFactor: false), .custom("variables", useScalingFactor: false),
    ]
    let once = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 1)
    let cycles: [(String, Int, (ChurnScenario) throws -> Void)] = [
        ("churn 10-constraint set, 1,000,000 cycles", 1_000_000, { try $0.swapSetStep() }),
        ("churn view of 4 constraints, 100,000 cycles", 100_000, { try $0.viewStep() }),
    ]
    for (name, count, step) in cycles {
        Benchmark(name, configuration: once) { benchmark in
            let churn = try ChurnScenario()
            benchmark.startMeasurement()
            for _ in 0..<count { try step(churn) }
            benchmark.stopMeasurement()
            let storage = churn.solver.storage
            benchmark.measurement(.custom("symbols", useScalingFactor: false), storage.symbols)
            benchmark.measurement(.custom("rows", useScalingFactor: false), storage.rows)
            benchmark.measurement(
                .custom("variables", useScalingFactor: false), storage.variables)
        }
    }
}

/// Registers `name`, a benchmark whose scenario lives on the main actor, as views do: in every
/// iteration, `make` builds a new one there (not measured), then `iteration` runs there once
/// on it (measured). The closure waits while its work runs on the main actor, so `benchmark` is
/// only ever used by one thread at a time.
func registerOnMainActor<Scenario>(
    _ name: String, configuration: Benchmark.Configuration,
    make: @escaping @MainActor @Sendable () throws -> Scenario,
    iteration: @escaping @MainActor @Sendable (Scenario) throws -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let scenario = try make()
            benchmark.startMeasurement()
            try iteration(scenario)
            benchmark.stopMeasurement()
            blackHole(scenario)
        }
    }
}

/// Registers `name`, steps on one scenario that lives on the main actor, as `registerStep` does
/// for the others: `make` builds it there once, in `setup` (not measured); then in every
/// iteration `prepare` readies a step (not measured) and `step` takes it (measured), on the
/// scenario as the steps before left it. What `prepare` returns goes to `step` and is released
/// after the measurement. Each iteration waits while its work runs on the main actor, so
/// `benchmark` is only ever used by one thread at a time.
func registerStepOnMainActor<Scenario: Sendable, Input>(
    _ name: String, configuration: Benchmark.Configuration,
    make: @escaping @MainActor @Sendable () throws -> Scenario,
    prepare: @escaping @MainActor @Sendable (Scenario) throws -> Input,
    step: @escaping @MainActor @Sendable (Scenario, Input) throws -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark, scenario async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let input = try prepare(scenario)
            benchmark.startMeasurement()
            try step(scenario, input)
            benchmark.stopMeasurement()
            blackHole(input)
        }
    } setup: {
        try await MainActor.run { try make() }
    }
}

/// `registerStepOnMainActor` with nothing to prepare.
func registerStepOnMainActor<Scenario: Sendable>(
    _ name: String, configuration: Benchmark.Configuration,
    make: @escaping @MainActor @Sendable () throws -> Scenario,
    step: @escaping @MainActor @Sendable (Scenario) throws -> Void
) {
    registerStepOnMainActor(
        name, configuration: configuration, make: make, prepare: { _ in },
        step: { scenario, _ in try step(scenario) })
}

/// Parsing and lowering N format strings, and adding the result to a fresh solver: the issue
/// asks that the first take less time than the second. An add of N = 10,000 takes about a
/// second, so it gets more time than `configuration(cost:)` gives, for about ten samples.
func registerFormats(count: Int) {
    registerOnMainActor(
        "formats parse and lower N=\(count)", configuration: configuration(cost: count)
    ) {
        FormatsScenario(count: count)
    } iteration: { formats in
        try formats.parse()
        formats.lower()
    }
    let addConfiguration = Benchmark.Configuration(
        warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10)
    registerStepOnMainActor("formats solver add N=\(count)", configuration: addConfiguration) {
        let formats = FormatsScenario(count: count)
        try formats.parse()
        formats.lower()
        return formats
    } prepare: { _ in
        Solver()
    } step: { formats, solver in
        try formats.add(to: solver)
    }
}

/// A running app: each sample is one update from outside the main actor, as a `Task` makes
/// it, until the frame showing it is written (the hop there and back included), and one wake
/// of the main actor with nothing to do, which draws no frame. Percentiles over single samples.
func registerAppLatency() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(2),
        maxIterations: 2_000)
    Benchmark("app: a Task's update until doupdate (1,000-row stack)", configuration: configuration)
    {
        _ async throws in
        let scenario = try await AppLatencyScenario.started()
        await scenario.updateAndWaitForFrame()
    }
    Benchmark("app: a wake of the main actor with nothing to do", configuration: configuration) {
        _ async throws in
        _ = try await AppLatencyScenario.started()
        await MainActor.run {}
    }
}
