import TermLayout
import Testing

/// A field `width` cells wide at the top-left of a 20×3 root, focused.
@MainActor
private func fieldScreen(width: Int, text: String = "") throws -> (RootView, TextField) {
    let root = RootView(size: Size(width: 20, height: 3))
    let field = TextField(identifier: "field", text: text, placeholder: "name", style: .plain)
    try root.addSubview(field)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|-1-[field(\(width))]; V:|-1-[field]", views: ["field": field]))
    root.focusedView = field
    root.layoutIfNeeded()
    return (root, field)
}

/// What the field's `width` cells of its row show, and where the cursor is.
@MainActor
private func shown(_ root: RootView, _ width: Int) -> (row: String, cursor: Point?) {
    root.layoutIfNeeded()
    let screen = Screen(size: root.terminalSize)
    screen.render(root)
    var row = ""
    for character in screen.lines[1].dropFirst() where row.displayWidth < width {
        row.append(character)
    }
    return (row, screen.cursor)
}

@MainActor
private func type(_ text: String, into root: RootView) {
    for character in text { _ = root.dispatchKey(.character(character)) }
}

@Suite("A text field edits one line with the terminal's cursor at its insertion point")
@MainActor
struct TextFieldTests {
    @Test("typed text shows, measured by display width, with the cursor after it")
    func typing() throws {
        let (root, _) = try fieldScreen(width: 12)
        type("héllo 漢字", into: root)
        let (row, cursor) = shown(root, 12)
        #expect(row == "héllo 漢字  ")
        #expect(cursor == Point(x: 1 + 10, y: 1))
    }

    @Test(
        "the text scrolls sideways to keep the cursor in the field",
        arguments: [
            ([Key](), "efgh ", 4),
            ([.home], "abcde", 0),
            ([.home, .right, .right], "abcde", 2),
            ([.home, .end], "efgh ", 4),
            ([.left, .left, .left, .left, .left, .left], "cdefg", 0),
        ] as [([Key], String, Int)])
    func scrolling(keys: [Key], row: String, cursorX: Int) throws {
        let (root, _) = try fieldScreen(width: 5)
        type("abcdefgh", into: root)
        for key in keys { _ = root.dispatchKey(key) }
        let (shownRow, cursor) = shown(root, 5)
        #expect(shownRow == row)
        #expect(cursor == Point(x: 1 + cursorX, y: 1))
    }

    @Test("wide characters scroll by their width, and a half cut off at the edge is not drawn")
    func wideScrolling() throws {
        let (root, field) = try fieldScreen(width: 6, text: "漢字漢字")
        #expect(field.scrollOffset == 3)
        let (row, cursor) = shown(root, 6)
        #expect(row == " 漢字 ", "the first 字 is cut in half: its cell stays blank")
        #expect(cursor == Point(x: 1 + 5, y: 1))
    }

    @Test("secure entry shows a bullet a grapheme; the placeholder shows while the text is empty")
    func secureAndPlaceholder() throws {
        let (root, field) = try fieldScreen(width: 8)
        #expect(shown(root, 8).row == "name    ")
        field.isSecureTextEntry = true
        type("pa😀s", into: root)
        #expect(shown(root, 8).row == "••••    ")
        #expect(field.text == "pa😀s")
    }

    @Test("edits call onChange with the text; Enter calls onSubmit; setting text calls neither")
    func callbacks() throws {
        let (root, field) = try fieldScreen(width: 10)
        var changes: [String] = []
        var submitted: [String] = []
        field.onChange = { changes.append($0) }
        field.onSubmit = { submitted.append($0) }
        field.text = "x"
        type("ab", into: root)
        _ = root.dispatchKey(.left)
        _ = root.dispatchKey(.backspace)
        _ = root.dispatchKey(.enter)
        #expect(changes == ["xa", "xab", "xb"])
        #expect(submitted == ["xb"])
    }

    @Test("the field takes printable keys first; Esc gives the focus back so q reaches the app")
    func escapeLeaves() throws {
        let (root, field) = try fieldScreen(width: 10)
        #expect(root.dispatchKey(.character("q")))
        #expect(field.text == "q")
        #expect(root.dispatchKey(.escape))
        #expect(root.focusedView == nil)
        #expect(!root.dispatchKey(.character("q")), "unhandled: the app's binding gets it")
        #expect(shown(root, 10).cursor == nil, "no focused field, no cursor")
    }

    @Test("the cursor hides when the field's cell is cut off by its superview")
    func clippedCursor() throws {
        let (root, field) = try fieldScreen(width: 5, text: "abc")
        root.terminalSize = Size(width: 3, height: 3)
        #expect(shown(root, 2).cursor == nil)
        root.terminalSize = Size(width: 20, height: 3)
        #expect(shown(root, 5).cursor == Point(x: 4, y: 1))
        #expect(field.cursorPosition == Point(x: 3, y: 0))
    }

    @Test("a paste goes in as one edit, at the insertion point, without its line breaks")
    func paste() throws {
        let (root, field) = try fieldScreen(width: 20, text: "ab")
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        _ = root.dispatchKey(.left)
        #expect(root.dispatchKey(.paste("one\ntwo\t\u{1B}[31m")))
        #expect(field.text == "aonetwo[31mb")
        #expect(changes == ["aonetwo[31mb"])
    }
}
