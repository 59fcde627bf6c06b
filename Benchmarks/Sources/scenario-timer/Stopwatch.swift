/// Wall-clock samples in nanoseconds, per operation, in the order operations first ran.
struct Stopwatch {
    private(set) var results: [(operation: String, samples: [UInt64])] = []

    mutating func time(_ operation: String, _ body: () throws -> Void) rethrows {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
        if let index = results.firstIndex(where: { $0.operation == operation }) {
            results[index].samples.append(nanoseconds)
        } else {
            results.append((operation, [nanoseconds]))
        }
    }
}

/// The middle sample, or the mean of the two middle ones (rounded down); driver.cpp does the same.
func median(_ samples: [UInt64]) -> UInt64 {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
