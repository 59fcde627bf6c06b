import Foundation

/// The resident memory of `process` now (`VmRSS` in procfs) or, with `peak`, the most it has
/// had so far (`VmHWM`), in kB; nil once it is gone.
func residentKilobytes(of process: pid_t, peak: Bool = false) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)
    else { return nil }
    let line = status.split(separator: "\n").first { $0.hasPrefix(peak ? "VmHWM:" : "VmRSS:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
}

/// A program's resident memory sampled through a soak: the level once it has warmed up (seen
/// every screen at the largest size, which is when ncurses' buffers are biggest), and every
/// sample after it. The level is the highest sample up to the end of the warm-up, not the
/// last one: resident memory goes down and up again with the terminal's size, as malloc gives
/// back and takes again what large windows used. Memory that keeps growing after that is a
/// leak.
struct ResidentMemoryRecord: CustomStringConvertible {
    /// When the warm-up ends and the next sample becomes the baseline.
    var warmUpEnd: ContinuousClock.Instant
    /// The level after the warm-up: the highest sample up to the first one after it, in kB.
    private(set) var baseline: Int?
    /// The samples after the baseline, in kB.
    private(set) var later: [Int] = []
    /// The largest sample during the warm-up, in kB.
    private(set) var warmUpPeak = 0

    init(warmUpEnd: ContinuousClock.Instant) {
        self.warmUpEnd = warmUpEnd
    }

    /// Adds a sample of `kilobytes` taken now.
    mutating func add(_ kilobytes: Int, at now: ContinuousClock.Instant = .now) {
        if now < warmUpEnd {
            warmUpPeak = max(warmUpPeak, kilobytes)
        } else if baseline == nil {
            baseline = max(warmUpPeak, kilobytes)
        } else {
            later.append(kilobytes)
        }
    }

    /// The largest sample after the baseline (the baseline itself when there is none yet).
    var peak: Int? { later.max() ?? baseline }
    /// The last sample.
    var last: Int? { later.last ?? baseline }

    /// Whether memory stays within `tolerance` (0.1 for 10 %) of the baseline: the last
    /// sample is, and no two samples in a row are above it. A single sample above is a moment's
    /// high water (a big paste, a frame at 400×150 being built), which malloc gives back; a
    /// leak stays.
    func staysWithin(_ tolerance: Double) -> Bool {
        guard let baseline, let last else { return false }
        let limit = Double(baseline) * (1 + tolerance)
        let above = later.map { Double($0) > limit }
        let sustained = zip(above, above.dropFirst()).contains { $0 && $1 }
        return Double(last) <= limit && !sustained
    }

    var description: String {
        let numbers = [
            "warm-up peak \(warmUpPeak) kB", "baseline \(baseline.map(String.init) ?? "none") kB",
            "max later \(peak.map(String.init) ?? "none") kB",
            "final \(last.map(String.init) ?? "none") kB", "\(later.count + 1) samples",
        ]
        return numbers.joined(separator: ", ")
    }
}

/// The state letter of `process` in procfs (`R` running, `S` sleeping, `Z` a zombie); nil once
/// it is gone.
func processState(of process: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
        let name = stat.lastIndex(of: ")")
    else { return nil }
    return stat[name...].dropFirst().first { $0 != " " }
}
