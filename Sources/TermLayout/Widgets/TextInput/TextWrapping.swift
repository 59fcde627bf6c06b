/// One line of text (without line breaks) broken into rows of at most `width` cells, for a
/// text view: every grapheme stays in some row, so offsets in the line map to rows and cells
/// both ways. Rows break at word boundaries (after spaces, on either side of a wide character)
/// by the rule `LineBreakMode.wordWrap` shares, and a word wider than a row breaks between
/// graphemes. The spaces where a row breaks hang at its end without counting against the
/// width, as in a word processor; a grapheme wider than the whole row gets a row to itself.
struct TextWrapping {
    /// The line's graphemes.
    let characters: [Character]
    /// The cells each grapheme takes, as the canvas draws it.
    let widths: [Int]
    /// Where each row starts, as offsets into `characters`: the first is 0, and an empty line
    /// has one (empty) row.
    let rowStarts: [Int]

    /// `line` wrapped at `width` cells (1 at least).
    init(_ line: String, width: Int) {
        let characters = Array(line)
        let widths = characters.map(\.cellWidth)
        self.characters = characters
        self.widths = widths
        rowStarts = Self.rowStarts(
            count: characters.count, width: width, cellWidth: { widths[$0] },
            isSpace: { characters[$0] == " " })
    }

    /// How many rows `line` takes at `width` cells, without measuring a line that clearly fits:
    /// no grapheme takes more cells than it has UTF-8 bytes.
    static func rowCount(of line: String, width: Int) -> Int {
        line.utf8.count <= width ? 1 : TextWrapping(line, width: width).rowStarts.count
    }

    /// The number of rows, 1 at least.
    var rowCount: Int { rowStarts.count }

    /// The offsets of the graphemes in row `row`.
    func range(ofRow row: Int) -> Range<Int> {
        rowStarts[row]..<(row + 1 < rowStarts.count ? rowStarts[row + 1] : characters.count)
    }

    /// The row where the insertion point at `offset` shows: an offset where a row starts
    /// belongs to that row, the end of the line to the last row.
    func row(of offset: Int) -> Int {
        var row = 0
        while row + 1 < rowStarts.count, rowStarts[row + 1] <= offset { row += 1 }
        return row
    }

    /// The cell, from the start of its row, where the insertion point at `offset` shows.
    func cell(of offset: Int) -> Int {
        widths[rowStarts[row(of: offset)]..<offset].reduce(0, +)
    }

    /// The offset in `row` nearest to cell `cell` without passing it; on a row that wraps, the
    /// offset before its last grapheme at most (the next offset shows on the next row).
    func offset(inRow row: Int, atCell cell: Int) -> Int {
        let range = range(ofRow: row)
        let last =
            row + 1 < rowStarts.count
            ? max(range.lowerBound, range.upperBound - 1) : range.upperBound
        var offset = range.lowerBound
        var used = 0
        while offset < last, used + widths[offset] <= cell {
            used += widths[offset]
            offset += 1
        }
        return offset
    }

    /// Where the rows of `count` units (graphemes, or a terminal's cells) start when wrapped at
    /// `width` cells (1 at least), greedily: each word (a run of one-cell units other than
    /// spaces, or one wider unit) goes on the current row if it fits after the spaces before it,
    /// else starts the next row; a word that fits on no row is cut between units. The spaces
    /// where a row breaks stay at its end; those that start the first row are an indent, left
    /// on a row of their own when the first word does not fit after them. `Label`'s word wrap
    /// drops the spaces that end a row, and such a row; a text view keeps them.
    static func rowStarts(
        count: Int, width: Int, cellWidth: (Int) -> Int, isSpace: (Int) -> Bool
    ) -> [Int] {
        let width = max(1, width)
        var starts = [0]
        var used = 0
        var spaces = 0
        var start = 0
        while start < count {
            if isSpace(start) {
                spaces += cellWidth(start)
                start += 1
                continue
            }
            var end = start + 1
            if cellWidth(start) == 1 {
                while end < count, !isSpace(end), cellWidth(end) == 1 { end += 1 }
            }
            let wordWidth = (start..<end).reduce(0) { $0 + cellWidth($1) }
            if used + spaces > 0, used + spaces + wordWidth > width {
                starts.append(start)
                (used, spaces) = (0, 0)
            }
            if used + spaces + wordWidth <= width {
                used += spaces + wordWidth
            } else {
                for index in start..<end {
                    if index > starts[starts.count - 1], used + cellWidth(index) > width {
                        starts.append(index)
                        used = 0
                    }
                    used += cellWidth(index)
                }
            }
            spaces = 0
            start = end
        }
        return starts
    }
}

extension Character {
    /// The cells the grapheme takes once drawn, as `displayWidth` measures it; a one-byte
    /// (ASCII) grapheme takes one without asking the C library.
    var cellWidth: Int { utf8.count == 1 ? 1 : String(self).displayWidth }
}
