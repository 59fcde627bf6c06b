import TermLayout

/// Every size in `widths × heights`, in a serpentine order (each step changes one dimension
/// by one), so a sweep exercises small incremental resizes as a user's dragging does.
public func sweepSizes(widths: ClosedRange<Int>, heights: ClosedRange<Int>) -> [Size] {
    var sizes: [Size] = []
    sizes.reserveCapacity(widths.count * heights.count)
    for (row, height) in heights.enumerated() {
        let columns = row.isMultiple(of: 2) ? Array(widths) : widths.reversed()
        sizes += columns.map { Size(width: $0, height: height) }
    }
    return sizes
}

/// Resizes `root` through `sizes`, laying it out at each, and returns the problems
/// `layoutProblems` finds, each prefixed with the size. Below the layout's minimum size
/// (`isTerminalTooSmall`) a guide that leaves its view's insets, or a view squeezed below
/// nothing, is what too small means, and an app shows its too-small screen instead, so those
/// count only at or above it.
@MainActor
public func sweepProblems(_ root: RootView, sizes: [Size]) -> [String] {
    var problems: [String] = []
    for size in sizes {
        root.terminalSize = size
        root.layoutIfNeeded()
        let tooSmall = root.isTerminalTooSmall
        problems += layoutProblems(in: root).filter {
            !tooSmall || ($0.kind != .yieldedGuide && $0.kind != .lostFloor)
        }.map {
            "at \(size): \($0)"
        }
    }
    return problems
}

/// Every view's name and frame in screen cells, one a line, parents first: a layout to
/// compare or to keep as a snapshot.
@MainActor
public func frameList(_ root: RootView) -> [String] {
    root.subtree.map { "\($0.layoutName(viewName: nil)) \($0.absoluteFrame)" }
}

/// Walks `root` through `steps` random sizes in `widths × heights` (seeded, repeatable) and
/// compares its frames at the end with those of a screen `make` builds fresh at the final
/// size. Returns the lines that differ; empty when a resized layout is a fresh one.
@MainActor
public func resizeWalkMismatches(
    steps: Int, widths: ClosedRange<Int>, heights: ClosedRange<Int>, seed: UInt64 = 1,
    make: (Size) throws -> RootView
) rethrows -> [String] {
    let first = Size(width: widths.lowerBound, height: heights.lowerBound)
    let walked = try make(first)
    walked.layoutIfNeeded()
    var size = first
    for step in randomSizes(steps, widths: widths, heights: heights, seed: seed) {
        size = step
        walked.terminalSize = size
        walked.layoutIfNeeded()
    }
    let fresh = try make(size)
    fresh.layoutIfNeeded()
    let after = frameList(walked)
    let expected = frameList(fresh)
    return zip(after, expected).filter { $0 != $1 }.map { "at \(size): \($0) but fresh \($1)" }
        + (after.count == expected.count ? [] : ["at \(size): the trees differ in size"])
}

/// `count` sizes in `widths × heights`, seeded, so a failing walk replays exactly.
public func randomSizes(
    _ count: Int, widths: ClosedRange<Int>, heights: ClosedRange<Int>, seed: UInt64 = 1
) -> [Size] {
    var random = SplitMix64(seed: seed)
    return (0..<max(0, count)).map { _ in
        Size(
            width: widths.lowerBound + random.next(below: widths.count),
            height: heights.lowerBound + random.next(below: heights.count))
    }
}
