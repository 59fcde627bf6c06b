import Synchronization

/// A clock that stands still until a test moves it, for animations stepped headless: set a
/// root's `animationClock` to one, `advance(by:)` it, and render. A sleep on it ends when the
/// clock is advanced to its deadline, or is cancelled.
public final class SteppedClock: Clock, Sendable {
    /// A point on a stepped clock: the time since it started.
    public struct Instant: InstantProtocol {
        /// The time since the clock started.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextSleeper = 0
        var sleepers: [Int: Sleeper] = [:]
    }

    private let state = Mutex(State())

    /// A clock at zero.
    public init() {}

    /// Where the clock stands: zero moved by every `advance(by:)`.
    public var now: Instant { state.withLock { $0.now } }

    /// Zero: the clock moves exactly as far as it is told.
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for the clock: none once nothing runs on it.
    public var sleepers: Int { state.withLock { $0.sleepers.count } }

    /// Moves the clock on by `duration`, ending the sleeps whose deadline it reaches.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for key in due.keys { state.sleepers.removeValue(forKey: key) }
            return due.values.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }

    /// Suspends until the clock is advanced to `deadline`, or throws `CancellationError` when
    /// the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let key = state.withLock { state in
            state.nextSleeper += 1
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[key] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: key) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }
}
