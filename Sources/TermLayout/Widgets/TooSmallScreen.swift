/// The standard screen for a terminal smaller than its layout needs: "terminal too small:
/// needs W×H, is w×h", centred and wrapped to the width there is, or as much of it as fits
/// (down to "W×H"). `TerminalApp` shows it in place of its root while
/// `RootView.isTerminalTooSmall`; an app may show its own instead.
public final class TooSmallScreen: RootView {
    /// A screen of the terminal's size saying what size the layout needs.
    public init(needed: Size, terminal: Size) {
        super.init(identifier: "too small", size: terminal)
        let wanted = "\(needed.width)×\(needed.height)"
        let forms = [
            "terminal too small: needs \(wanted), is \(terminal.width)×\(terminal.height)",
            "needs \(wanted), is \(terminal.width)×\(terminal.height)", "needs \(wanted)", wanted,
        ]
        let text =
            forms.first { form in
                let rows = textLines(
                    form, width: terminal.width, mode: .wordWrap, maximumLines: terminal.height + 1)
                return rows.count <= terminal.height
                    && rows.allSatisfy { $0.reduce(0) { $0 + $1.width } <= terminal.width }
            } ?? wanted
        let message = Label(identifier: "message", text: text)
        message.numberOfLines = 0
        message.lineBreakMode = .wordWrap
        message.alignment = .center
        try! addSubview(message)
        message.translatesFrameIntoConstraints = false
        try! LayoutConstraint.activate([
            message.leadingAnchor.constraint(equalTo: leadingAnchor),
            message.trailingAnchor.constraint(equalTo: trailingAnchor),
            message.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}
