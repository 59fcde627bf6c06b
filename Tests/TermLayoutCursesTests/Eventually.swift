import Foundation
import TermLayoutTesting

/// How long a test waits for something before it calls the program hung: the tmux waits'
/// limit (`TmuxSession.hangLimit`, a minute), times `TmuxSession.timeoutScale` as theirs is.
let hangLimit = TmuxSession.hangLimit * TmuxSession.timeoutScale

/// Whether `condition` comes to hold, asked every `interval` until it does or `hangLimit` has
/// passed. It blocks the calling thread between looks, as the tmux waits do.
func eventually(every interval: Duration = .milliseconds(20), _ condition: () throws -> Bool)
    rethrows -> Bool
{
    let deadline = ContinuousClock.now + hangLimit
    while try !condition() {
        guard ContinuousClock.now < deadline else { return false }
        let (seconds, attoseconds) = interval.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
    return true
}

/// Whether `condition` comes to hold, for a test on the main actor: it suspends between
/// looks, so that an app the test runs in-process goes on meanwhile (`eventually` would
/// block it).
@MainActor
func eventuallyOnMainActor(
    every interval: Duration = .milliseconds(10), _ condition: () throws -> Bool
) async throws -> Bool {
    let deadline = ContinuousClock.now + hangLimit
    while try !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: interval)
    }
    return true
}

/// Waits until `process` sleeps, three looks in a row 10 ms apart: it has done what it was
/// sent. False if it is still busy at the hang limit; nil once it is gone.
func waitUntilAsleep(_ process: pid_t) -> Bool? {
    var sleeping = 0
    var gone = false
    let asleep = eventually(every: .milliseconds(10)) {
        guard let state = processState(of: process) else {
            gone = true
            return true
        }
        sleeping = state == "S" ? sleeping + 1 : 0
        return sleeping >= 3
    }
    return gone ? nil : asleep
}
