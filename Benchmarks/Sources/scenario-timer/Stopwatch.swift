#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wall-clock samples in nanoseconds, per operation, in the order operations first ran.
struct Stopwatch {
    private(set) var results: [(operation: String, samples: [UInt64])] = []

    mutating func time(_ operation: String, _ body: () throws -> Void) rethrows {
        let start = ContinuousClock.now
        try body()
        record(operation, ContinuousClock.now - start)
    }

    /// Adds a sample timed elsewhere.
    mutating func record(_ operation: String, _ elapsed: Duration) {
        let nanoseconds = nanoseconds(elapsed)
        if let index = results.firstIndex(where: { $0.operation == operation }) {
            results[index].samples.append(nanoseconds)
        } else {
            results.append((operation, [nanoseconds]))
        }
    }
}

/// A duration in whole nanoseconds.
func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
}

/// The process's peak resident memory so far, in KiB (`getrusage`'s `ru_maxrss`, which Linux
/// gives in KiB and macOS in bytes).
func peakResidentKiB() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
    #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    #endif
}

/// The middle sample, or the mean of the two middle ones (rounded down); driver.cpp does the same.
func median(_ samples: [UInt64]) -> UInt64 {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
