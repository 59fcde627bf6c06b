import TermLayout

/// Scene 4, an overlay over any scene: why the selected view has its width and height, then
/// the scene's views with their frames, safe-area insets and constraints, the views whose
/// frame the constraints leave open, the required constraints that do not hold, and what the
/// engine last reported. It scrolls; n and p select the next and previous view of the scene.
final class Inspector: Box {
    private let scroll = ScrollView(identifier: "inspector scroll")
    private let text = Label(identifier: "inspector text")
    private var scene: View?
    private var reports: [String] = []
    /// The selected view's place in the scene's subtree; 0 is the scene itself.
    private var selection = 0

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

    /// n and p select a view; arrows and pages scroll the report.
    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("n"): select(by: 1)
        case .character("p"): select(by: -1)
        default: return scroll.handleKey(key)
        }
        return true
    }

    /// Reads `scene` and the root's state afresh; a new scene starts with itself selected.
    func inspect(_ scene: View, reports: [String]) {
        if scene !== self.scene { selection = 0 }
        self.scene = scene
        self.reports = reports
        let views = scene.subtree
        selection = min(selection, views.count - 1)
        let selected = views[selection]
        var lines = [
            "selected (\(selection + 1) of \(views.count)):"
                + " \(selected.layoutName(viewName: nil)) \(selected.frame)"
        ]
        for attribute in [LayoutAttribute.width, .height] {
            lines += selected.explainLayout(for: attribute).description.split(separator: "\n")
                .map(String.init)
        }
        lines.append("")
        // Probing a thousand views for ambiguity would hold the screen for seconds.
        lines += scene.layoutTrace(probingAtMost: 200).split(separator: "\n").map(String.init)
        let root = scene.rootView
        let broken = root?.brokenConstraints ?? []
        lines.append(broken.isEmpty ? "no constraint broken" : "broken:")
        lines += (root?.layoutShortage?.description).map { [$0] } ?? []
        lines += broken.map { "  \($0)" }
        lines.append(reports.isEmpty ? "nothing reported" : "reported:")
        lines += reports.suffix(10).flatMap { $0.split(separator: "\n").map { "  \($0)" } }
        text.text = lines.joined(separator: "\n")
        let width = lines.map(\.displayWidth).max() ?? 0
        text.frame = Rect(x: 0, y: 0, width: width, height: lines.count)
        scroll.contentSize = text.frame.size
        scroll.scroll(to: scroll.minimumContentOffset)
    }

    /// Moves the selection through the scene's subtree, wrapping at either end.
    private func select(by step: Int) {
        guard let scene else { return }
        let count = scene.subtree.count
        selection = ((selection + step) % count + count) % count
        inspect(scene, reports: reports)
    }
}
