/// A row of titles, each with a space before and after it and `gap` cells between them, as
/// the tab view and the menu bar draw theirs: where each starts, and which a column falls in.
struct TitleRow {
    let titles: [String]
    let gap: Int

    /// Where each title's cells start, its leading space included.
    var starts: [Int] {
        var x = 0
        return titles.map { title in
            defer { x += title.displayWidth + 2 + gap }
            return x
        }
    }

    /// One past the last cell of title `index`, its trailing space included.
    func end(of index: Int) -> Int {
        starts[index] + titles[index].displayWidth + 2
    }

    /// The title whose cells hold column `x`; nil for a gap or a column past the last.
    func index(at x: Int) -> Int? {
        let starts = starts
        guard let index = starts.indices.last(where: { starts[$0] <= x }),
            x < starts[index] + titles[index].displayWidth + 2
        else { return nil }
        return index
    }
}
