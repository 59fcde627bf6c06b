import TermLayout
import Testing

/// A text view filling a root of `size`, laid out, and focused unless told otherwise.
@MainActor
private func textViewScreen(
    _ size: Size, text: String = "", editable: Bool = true, focused: Bool = true,
    indicator: Bool = true
) throws -> (root: RootView, view: TextView) {
    let root = RootView(size: size)
    let view = TextView(identifier: "text", text: text)
    view.isEditable = editable
    view.showsScrollIndicator = indicator
    try root.addSubview(view)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|[text]|; V:|[text]|", views: ["text": view]))
    if focused { root.focusedView = view }
    root.layoutIfNeeded()
    return (root, view)
}

/// What the screen shows, a string a row cut to its first `width` characters without the
/// spaces after them, and where the cursor is.
@MainActor
private func shownText(_ root: RootView, width: Int = .max) -> (rows: [String], cursor: Point?) {
    root.layoutIfNeeded()
    let screen = Screen(size: root.terminalSize)
    screen.render(root)
    let rows = screen.lines.map { line in
        String(String(line.prefix(width)).reversed().drop { $0 == " " }.reversed())
    }
    return (rows, screen.cursor)
}

@MainActor
private func press(_ keys: [Key], in root: RootView) {
    for key in keys { root.dispatchKey(key) }
}

/// The view's text with `|` at the insertion point.
@MainActor
private func marked(_ view: TextView) -> String {
    var lines = view.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let point = view.insertionPoint
    let line = lines[point.line]
    lines[point.line].insert("|", at: line.index(line.startIndex, offsetBy: point.offset))
    return lines.joined(separator: "\n")
}

@Suite("A text view edits and shows multi-line text, wrapped and scrolled, as UITextView")
@MainActor
struct TextViewTests {
    @Test(
        "text wraps at words by display width, a long word by cell; a half CJK cell is not drawn",
        arguments: [
            (8, ["wrap 漢", "字 here", "long-wor", "ds-break"]),
            (5, ["wrap", "漢字", "here", "long-", "words", "-brea", "k"]),
            (3, ["wra", "p", "漢", "字", "her", "e", "lon", "g-w", "ord", "s-b", "rea", "k"]),
            (1, ["w", "r", "a", "p", "", "", "h", "e", "r", "e", "l", "o"]),
        ] as [(Int, [String])])
    func wrapping(width: Int, expected: [String]) throws {
        let (root, _) = try textViewScreen(
            Size(width: width, height: 12), text: "wrap 漢字 here\nlong-words-break",
            editable: false, indicator: false)
        let rows = shownText(root).rows
        #expect(Array(rows.prefix(expected.count)) == expected)
        #expect(rows.dropFirst(expected.count).allSatisfy { $0.isEmpty })
    }

    @Test("the scroll indicator takes the last column while the text is taller than the view")
    func indicator() throws {
        let (root, view) = try textViewScreen(
            Size(width: 10, height: 2), text: "12345678 x", editable: false)
        #expect(shownText(root).rows == ["12345678 x", ""])
        view.append("\nmore\nmore")
        let rows = shownText(root).rows
        #expect(rows.map { String($0.prefix(9)) } == ["12345678 ", "x        "])
        #expect(rows.allSatisfy { $0.count == 10 && ($0.last == "┃" || $0.last == "│") })
    }

    @Test(
        "the insertion point moves by grapheme across lines, by wrapped row to the cell aimed for",
        arguments: [
            ([Key](), TextPosition(line: 0, offset: 0), Point(x: 0, y: 0)),
            ([.down], TextPosition(line: 0, offset: 4), Point(x: 0, y: 1)),
            ([.down, .down, .down], TextPosition(line: 1, offset: 0), Point(x: 0, y: 3)),
            ([.end], TextPosition(line: 0, offset: 3), Point(x: 3, y: 0)),
            ([.control("e")], TextPosition(line: 0, offset: 11), Point(x: 3, y: 2)),
            ([.control("e"), .down], TextPosition(line: 1, offset: 2), Point(x: 2, y: 3)),
            ([.control("e"), .down, .down], TextPosition(line: 2, offset: 3), Point(x: 3, y: 4)),
            (
                [.control("e"), .down, .down, .up], TextPosition(line: 1, offset: 2),
                Point(x: 2, y: 3)
            ),
            ([.control("e"), .right], TextPosition(line: 1, offset: 0), Point(x: 0, y: 3)),
            ([.down, .down, .down, .left], TextPosition(line: 0, offset: 11), Point(x: 3, y: 2)),
            ([.right, .up], TextPosition(line: 0, offset: 0), Point(x: 0, y: 0)),
            ([.pageDown], TextPosition(line: 2, offset: 11), Point(x: 4, y: 5)),
            ([.pageDown, .home], TextPosition(line: 2, offset: 7), Point(x: 0, y: 5)),
            ([.pageDown, .control("a")], TextPosition(line: 2, offset: 0), Point(x: 0, y: 4)),
            (
                Array(repeating: .modified(.right, .control), count: 4),
                TextPosition(line: 1, offset: 2),
                Point(x: 2, y: 3)
            ),
            (
                [.down, .down, .down, .modified(.left, .control)], TextPosition(line: 0, offset: 8),
                Point(x: 0, y: 2)
            ),
        ] as [([Key], TextPosition, Point)])
    func movement(keys: [Key], position: TextPosition, cursor: Point) throws {
        // Seven columns: text wraps at six, the seventh is the cursor's.
        let (root, view) = try textViewScreen(
            Size(width: 7, height: 8), text: "abc def ghi\nxy\nlonger line")
        #expect(shownText(root).rows.prefix(6) == ["abc", "def", "ghi", "xy", "longer", "line"])
        press(keys, in: root)
        #expect(view.insertionPoint == position)
        #expect(shownText(root).cursor == cursor)
    }

