import TermLayout

extension SampleScreens {
    /// A log of the keys the terminal sends, each named as a key bar names it, the latest at
    /// the bottom: what the terminal's keyboard protocol tells apart (Shift-Enter, Ctrl-I).
    /// `q` quits.
    @MainActor
    public static func keys(_ size: Size) throws -> RootView {
        let root = RootView(size: size, unsafeBorder: EdgeInsets(top: 1, bottom: 1))
        let log = KeyLog(identifier: "log")
        try root.addSubview(log)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|>[log]<|; V:|>[log]<|", views: ["log": log]))
        try root.pinToTopBorder(StatusBar(left: "keys", right: "type anything"))
        try root.pinToBottomBorder(KeyBar(hints: [("q", "quit")]))
        root.focusedView = log
        return root
    }
}

/// Names every key it is given but `q`, one a row, the latest at the bottom.
final class KeyLog: Label {
    init(identifier: String) {
        super.init(identifier: identifier, text: "")
        numberOfLines = 0
    }

    override var canBecomeFocused: Bool { true }

    override func handleKey(_ key: Key) -> Bool {
        guard key != .character("q") else { return false }
        let rows =
            (text.isEmpty ? [] : text.split(separator: "\n").map(String.init)) + [key.description]
        text = rows.suffix(max(1, bounds.height)).joined(separator: "\n")
        return true
    }
}
