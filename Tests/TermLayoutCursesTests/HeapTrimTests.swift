import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// glibc keeps the blocks a program frees in its heap, so a moment at 400×150 would stay
/// resident for the rest of the run; the app gives them back once it has been quiet for a
/// moment. Not under a sanitizer, whose allocator keeps freed blocks on purpose (.ci/sanitizers).
@Suite(
    "What a burst of frames freed goes back to the system once the app is quiet",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "no procfs"))
struct HeapTrimTests {
    @Test("the demo's list and grid from 1×1 to 400×150, then its first scene at 80×24")
    func largeScrollingSceneThenFirstScene() throws {
        let session = try TmuxSession(
            arguments: [layoutDemo], size: Size(width: 80, height: 24), environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.contains { $0.contains("safe area") } }
        try session.sendKeys("F3")
        _ = try session.waitUntil { $0.contains { $0.hasPrefix("row 0") } }
        for size in [
            Size(width: 400, height: 150), Size(width: 1, height: 1), Size(width: 400, height: 1),
            Size(width: 1, height: 150), Size(width: 80, height: 24),
        ] {
            try session.resize(to: size)
            _ = try session.waitForSettledScreen()
        }
        try session.sendKeys("F1")
        _ = try session.waitUntil { $0.contains { $0.contains("safe area") } }
        _ = try session.waitForSettledScreen()
        // The trim comes half a second after the last frame, later on a loaded machine.
        let process = try session.panePID()
        let peak = try #require(residentKilobytes(of: process, peak: true))
        var resident = try #require(residentKilobytes(of: process))
        _ = eventually {
            resident = residentKilobytes(of: process) ?? resident
            return Double(resident) < 0.75 * Double(peak)
        }
        print("resident: \(peak) kB at most, \(resident) kB once quiet")
        #expect(Double(resident) < 0.75 * Double(peak), "\(peak) kB at most, then \(resident) kB")
    }
}
