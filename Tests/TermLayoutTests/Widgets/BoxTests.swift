import TermLayout
import TermLayoutTesting
import Testing

@Suite("Box and Spacer: a border around content, and room between views")
@MainActor
struct BoxTests {
    /// A titled box filling a `width`×`height` root, a label pinned to its margins.
    func boxed(width: Int, height: Int, title: String?) throws -> (RootView, Box, Label) {
        let root = RootView(size: Size(width: width, height: height))
        let box = Box(identifier: "box", title: title)
        let label = Label(identifier: "label", text: "inside the border, wrapped")
        label.numberOfLines = 0
        label.lineBreakMode = .wordWrap
        try root.addSubview(box)
        try box.addSubview(label)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[box]|;V:|[box]|;label.edges == box.margins.edges",
                views: ["box": box, "label": label]))
        return (root, box, label)
    }

    @Test(
        "content pinned to a box's margins sits inside its border",
        arguments: [
            (
                14, 5, "Notes",
                [
                    "┌─ Notes ────┐",
                    "│inside the  │",
                    "│border,     │",
                    "│wrapped     │",
                    "└────────────┘",
                ]
            ),
            (
                10, 4, "日本語のタイトル",
                [
                    "┌─ 日… ──┐",
                    "│inside  │",
                    "│the…    │",
                    "└────────┘",
                ]
            ),
            (4, 3, nil, ["┌──┐", "│i…│", "└──┘"]),
            (2, 2, "x", ["┌┐", "└┘"]),
        ])
    func content(width: Int, height: Int, title: String?, expected: [String]) throws {
        let (root, _, label) = try boxed(width: width, height: height, title: title)
        #expect(WidgetDrawing.screen(root).lines == expected)
        #expect(label.frame == Rect(x: 1, y: 1, width: width - 2, height: height - 2))
    }

    @Test("a box's margins are a cell on each side; its styles reach the border and the title")
    func styles() throws {
        let (root, box, _) = try boxed(width: 12, height: 3, title: "Log")
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        box.border = .double
        box.style = TextStyle(foreground: .cyan)
        box.titleStyle = TextStyle(.bold)
        expectSnapshot(
            WidgetDrawing.screen(root).styledLines.joined(separator: "\n"), named: "box-styles-12x3"
        )
    }

    /// `H:|[left][spacer][right]|` in a row `width` wide; `right` gives way before `left`.
    func spaced(width: Int, length: Int?) throws -> (RootView, Label, Spacer, Label) {
        let root = RootView(size: Size(width: width, height: 1))
        let left = Label(identifier: "left", text: "left")
        let spacer = Spacer(identifier: "spacer", length: length)
        let right = Label(identifier: "right", text: "右 right")
        right.setContentHuggingPriority(LayoutPriority(rawValue: 251)!, for: .horizontal)
        right.setContentCompressionResistancePriority(
            LayoutPriority(rawValue: 749)!, for: .horizontal)
        for view in [left, spacer, right] { try root.addSubview(view) }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[left][spacer][right]|;V:|[left];V:|[spacer(1)];V:|[right]",
                views: ["left": left, "spacer": spacer, "right": right]))
        return (root, left, spacer, right)
    }

    @Test(
        "a spacer takes the slack, pushing its neighbours to the sides, and gives way first",
        arguments: [
            (20, nil, ["left        右 right"]),
            (12, nil, ["left右 right"]),
            (20, 3, ["left        右 right"]),
            (10, 3, ["left   右…"]),
        ] as [(Int, Int?, [String])])
    func spacer(width: Int, length: Int?, expected: [String]) throws {
        let (root, left, spacer, right) = try spaced(width: width, length: length)
        #expect(WidgetDrawing.rows(root) == expected)
        #expect(left.frame.minX == 0 && right.frame.maxX <= width)
        #expect(spacer.frame.width == (length ?? width - 12))
    }

    @Test("a vertical spacer pushes a footer to the bottom; a new length moves it")
    func verticalSpacer() throws {
        let root = RootView(size: Size(width: 8, height: 6))
        let header = Label(identifier: "header", text: "header")
        let spacer = Spacer(identifier: "spacer", axis: .vertical)
        let footer = Label(identifier: "footer", text: "footer")
        for view in [header, spacer, footer] { try root.addSubview(view) }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat:
                    "V:|[header][spacer][footer]-(>=0,==0@100)-|;H:|[header];H:|[footer]",
                views: ["header": header, "spacer": spacer, "footer": footer]))
        root.layoutIfNeeded()
        #expect(footer.frame.minY == 5)
        spacer.length = 2
        root.layoutIfNeeded()
        #expect(footer.frame.minY == 3 && spacer.frame.height == 2)
    }
}