    @Test(
        "keys edit across line breaks; a paste keeps its line breaks and its tabs become spaces",
        arguments: [
            ("ab\ncd", [Key.down, .backspace], "ab|cd"),
            ("ab\ncd", [.control("e"), .delete], "ab|cd"),
            ("ab\ncd", [.right, .enter], "a\n|b\ncd"),
            ("ab\ncd", [.control("e"), .control("k")], "ab|cd"),
            ("ab\ncd", [.right, .control("k")], "a|\ncd"),
            ("ab\ncd", [.down, .control("u")], "ab|cd"),
            ("ab\ncd", [.down, .right, .control("u")], "ab\n|d"),
            ("one two\nthree", [.down, .control("w")], "one |three"),
            ("ab", [.character("é"), .character("漢")], "é漢|ab"),
            ("x", [.paste("1\n2\t3\u{1B}\r\n")], "1\n2    3\n|x"),
            ("a\r\nb\rc", [], "|a\nb\nc"),
        ] as [(String, [Key], String)])
    func editing(text: String, keys: [Key], expected: String) throws {
        let (root, view) = try textViewScreen(Size(width: 20, height: 5), text: text)
        press(keys, in: root)
        #expect(marked(view) == expected)
    }

    @Test("edits by keys call onChange, once a paste; setting text and appending do not")
    func onChange() throws {
        let (root, view) = try textViewScreen(Size(width: 20, height: 5))
        var changes: [String] = []
        view.onChange = { changes.append($0) }
        view.text = "x"
        view.append("y")
        press([.character("a"), .paste("b\nc"), .left, .down], in: root)
        #expect(changes == ["axy", "ab\ncxy"])
    }

    @Test("moving the insertion point scrolls as little as keeps the cursor in sight")
    func scrollsToCursor() throws {
        let text = (0..<10).map { "line \($0)" }.joined(separator: "\n")
        let (root, view) = try textViewScreen(Size(width: 10, height: 3), text: text)
        press(Array(repeating: .down, count: 5), in: root)
        var shown = shownText(root, width: 6)
        #expect(shown.rows == ["line 3", "line 4", "line 5"])
        #expect(shown.cursor == Point(x: 0, y: 2))
        press(Array(repeating: .up, count: 4), in: root)
        shown = shownText(root, width: 6)
        #expect(shown.rows == ["line 1", "line 2", "line 3"])
        #expect(shown.cursor == Point(x: 0, y: 0))
        press([.pageDown, .pageDown, .control("e")], in: root)
        shown = shownText(root, width: 6)
        #expect(shown.rows == ["line 5", "line 6", "line 7"])
        #expect(view.insertionPoint == TextPosition(line: 5, offset: 6))
        view.insertionPoint = TextPosition(line: 99, offset: 99)
        shown = shownText(root, width: 6)
        #expect(view.insertionPoint == TextPosition(line: 9, offset: 6))
        #expect(shown.rows == ["line 7", "line 8", "line 9"])
        #expect(shown.cursor == Point(x: 6, y: 2))
    }

