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
// program against kiwi, operation for operation.

let usage = """
    usage: scenario-timer SCENARIO SIZE REPS
      enaml 1    operations enaml-build enaml-resize enaml-same-size
      chain N    operations chain-build chain-resize-small chain-resize-big chain-churn
      stack N    operations stack-build stack-resize
      grid G     operations grid-build grid-resize (G×G cells)
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
        default:
            print(usage)
            exit(2)
        }
    }
} catch {
    print("scenario-timer: \(scenario) \(size): \(error)")
    exit(1)
}
for (operation, samples) in stopwatch.results {
    print("\(operation) \(size) \(median(samples))")
}
