import TermLayout

/// Scene 1: the unsafe border grows and shrinks side by side, and what is pinned with `<|` and
/// `|>` follows while what is pinned with `|` stays at the edges.
final class SafeAreaScene: View, DemoScene {
    let name = "safe area"
    let hints: [(key: String, action: String)] = [
        ("t/T", "top"), ("l/L", "left"), ("b/B", "bottom"), ("r/R", "right"),
    ]
    var firstFocus: View? { self }
    private let edges = Box(identifier: "edges", title: "pinned with |")
    private let safe = Box(identifier: "safe", title: "pinned with <| |>", border: .double)
    private let readout = Label(identifier: "readout")

    init() throws {
        super.init(identifier: "safe area scene")
        readout.numberOfLines = 0
        readout.lineBreakMode = .wordWrap
        try layOut(
            ["edges": edges, "safe": safe], order: ["edges", "safe"],
            "H:|[edges]|;V:|[edges]|;H:|>-[safe]-<|;V:|>[safe]<|")
        try safe.addSubview(readout)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[readout]-|;V:|-[readout]", views: ["readout": readout]))
    }

    override var canBecomeFocused: Bool { true }

    /// Lower case grows a side of the border by a cell, upper case shrinks it.
    override func handleKey(_ key: Key) -> Bool {
        guard case .character(let character) = key, let root = rootView else { return false }
        let step = character.isUppercase ? -1 : 1
        var border = root.unsafeBorder
        switch character.lowercased() {
        case "t": border.top = max(0, border.top + step)
        case "l": border.left = max(0, border.left + step)
        case "b": border.bottom = max(0, border.bottom + step)
        case "r": border.right = max(0, border.right + step)
        default: return false
        }
        root.unsafeBorder = border
        return true
    }

    override func layoutSubviews() {
        guard let root = rootView else { return }
        let border = root.unsafeBorder
        readout.text =
            "unsafe border: top \(border.top), left \(border.left), bottom \(border.bottom),"
            + " right \(border.right). The box pinned with | reaches under it: its safe-area"
            + " insets are \(edges.safeAreaInsets); this one's are \(safe.safeAreaInsets)."
    }
}
