import TermLayout
import TermLayoutTesting
import Testing

@Suite("Every size works")
struct ResizeSweepTests {
    /// Required constraints hold, views stay on screen, equal edges meet.
    @Test("from 1×1 to 160×60 no invariant breaks", arguments: Screens.all.indices)
    func sweep(_ index: Int) throws {
        let screen = Screens.all[index]
        let root = try screen.make(Size(width: 1, height: 1))
        let problems = sweepProblems(root, sizes: sweepSizes(widths: 1...160, heights: 1...60))
        let first = problems.prefix(5).joined(separator: "\n")
        #expect(problems.count == 0, "\(screen.name):\n\(first)")
    }

    @Test(
        "after 100 random resizes the frames are those of a fresh layout",
        arguments: Screens.all.indices)
    func walk(_ index: Int) throws {
        let screen = Screens.all[index]
        let mismatches = try resizeWalkMismatches(
            steps: 100, widths: 1...160, heights: 1...60, seed: UInt64(index + 1), make: screen.make
        )
        let first = mismatches.prefix(5).joined(separator: "\n")
        #expect(mismatches.count == 0, "\(screen.name):\n\(first)")
    }
}
