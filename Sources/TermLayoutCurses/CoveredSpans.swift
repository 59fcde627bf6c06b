import TermLayout

/// On each screen row, a span of cells that the windows met so far cover. A frame meets the
/// windows from the top of the stack down, to find the lines of each that the windows above
/// cover whole: copying those to the screen would only be copied over. One span a row is
/// enough for windows that lie side by side, as rows and grids do; where the covered cells
/// are not one span, the widest span met is kept, so a line is never taken as covered when
/// it is not, only copied when it need not be.
struct CoveredSpans {
    private var spans: [Range<Int>] = []

    /// Nothing covered, on a screen `height` rows high.
    mutating func reset(height: Int) {
        spans.removeAll(keepingCapacity: true)
        spans.append(contentsOf: repeatElement(0..<0, count: max(height, 0)))
    }

    /// Appends to `lines`, for each row of `rect` in order, whether the spans cover the
    /// rect's cells on it whole; then covers them.
    mutating func cover(_ rect: Rect, noting lines: inout [Bool]) {
        let columns = rect.minX..<rect.maxX
        spans.withUnsafeMutableBufferPointer { spans in
            for y in rect.minY..<rect.maxY {
                guard spans.indices.contains(y) else {
                    lines.append(false)
                    continue
                }
                let span = spans[y]
                lines.append(
                    span.lowerBound <= columns.lowerBound && columns.upperBound <= span.upperBound)
                if columns.lowerBound <= span.upperBound && span.lowerBound <= columns.upperBound {
                    let lower = min(span.lowerBound, columns.lowerBound)
                    spans[y] = lower..<max(span.upperBound, columns.upperBound)
                } else if columns.count > span.count {
                    spans[y] = columns
                }
            }
        }
    }
}
