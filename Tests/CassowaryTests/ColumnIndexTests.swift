import Testing

@testable import Cassowary

/// When the column index is rebuilt from the rows: only once its entries outnumber the cells
/// of the rows four to one, so an index that grows with its tableau is never rebuilt, and an
/// index that is not weighed again before as many entries as there are cells have been noted.
@Suite struct ColumnIndexTests {
    /// An index of `count` entries, all in the column of one symbol.
    func index(noting count: Int) -> ColumnIndex {
        var index = ColumnIndex()
        index.addSymbol()
        let symbol = Symbol(index: 0, kind: .slack)
        for slot in 0..<count { index.note(symbol, inSlot: slot) }
        return index
    }

    @Test(
        "an index is weighed past 1,024 entries, and rebuilt only when they outnumber the cells four to one",
        arguments: [
            (entries: 1_024, liveCount: 100, weighed: false, stale: false),
            (entries: 1_025, liveCount: 1_025, weighed: true, stale: false),
            (entries: 4_000, liveCount: 1_000, weighed: true, stale: false),
            (entries: 4_001, liveCount: 1_000, weighed: true, stale: true),
            (entries: 2_000, liveCount: 0, weighed: true, stale: true),
        ])
    func weighing(entries: Int, liveCount: Int, weighed: Bool, stale: Bool) {
        var index = index(noting: entries)
        #expect(index.mayBeStale == weighed)
        guard weighed else { return }
        let isStale = index.isMostlyStale(liveCount: liveCount)
        #expect(isStale == stale)
    }

    @Test(
        "an index found not stale is weighed again at four entries a cell, or once as many entries as cells are noted",
        arguments: [
            (entries: 2_000, liveCount: 2_000, nextWeighing: 8_000),
            (entries: 3_000, liveCount: 1_000, nextWeighing: 4_000),
            (entries: 3_900, liveCount: 1_000, nextWeighing: 4_900),
        ])
    func weighingAgain(entries: Int, liveCount: Int, nextWeighing: Int) {
        var index = index(noting: entries)
        let isStale = index.isMostlyStale(liveCount: liveCount)
        #expect(!isStale)
        let symbol = Symbol(index: 0, kind: .slack)
        for slot in entries..<nextWeighing { index.note(symbol, inSlot: slot) }
        #expect(!index.mayBeStale)
        index.note(symbol, inSlot: nextWeighing)
        #expect(index.mayBeStale)
    }
}
