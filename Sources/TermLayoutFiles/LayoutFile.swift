import TermLayout

/// A screen described in a `.layout` file (specified in the Layout files article of the DocC catalogue): its views, built and
/// added to `root`, and its constraints, active. An app keeps its layout in the file and its
/// behaviour in code, reaching the views by name: `try file.views["sidebar"]?.addSubview(list)`.
@MainActor
public struct LayoutFile {
    /// The name errors give the file.
    public let fileName: String
    /// The root the file was built into: its unsafe border and layout direction are the file's.
    public let root: RootView
    /// The declared views by name, each a `LayoutFileView`. The root, which statements may
    /// call `root`, is not among them.
    public let views: [String: View]
    /// The declared names, in the order of the file.
    public let viewNames: [String]
    /// Every constraint the statements made, in the order of the file. One the engine could
    /// not install (it conflicts with required ones above it) is here and inactive.
    public let constraints: [LayoutConstraint]
    /// The `metrics` the file defines.
    public let metrics: [String: Double]

    /// Reads `text` and builds it into `root`, which should have no subviews yet (a fresh
    /// 80×24 root by default; set its `terminalSize` to the real one). Stops at the first
    /// error. `fileName` is what errors call the file.
    public init(
        text: String, fileName: String,
        root: RootView = RootView(size: Size(width: 80, height: 24))
    ) throws(LayoutFileError) {
        var builder = LayoutFileBuilder(file: fileName, root: root)
        for line in LayoutFileLine.lines(of: text) {
            try builder.read(line)
        }
        try builder.closeBlock(before: nil)
        self.fileName = fileName
        self.root = root
        views = builder.views.filter { $0.value !== root }
        viewNames = builder.viewNames
        constraints = builder.constraints
        metrics = builder.metrics
    }
}
