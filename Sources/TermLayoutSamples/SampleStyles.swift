import TermLayout

extension SampleScreens {
    /// A row for each kind of style a `TextStyle` has, under a status line in colour: the
    /// attributes alone and together, the sixteen named colours as text and behind it, entries
    /// of the 256-colour palette, mixtures with wide characters, and one colour named both
    /// ways (`.red` and `.indexed(1)`). The tmux tests compare it with the headless render
    /// style for style, so it checks how the ncurses backend draws each style.
    public static func styles(_ size: Size) throws -> RootView {
        let root = RootView(size: size, unsafeBorder: EdgeInsets(top: 1))
        try root.pinToTopBorder(
            StatusBar(
                left: "styles", right: "q quits",
                style: TextStyle(.bold, foreground: .brightWhite, background: .blue)))
        let swatches = StyleSwatches(identifier: "swatches")
        try root.addSubview(swatches)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|>[swatches]<|;V:|>[swatches]<|",
                views: ["swatches": swatches]))
        return root
    }
}

/// The styles screen's rows: a label, then samples a cell apart, each in its style, cut off
/// where the view ends.
final class StyleSwatches: View {
    /// The colours SGR names, in palette order; each shows as its number in hexadecimal.
    private static let named: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow,
        .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
    /// Palette entries past the named ones: corners and middles of the colour cube, greys.
    private static let indexed: [UInt8] = [
        16, 21, 46, 52, 88, 124, 160, 196, 208, 226, 231, 232, 244, 255,
    ]

    /// Each row: its label, and its samples with their styles.
    private static let rows: [(label: String, samples: [(String, TextStyle)])] = [
        (
            "attributes",
            [
                ("bold", TextStyle(.bold)), ("dim", TextStyle(.dim)),
                ("underline", TextStyle(.underline)), ("reverse", TextStyle(.reverse)),
                ("italic", TextStyle(.italic)),
                ("all", TextStyle([.bold, .dim, .underline, .reverse, .italic])),
            ]
        ),
        (
            "text",
            named.indices.map { (String($0, radix: 16), TextStyle(foreground: named[$0])) }
        ),
        (
            "background",
            named.indices.map { (String($0, radix: 16), TextStyle(background: named[$0])) }
        ),
        ("palette", indexed.map { ("*", TextStyle(foreground: .indexed($0))) }),
        ("behind", indexed.map { (" ", TextStyle(background: .indexed($0))) }),
        (
            "mixed",
            [
                ("reverse", TextStyle(.reverse, foreground: .red, background: .blue)),
                ("bold", TextStyle(.bold, foreground: .brightGreen)),
                ("dim", TextStyle(.dim, foreground: .indexed(208))),
                ("under", TextStyle(.underline, background: .yellow)),
                ("漢字", TextStyle(foreground: .brightWhite, background: .magenta)),
            ]
        ),
        (
            "one entry",
            [
                ("red", TextStyle(foreground: .red)),
                ("indexed 1", TextStyle(foreground: .indexed(1))),
            ]
        ),
    ]

    override func draw(in canvas: any Canvas) {
        for (y, row) in Self.rows.enumerated() {
            canvas.draw(row.label, at: Point(x: 0, y: y))
            var x = 11
            for (text, style) in row.samples {
                x = canvas.draw(text, at: Point(x: x, y: y), style: style) + 1
            }
        }
    }
}
