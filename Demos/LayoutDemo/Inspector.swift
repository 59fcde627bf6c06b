import TermLayout

/// Scene 4, an overlay over any scene: the scene's views with their frames, safe-area insets
/// and constraints, the views whose frame the constraints leave open, the required
/// constraints that do not hold, and what the engine last reported. It scrolls.
final class Inspector: Box {
    private let scroll = ScrollView(identifier: "inspector scroll")
    private let text = Label(identifier: "inspector text")

    init() throws {
        super.init(identifier: "inspector", title: "inspector", border: .double)
        text.numberOfLines = 0
        try addSubview(scroll)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[scroll]-|;V:|-[scroll]-|", views: ["scroll": scroll]))
        try scroll.contentView.addSubview(text)
    }

    override var canBecomeFocused: Bool { true }

    /// Arrows and pages scroll the report.
    override func handleKey(_ key: Key) -> Bool { scroll.handleKey(key) }

    /// Reads `scene` and the root's state afresh.
    func inspect(_ scene: View, reports: [String]) {
        // Probing a thousand views for ambiguity would hold the screen for seconds.
        var lines = scene.layoutTrace(probingAtMost: 200).split(separator: "\n").map(String.init)
        let broken = scene.rootView?.violatedRequiredConstraints() ?? []
        lines.append(broken.isEmpty ? "no required constraint broken" : "broken:")
        lines += broken.map { "  \($0)" }
        lines.append(reports.isEmpty ? "nothing reported" : "reported:")
        lines += reports.suffix(10).flatMap { $0.split(separator: "\n").map { "  \($0)" } }
        text.text = lines.joined(separator: "\n")
        let width = lines.map(\.displayWidth).max() ?? 0
        text.frame = Rect(x: 0, y: 0, width: width, height: lines.count)
        scroll.contentSize = text.frame.size
        scroll.scroll(to: scroll.minimumContentOffset)
    }
}
