import Scenarios
import TermLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// terminal-resize [SAMPLE [COUNT [CYCLES]]]
//
// One terminal resize of a sample screen, from SIGWINCH to doupdate, on a pseudo-terminal
// this process opens, size by size: how long it takes and how many bytes it writes, against the
// bytes of a full redraw of the same screen at the same size. SAMPLE is `stack` (COUNT rows,
// 1,000 by default) or `grid` (COUNT × COUNT cells, 20 by default); the screen goes through the
// sizes of `ViewResizeScenario` CYCLES times (20 by default), each step a resize and then a
// full redraw. Prints a Markdown table of medians, one row per size, in the cycle's order.

let arguments = Array(CommandLine.arguments.dropFirst())
let sample = ViewResizeScenario.Sample(rawValue: arguments.first ?? "stack")
let count = arguments.count > 1 ? Int(arguments[1]) : (sample == .grid ? 20 : 1000)
let cycles = arguments.count > 2 ? Int(arguments[2]) : 20
guard let sample, let count, let cycles, count >= 1, cycles >= 1, arguments.count <= 3 else {
    print("usage: terminal-resize [stack|grid [COUNT [CYCLES]]]")
    exit(2)
}

/// The middle value, or the mean of the two middle ones (rounded down).
func median(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// `value` with two decimals.
func hundredths(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
}

let sizes = TerminalResizeScenario.sizes
var nanoseconds = [[Int]](repeating: [], count: sizes.count)
var resizes = [[Int]](repeating: [], count: sizes.count)
var redraws = [[Int]](repeating: [], count: sizes.count)
do {
    let scenario = TerminalResizeScenario(sample, count: count)
    try scenario.build()
    for _ in 0..<cycles {
        for _ in sizes {
            let (size, bytes, time) = try scenario.timedResize()
            let index = sizes.firstIndex(of: size)!
            let (seconds, attoseconds) = time.components
            nanoseconds[index].append(
                Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
            resizes[index].append(bytes)
            redraws[index].append(try scenario.fullRedrawBytes())
        }
    }
    scenario.close()
} catch {
    print("terminal-resize: \(sample.rawValue) \(count): \(error)")
    exit(1)
}

print("terminal-resize \(sample.rawValue) \(count), medians of \(cycles) cycles")
print("| to size | resize time (µs) | resize (bytes) | full redraw (bytes) | resize/redraw |")
print("| --- | ---: | ---: | ---: | ---: |")
for offset in 1...sizes.count {
    let index = offset % sizes.count
    let (resize, redraw) = (median(resizes[index]), median(redraws[index]))
    let size = "\(sizes[index].width)×\(sizes[index].height)"
    let time = median(nanoseconds[index]) / 1000
    print(
        "| \(size) | \(time) | \(resize) | \(redraw) | \(hundredths(Double(resize) / Double(redraw))) |"
    )
}
