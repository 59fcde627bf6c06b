/// Where a list's headers and rows lie in its content, worked out once per reload: a header
/// row where a section has a title, then its rows. Finding what is in sight is a binary search
/// over sections, so 100,000 rows cost no more per scroll than 100.
@MainActor
struct ListSections {
    /// Per section: where it starts, whether it has a header, how many rows.
    private var starts: [Int] = []
    private var hasHeader: [Bool] = []
    private var counts: [Int] = []
    private(set) var rowHeight = 1
    private(set) var height = 0

    init() {}

    init(dataSource: ListViewDataSource?, list: ListView, rowHeight: Int) {
        self.rowHeight = rowHeight
        guard let dataSource else { return }
        var y = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: list)) {
            let header = dataSource.listView(list, titleForHeaderInSection: section) != nil
            let count = max(0, dataSource.listView(list, numberOfRowsInSection: section))
            starts.append(y)
            hasHeader.append(header)
            counts.append(count)
            y += (header ? 1 : 0) + count * rowHeight
        }
        height = y
    }

    func contains(_ path: IndexPath) -> Bool {
        counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.row)
    }

    /// Whether `section` exists and has a header.
    func containsHeader(_ section: Int) -> Bool {
        hasHeader.indices.contains(section) && hasHeader[section]
    }

    /// The first and last rows, if any.
    var first: IndexPath? {
        counts.indices.first { counts[$0] > 0 }.map { IndexPath(row: 0, section: $0) }
    }
    var last: IndexPath? {
        counts.indices.last { counts[$0] > 0 }.map { IndexPath(row: counts[$0] - 1, section: $0) }
    }

    func headerY(of section: Int) -> Int { starts[section] }

    func y(of path: IndexPath) -> Int? {
        guard contains(path) else { return nil }
        return starts[path.section] + (hasHeader[path.section] ? 1 : 0) + path.row * rowHeight
    }

    /// The row `steps` rows after `path` (before it, if negative), across sections, stopping at
    /// the first and last rows.
    func moving(_ path: IndexPath, by steps: Int) -> IndexPath {
        var section = path.section
        var row = path.row + steps
        while row < 0, section > 0 {
            section -= 1
            row += counts[section]
        }
        while section < counts.count - 1, row >= counts[section] {
            row -= counts[section]
            section += 1
        }
        guard counts.indices.contains(section), counts[section] > 0 else { return path }
        let clamped = IndexPath(row: min(max(row, 0), counts[section] - 1), section: section)
        return contains(clamped) ? clamped : path
    }

    /// The sections whose header lies in `range` of content rows.
    func headers(in range: Range<Int>) -> [Int] {
        sectionsOverlapping(range).filter { hasHeader[$0] && range.contains(starts[$0]) }
    }

    /// The rows any part of which lies in `range` of content rows, in order.
    func rows(in range: Range<Int>) -> [IndexPath] {
        var paths: [IndexPath] = []
        for section in sectionsOverlapping(range) {
            let first = starts[section] + (hasHeader[section] ? 1 : 0)
            let low = max(0, (range.lowerBound - first) / rowHeight)
            let high = min(counts[section], (range.upperBound - first + rowHeight - 1) / rowHeight)
            guard low < high else { continue }
            paths += (low..<high).map { IndexPath(row: $0, section: section) }
        }
        return paths
    }

    /// The sections that overlap `range`, found by binary search on their starts.
    private func sectionsOverlapping(_ range: Range<Int>) -> Range<Int> {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        let first = max(0, low - 1)
        var end = first
        while end < starts.count, starts[end] < range.upperBound { end += 1 }
        return first..<max(first, end)
    }
}
