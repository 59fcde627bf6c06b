/// How many rows each line of a text view takes at one width, and the row each starts at: a
/// text view keeps it beside its lines so that an append or an edit wraps only the lines it
/// touched, and finding the line at a row is a binary search. A new width wraps every line.
struct TextRowIndex {
    /// The width the lines were wrapped at; 0 before they ever were.
    private(set) var width = 0
    /// The rows each line takes.
    private var counts: [Int] = []
    /// The row after each line, counted from `base`: lines dropped from the front leave the
    /// others' ends as they were, so dropping costs no sum.
    private var ends: [Int] = []
    /// Where the first line starts in `ends`' count.
    private var base = 0

    /// The number of lines indexed.
    var lineCount: Int { counts.count }

    /// The rows of all the lines.
    var rowCount: Int { (ends.last ?? base) - base }

    /// Wraps every line of `lines` at `width`.
    mutating func rebuild(_ lines: [String], width: Int) {
        self.width = width
        counts = lines.map { TextWrapping.rowCount(of: $0, width: width) }
        base = 0
        ends = []
        ends.reserveCapacity(counts.count)
        sum(from: 0)
    }

    /// Puts `lines`, wrapped, in place of the lines `replaced`; the lines after them keep their
    /// counts.
    mutating func replace(_ replaced: Range<Int>, with lines: ArraySlice<String>) {
        counts.replaceSubrange(
            replaced, with: lines.map { TextWrapping.rowCount(of: $0, width: width) })
        ends.removeSubrange(replaced.lowerBound...)
        sum(from: replaced.lowerBound)
    }

    /// Forgets the first `count` lines; returns how many rows they took.
    @discardableResult
    mutating func removeFirst(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        let removed = ends[count - 1] - base
        base = ends[count - 1]
        counts.removeFirst(count)
        ends.removeFirst(count)
        return removed
    }

    /// The row line `line` starts at.
    func firstRow(ofLine line: Int) -> Int {
        (line == 0 ? base : ends[line - 1]) - base
    }

    /// The line that row `row` (within the rows) is part of, and the row's place in that line.
    func location(ofRow row: Int) -> (line: Int, row: Int) {
        var (low, high) = (0, ends.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] - base > row { high = middle } else { low = middle + 1 }
        }
        return (low, row - firstRow(ofLine: low))
    }

    private mutating func sum(from line: Int) {
        var total = base + firstRow(ofLine: line)
        for count in counts[line...] {
            total += count
            ends.append(total)
        }
    }
}
