import TermLayout
import TermLayoutTesting
import Testing

@Suite("Status and key bars pinned into the unsafe border")
@MainActor
struct BarTests {
    nonisolated static let hints: [(key: String, action: String)] = [
        ("q", "quit"), ("↑↓", "move"), ("/", "find"),
    ]

    /// A status bar and a key bar in the border of a `size` root, a label in its safe area.
    func screen(_ size: Size, border: EdgeInsets) throws -> (
        root: RootView, status: StatusBar, keys: KeyBar, content: Label
    ) {
        let root = RootView(size: size, unsafeBorder: border)
        let status = StatusBar(left: "TermLayout", center: "main", right: "3/40")
        let keys = KeyBar(hints: Self.hints)
        let content = Label(identifier: "content", text: "body")
        try root.addSubview(content)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|>[content]<|;V:|>[content]<|", views: ["content": content]))
        #expect(try root.pinToTopBorder(status).count == 4)
        try root.pinToBottomBorder(keys)
        root.layoutIfNeeded()
        return (root, status, keys, content)
    }

    @Test(
        "bars fill the border rows edge to edge; the content keeps to the safe area",
        arguments: [
            (
                Size(width: 30, height: 4),
                [" TermLayout  main        3/40", "body", "", "q quit  ↑↓ move  / find"]
            ),
            (Size(width: 12, height: 3), [" Term… 3/40", "body", "q quit  ↑↓…"]),
            (Size(width: 5, height: 2), [" 3/…", "q qu…"]),
        ])
    func pinned(size: Size, expected: [String]) throws {
        let (root, status, keys, content) = try screen(size, border: EdgeInsets(top: 1, bottom: 1))
        #expect(WidgetDrawing.rows(root) == expected)
        #expect(status.frame == Rect(x: 0, y: 0, width: size.width, height: 1))
        #expect(keys.frame == Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
        #expect(content.frame == Rect(x: 0, y: 1, width: size.width, height: size.height - 2))
    }

    @Test("the bars' styles: reverse video for the status line and the keys")
    func styles() throws {
        let (root, _, _, _) = try screen(
            Size(width: 30, height: 4), border: EdgeInsets(top: 1, bottom: 1))
        expectSnapshot(
            WidgetDrawing.screen(root).styledLines.joined(separator: "\n"), named: "bars-30x4")
    }

    @Test(
        "when the border changes, the bars follow it with no code of their own",
        arguments: [
            EdgeInsets(top: 2, bottom: 1), EdgeInsets(top: 0, bottom: 1),
            EdgeInsets(top: 1, bottom: 0), EdgeInsets(top: 3, bottom: 2),
            EdgeInsets(top: 1, left: 2, bottom: 1, right: 2),
        ])
    func borderChange(border: EdgeInsets) throws {
        let (root, status, keys, content) = try screen(
            Size(width: 20, height: 8), border: EdgeInsets(top: 1, bottom: 1))
        root.unsafeBorder = border
        root.layoutIfNeeded()
        #expect(status.frame == Rect(x: 0, y: 0, width: 20, height: border.top))
        #expect(keys.frame == Rect(x: 0, y: 8 - border.bottom, width: 20, height: border.bottom))
        #expect(content.frame.minY == border.top && content.frame.maxY == 8 - border.bottom)
    }

    @Test("a two-row border gives a two-row bar, filled, its text on the first row")
    func borderRows() throws {
        let (root, _, _, _) = try screen(
            Size(width: 20, height: 4), border: EdgeInsets(top: 1, bottom: 1))
        root.unsafeBorder = EdgeInsets(top: 2)
        #expect(WidgetDrawing.rows(root) == [" TermLayout m… 3/40", "", "body", ""])
        let screen = WidgetDrawing.screen(root)
        #expect((0..<20).allSatisfy { screen[$0, 1].style == TextStyle(.reverse) })
    }

    /// On a one-row screen the two border rows leave the safe area -1 row high; it gives way
    /// rather than push the content below nothing, so the status bar keeps the row and the key
    /// bar, pinned to the safe area's bottom, has none. The shortage names the guide.
    @Test("at every size from 1×1 to 40×10 the bars keep to the screen's edges")
    func everySize() throws {
        let (root, status, keys, _) = try screen(
            Size(width: 1, height: 1), border: EdgeInsets(top: 1, bottom: 1))
        for width in 1...40 {
            for height in 1...10 {
                root.terminalSize = Size(width: width, height: height)
                let screen = WidgetDrawing.screen(root)
                #expect(status.frame == Rect(x: 0, y: 0, width: width, height: 1))
                #expect(
                    keys.frame
                        == Rect(x: 0, y: height - 1, width: width, height: 1)
                        .inset(by: EdgeInsets(top: height == 1 ? 1 : 0)))
                #expect(screen[0, 0].style == TextStyle(.reverse))
                #expect(
                    root.layoutShortage?.yieldedGuides
                        == (height == 1 ? ["root.safeArea.height, kept by the engine"] : nil))
            }
        }
    }

    @Test(
        "a status line keeps the right text, then the left, then centres what fits between",
        arguments: [
            ("TermLayout", "main", "3/40", 30, " TermLayout  main        3/40"),
            ("a long title here", "centre", "12:00", 24, " a long title he… 12:00"),
            ("left", "漢字の中央", "", 20, " left 漢字の中央"),
            ("", "centred", "", 15, "    centred"),
            ("漢字", "", "", 4, " …"),
            ("x", "y", "z", 2, ""),
        ])
    func statusLine(left: String, center: String, right: String, width: Int, line: String)
        throws
    {
        let root = RootView(size: Size(width: width, height: 1), unsafeBorder: EdgeInsets(top: 1))
        try root.pinToTopBorder(StatusBar(left: left, center: center, right: right))
        #expect(WidgetDrawing.rows(root) == [line])
    }

    @Test(
        "key hints are cut with … where the row ends, never through a wide character",
        arguments: [
            (hints, 30, "q quit  ↑↓ move  / find"), (hints, 12, "q quit  ↑↓…"),
            (hints, 8, "q quit…"), (hints, 1, "…"), ([("漢", "字 help")], 4, "漢…"),
        ] as [([(key: String, action: String)], Int, String)])
    func keyHints(hints: [(key: String, action: String)], width: Int, line: String) throws {
        let root = RootView(
            size: Size(width: width, height: 1), unsafeBorder: EdgeInsets(bottom: 1))
        try root.pinToBottomBorder(KeyBar(hints: hints))
        #expect(WidgetDrawing.rows(root) == [line])
    }

    @Test("a bar asks for one row and any width")
    func intrinsicSize() {
        #expect(StatusBar().intrinsicContentSize == IntrinsicSize(height: 1))
        #expect(KeyBar().intrinsicContentSize == IntrinsicSize(height: 1))
    }
}
