import Testing

@testable import TermLayout

/// The rows `line` wraps into at `width`, as strings.
private func wrappedRows(_ line: String, width: Int) -> [String] {
    let wrapping = TextWrapping(line, width: width)
    return (0..<wrapping.rowCount).map { String(wrapping.characters[wrapping.range(ofRow: $0)]) }
}

@Suite("A line of a text view wraps by display width, every grapheme kept in a row")
struct TextWrappingTests {
    @Test(
        "rows break after spaces, which hang; long words break by cell; wide characters by two",
        arguments: [
            ("hello world", 5, ["hello ", "world"]),
            ("hello world", 11, ["hello world"]),
            ("a bb ccc dddd", 6, ["a bb ", "ccc ", "dddd"]),
            ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
            ("ab abcdefgh", 4, ["ab ", "abcd", "efgh"]),
            ("  abcdefgh", 5, ["  ", "abcde", "fgh"]),
            ("  ab cd", 4, ["  ab ", "cd"]),
            ("ab c", 1, ["a", "b ", "c"]),
            ("ab c", 0, ["a", "b ", "c"]),
            ("ab漢字", 3, ["ab", "漢", "字"]),
            ("a漢字", 4, ["a漢", "字"]),
            ("漢字漢", 5, ["漢字", "漢"]),
            ("漢", 1, ["漢"]),
            ("e\u{301}e\u{301}e\u{301} x", 3, ["e\u{301}e\u{301}e\u{301} ", "x"]),
            ("x👨‍👩‍👧y", 2, ["x", "👨‍👩‍👧", "y"]),
            ("   ", 2, ["   "]),
            ("", 4, [""]),
        ] as [(String, Int, [String])])
    func rows(line: String, width: Int, expected: [String]) {
        #expect(wrappedRows(line, width: width) == expected)
        #expect(TextWrapping.rowCount(of: line, width: max(1, width)) == expected.count)
    }

    @Test(
        "an offset maps to its row and cell, and a row and a cell back to the nearest offset",
        arguments: [
            // line, width, offset, its row, its cell
            ("hello world", 5, 5, 0, 5),
            ("hello world", 5, 6, 1, 0),
            ("hello world", 5, 11, 1, 5),
            ("漢字漢", 5, 1, 0, 2),
            ("漢字漢", 5, 2, 1, 0),
            ("漢字漢", 5, 3, 1, 2),
            ("e\u{301}x", 5, 1, 0, 1),
        ] as [(String, Int, Int, Int, Int)])
    func offsets(line: String, width: Int, offset: Int, row: Int, cell: Int) {
        let wrapping = TextWrapping(line, width: width)
        #expect(wrapping.row(of: offset) == row)
        #expect(wrapping.cell(of: offset) == cell)
        #expect(wrapping.offset(inRow: row, atCell: cell) == offset)
    }

    @Test(
        "past a wrapping row's end stops before its last grapheme; within a wide one, before it"
    )
    func nearestOffset() {
        let words = TextWrapping("hello world", width: 5)
        #expect(words.offset(inRow: 0, atCell: 9) == 5)
        #expect(words.offset(inRow: 1, atCell: 9) == 11)
        let wide = TextWrapping("漢字", width: 4)
        #expect(wide.offset(inRow: 0, atCell: 1) == 0)
        #expect(wide.offset(inRow: 0, atCell: 3) == 1)
    }
}

@Suite("A text view's row index finds lines by row and redoes only the lines that changed")
struct TextRowIndexTests {
    @Test("rows per line, edits in the middle, lines dropped from the front")
    func index() {
        var index = TextRowIndex()
        index.rebuild(["abcdefgh", "", "ab cd ef"], width: 3)
        #expect(index.rowCount == 3 + 1 + 3)
        #expect(index.firstRow(ofLine: 2) == 4)
        #expect(index.location(ofRow: 3) == (1, 0))
        #expect(index.location(ofRow: 6) == (2, 2))
        index.replace(1..<2, with: ["x", "yyyy"])
        #expect(index.lineCount == 4)
        #expect(index.rowCount == 3 + 1 + 2 + 3)
        #expect(index.location(ofRow: 6) == (3, 0))
        #expect(index.removeFirst(2) == 4)
        #expect(index.rowCount == 5)
        #expect(index.firstRow(ofLine: 1) == 2)
        #expect(index.location(ofRow: 4) == (1, 2))
        index.replace(2..<2, with: ["z"])
        #expect(index.rowCount == 6)
        #expect(index.location(ofRow: 5) == (2, 0))
    }
}
