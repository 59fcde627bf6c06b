import CEventLoop
import Dispatch

/// Gives the memory a burst of frames freed back to the system once the app has been quiet
/// for `quietPeriod`. glibc keeps freed blocks in its heap, so one resize to 400×150 or one
/// inspector pass would otherwise leave megabytes resident for the rest of the run
/// (Benchmarks/README.md, "Figures behind comments in the code"). One trim per burst;
/// nothing while the app is idle.
@MainActor
final class HeapTrimmer {
    /// How long no frame must have been shown before the trim.
    static let quietPeriod: Duration = .milliseconds(500)
    private var lastFrame = ContinuousClock.now
    private var isScheduled = false
    /// Runs first, to free what the trim can then give back: the app fits its display's
    /// windows to their views.
    var beforeTrim: () -> Void = {}

    /// Large blocks are mapped on their own from now on, so that one freed goes back at once
    /// instead of waiting for a quiet moment: under input that never pauses (a soak), the
    /// solver's column index growing through a scene of 1,000 views and the copies the minimum
    /// size probes left its blocks resident (Benchmarks/README.md, "Figures behind comments in
    /// the code").
    init() {
        termlayout_map_large_blocks()
    }

    /// Notes that a frame was shown: a trim follows once frames stop for `quietPeriod`.
    func noteFrame() {
        lastFrame = .now
        guard !isScheduled else { return }
        isScheduled = true
        wake(after: Self.quietPeriod)
    }

    private func wake(after delay: Duration) {
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            [weak self] in MainActor.assumeIsolated { self?.trimIfQuiet() }
        }
    }

    private func trimIfQuiet() {
        let quiet = ContinuousClock.now - lastFrame
        guard quiet >= Self.quietPeriod else { return wake(after: Self.quietPeriod - quiet) }
        isScheduled = false
        beforeTrim()
        termlayout_release_free_heap()
    }
}
