import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// The sample screens as a person would see them, kept as text in `Snapshots/` and reviewed in
/// diffs: boxes, titles, wide characters and clipping at a roomy and a cramped size.
@Suite("Sample screens drawn as text")
@MainActor
struct SampleScreenSnapshotTests {
    @Test(
        "each sample screen at a roomy and a cramped size",
        arguments: [
            ("panes", 60, 12), ("panes", 24, 5), ("dialog", 50, 14), ("dialog", 12, 4),
            ("stack", 30, 8), ("grid", 60, 30), ("grid", 19, 7), ("nested", 30, 10),
            ("nested", 7, 5),
        ])
    func snapshot(id: String, width: Int, height: Int) throws {
        let make = try #require(SampleScreens.named(id))
        let root = try make(Size(width: width, height: height))
        root.layoutIfNeeded()
        let screen = Screen(size: root.terminalSize)
        screen.render(root)
        expectSnapshot(screen.description, named: "\(id)-\(width)x\(height)")
    }
}
