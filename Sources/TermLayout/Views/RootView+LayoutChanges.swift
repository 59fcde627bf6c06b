extension RootView {
    /// The terminal sizes within `widths` and `heights` at which the layout changes: on each
    /// side of every threshold of a size condition on the terminal (a constraint's, or a
    /// view's `shownWhen`), at the minimum size and a cell below it, where the too-small screen
    /// takes over, and at the ranges' ends; every pair of those widths and heights, the
    /// narrowest first. The sizes a test replays its script at, found by the engine rather than
    /// picked by hand.
    public func sizesWhereLayoutChanges(
        widths: ClosedRange<Int>, heights: ClosedRange<Int>
    ) -> [Size] {
        layoutIfNeeded()
        let conditions =
            engine.conditionalConstraints.compactMap(\.condition) + subtree.compactMap(\.shownWhen)
        let cuts = LayoutEngine.terminalCuts(of: conditions)
        let minimum = minimumSize
        let points = { (range: ClosedRange<Int>, cuts: Set<Int>, minimum: Int) -> [Int] in
            var points: Set<Int> = [range.lowerBound, range.upperBound, minimum - 1, minimum]
            for cut in cuts { points.formUnion([cut - 1, cut]) }
            return points.filter { range.contains($0) && $0 >= 1 }.sorted()
        }
        let heightPoints = points(heights, cuts.heights, minimum.height)
        return points(widths, cuts.widths, minimum.width).flatMap { width in
            heightPoints.map { Size(width: width, height: $0) }
        }
    }
}
