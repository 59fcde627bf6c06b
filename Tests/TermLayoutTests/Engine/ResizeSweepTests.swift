import Foundation
import TermLayoutSamples
import TermLayoutTesting
import Testing

@testable import TermLayout

@Suite("Every size works")
@MainActor
struct ResizeSweepTests {
    /// Every size from 1×1 to 160×60 with `TERMLAYOUT_SWEEP=full` (CI runs it so, in release);
    /// otherwise every fifth width and third height, to keep a debug `swift test` quick.
    static let sizes: [Size] = {
        let all = sweepSizes(widths: 1...160, heights: 1...60)
        if ProcessInfo.processInfo.environment["TERMLAYOUT_SWEEP"] == "full" { return all }
        return all.filter { $0.width % 5 == 1 && $0.height % 3 == 1 }
    }()

    /// Required constraints hold, views stay on screen, equal edges meet, and from the minimum
    /// size up every guide keeps its view's insets.
    @Test("from 1×1 to 160×60 no invariant breaks", arguments: SampleScreens.all.indices)
    func sweep(_ index: Int) throws {
        let screen = SampleScreens.all[index]
        let root = try screen.make(Size(width: 1, height: 1))
        let problems = sweepProblems(root, sizes: Self.sizes)
        let first = problems.prefix(5).joined(separator: "\n")
        #expect(problems.count == 0, "\(screen.name):\n\(first)")
    }

    /// Issue 16's rule: at every size, however small, every view's width and height are 0 or
    /// more in the solution (no size floor lost), not only on screen, where frames are cut at 0.
    @Test(
        "from 1×1 to 160×60 no view is narrower or lower than nothing",
        arguments: SampleScreens.all.indices)
    func floors(_ index: Int) throws {
        let screen = SampleScreens.all[index]
        let root = try screen.make(Size(width: 1, height: 1))
        root.log = { _ in }
        var lost: [String] = []
        for size in Self.sizes {
            root.terminalSize = size
            root.layoutIfNeeded()
            lost += (root.layoutShortage?.lostFloors ?? []).map { "at \(size): \($0)" }
            // Read from the solver itself: floors are added only where a size went below 0.
            for view in root.subtree {
                let variables = view.layoutVariables
                for (variable, axis) in [(variables.width, "width"), (variables.height, "height")]
                where root.engine.solver.value(of: variable) < -1e-6 {
                    let value = root.engine.solver.value(of: variable)
                    lost.append(
                        "at \(size): \(view.layoutName(viewName: nil))'s \(axis) is \(value)")
                }
            }
        }
        #expect(lost.isEmpty, "\(screen.name):\n\(lost.prefix(5).joined(separator: "\n"))")
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

    /// Screens that scroll hold content larger than the screen by design, and reuse views in
    /// an order their history decides, so neither the on-screen invariant nor a list of frames
    /// applies; they must still lay out at every size, settle, and look after a walk of 100
    /// random resizes as a fresh layout does.
    @Test(
        "screens that scroll settle at every size and look like a fresh layout after a walk",
        arguments: SampleScreens.interactive.indices)
    func interactive(_ index: Int) throws {
        let screen = SampleScreens.interactive[index]
        let root = try screen.make(Size(width: 1, height: 1))
        let log = CapturedLog(root)
        for size in Self.sizes {
            root.terminalSize = size
            root.layoutIfNeeded()
        }
        let unsettled = log.lines.filter { $0.contains("settle") || $0.contains("kept changing") }
        #expect(unsettled.isEmpty, "\(screen.name): \(unsettled.prefix(3))")
        let walk = randomSizes(100, widths: 1...160, heights: 1...60, seed: UInt64(index + 7))
        for size in walk {
            root.terminalSize = size
            root.layoutIfNeeded()
        }
        let size = walk.last!
        let fresh = try screen.make(size)
        fresh.layoutIfNeeded()
        #expect(render(root) == render(fresh), "\(screen.name) at \(size)")
    }
}
