import Foundation
import TermLayout
import TermLayoutTesting
import Testing

@Suite("Every size works")
struct ResizeSweepTests {
    /// Every size from 1×1 to 160×60 with `TERMLAYOUT_SWEEP=full` (CI runs it so, in release);
    /// otherwise every fifth width and third height, to keep a debug `swift test` quick.
    static let sizes: [Size] = {
        let all = sweepSizes(widths: 1...160, heights: 1...60)
        if ProcessInfo.processInfo.environment["TERMLAYOUT_SWEEP"] == "full" { return all }
        return all.filter { $0.width % 5 == 1 && $0.height % 3 == 1 }
    }()

    /// Required constraints hold, views stay on screen, equal edges meet.
    @Test("from 1×1 to 160×60 no invariant breaks", arguments: SampleScreens.all.indices)
    func sweep(_ index: Int) throws {
        let screen = SampleScreens.all[index]
        let root = try screen.make(Size(width: 1, height: 1))
        let problems = sweepProblems(root, sizes: Self.sizes)
        let first = problems.prefix(5).joined(separator: "\n")
        #expect(problems.count == 0, "\(screen.name):\n\(first)")
    }

    @Test(
        "after 100 random resizes the frames are those of a fresh layout",
        arguments: SampleScreens.all.indices)
    func walk(_ index: Int) throws {
        let screen = SampleScreens.all[index]
        let mismatches = try resizeWalkMismatches(
            steps: 100, widths: 1...160, heights: 1...60, seed: UInt64(index + 1), make: screen.make
        )
        let first = mismatches.prefix(5).joined(separator: "\n")
        #expect(mismatches.count == 0, "\(screen.name):\n\(first)")
    }
}