    @Test(
        "a read-only log follows its tail as it grows; scrolling up stops that, End resumes it",
        arguments: [Key.up, .pageUp, .home])
    func followsTail(scrollUp: Key) throws {
        let (root, view) = try textViewScreen(Size(width: 12, height: 3), editable: false)
        view.followsTail = true
        for index in 0..<10 { view.append("line \(index)\n") }
        let shown = shownText(root, width: 7)
        #expect(shown.rows == ["line 8", "line 9", ""])
        #expect(shown.cursor == nil, "a read-only view shows no cursor, even focused")
        #expect(!root.dispatchKey(.character("q")), "nor takes printable keys")
        press([scrollUp], in: root)
        let scrolled = shownText(root, width: 7).rows
        #expect(scrolled != ["line 8", "line 9", ""])
        view.append("line 10\n")
        #expect(shownText(root, width: 7).rows == scrolled, "no longer following")
        press([.end], in: root)
        #expect(shownText(root, width: 7).rows == ["line 9", "line 10", ""])
        view.append("line 11\n")
        view.append("line 12")
        #expect(shownText(root, width: 7).rows == ["line 10", "line 11", "line 12"])
    }

    @Test("without followsTail, appending leaves the view where it is")
    func staysWithoutFollowing() throws {
        let (root, view) = try textViewScreen(Size(width: 12, height: 3), editable: false)
        for index in 0..<10 { view.append("line \(index)\n") }
        #expect(shownText(root, width: 7).rows == ["line 0", "line 1", "line 2"])
    }

    @Test("Esc gives the focus back to the root, so the app's keys work again")
    func escape() throws {
        let (root, view) = try textViewScreen(Size(width: 10, height: 3))
        #expect(root.dispatchKey(.character("q")))
        #expect(view.text == "q")
        #expect(shownText(root).cursor == Point(x: 1, y: 0))
        #expect(root.dispatchKey(.escape))
        #expect(root.focusedView == nil)
        #expect(!root.dispatchKey(.character("q")))
        #expect(shownText(root).cursor == nil)
    }

    @Test(
        "any size, down to none, draws and takes every key without a negative size or offset",
        arguments: [
            Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 1, height: 4),
            Size(width: 2, height: 2), Size(width: 3, height: 1), Size(width: 40, height: 10),
        ], [true, false])
    func anySize(size: Size, editable: Bool) throws {
        let (root, view) = try textViewScreen(
            size, text: "wrap 漢字 e\u{301}tude 👨‍👩‍👧\n\nlong-words-break here", editable: editable)
        let keys: [Key] = [
            .end, .down, .pageDown, .character("漢"), .enter, .backspace, .up, .pageUp, .home,
            .modified(.right, .control), .paste("a\nb"), .control("w"), .delete, .control("k"),
            .right,
        ]
        for key in keys {
            root.dispatchKey(key)
            let cursor = shownText(root).cursor
            #expect(view.contentSize.width >= 0 && view.contentSize.height >= 0)
            if let cursor {
                #expect(editable)
                #expect(
                    cursor.x >= 0 && cursor.x < size.width && cursor.y >= 0
                        && cursor.y < size.height)
            }
        }
    }

    @Test("a log of 100,000 lines appended one at a time shows its tail, then its top")
    func longLog() throws {
        let (root, view) = try textViewScreen(Size(width: 20, height: 4), editable: false)
        view.followsTail = true
        for index in 0..<100_000 { view.append("line \(index)\n") }
        #expect(view.lineCount == 100_001)
        #expect(shownText(root, width: 10).rows == ["line 99997", "line 99998", "line 99999", ""])
        root.terminalSize = Size(width: 8, height: 4)
        #expect(shownText(root, width: 7).rows == ["99998", "line", "99999", ""], "wrapped anew")
        root.terminalSize = Size(width: 20, height: 4)
        press([.home], in: root)
        view.append("more\n")
        #expect(shownText(root, width: 10).rows == ["line 0", "line 1", "line 2", "line 3"])
    }

    @Test("a maximum line count drops the oldest lines, keeping the rows in sight in place")
    func maximumLineCount() throws {
        let (root, view) = try textViewScreen(Size(width: 20, height: 3), editable: false)
        view.maximumLineCount = 1_000
        for index in 0..<1_100 { view.append("line \(index)\n") }
        #expect(view.lineCount == 1_000)
        #expect(shownText(root, width: 10).rows == ["line 101", "line 102", "line 103"])
        press([.down, .down, .down], in: root)
        #expect(shownText(root, width: 10).rows == ["line 104", "line 105", "line 106"])
        view.append("line 1100\nline 1101\n")
        #expect(view.text.hasPrefix("line 103\n"))
        #expect(shownText(root, width: 10).rows == ["line 104", "line 105", "line 106"])
        view.followsTail = true
        press([.end], in: root)
        for index in 1_102..<101_102 { view.append("line \(index)\n") }
        #expect(view.lineCount == 1_000)
        #expect(shownText(root, width: 12).rows == ["line 101100", "line 101101", ""])
    }
}
