/// Where a grid's items lie in its content: rows of as many items as fit the width between
/// the insets, from the top left, found by arithmetic, so 100,000 items cost nothing to lay
/// out until they are in sight.
struct GridLayout {
    let count: Int
    let itemSize: Size
    let spacing: Int
    let lineSpacing: Int
    /// Where items start and stop, in content coordinates: left and top of the first item,
    /// right and bottom room after the last.
    let insets: EdgeInsets
    let columns: Int

    init(
        count: Int, itemSize: Size, spacing: Int, lineSpacing: Int, width: Int,
        insets: EdgeInsets
    ) {
        self.count = count
        self.itemSize = Size(width: max(1, itemSize.width), height: max(1, itemSize.height))
        self.spacing = max(0, spacing)
        self.lineSpacing = max(0, lineSpacing)
        self.insets = insets
        let available = width - insets.left - insets.right
        columns = max(1, (available + self.spacing) / (self.itemSize.width + self.spacing))
    }

    /// The section insets in content coordinates: `section` from the `reference` insets, but
    /// never inside the `content` insets, as in UIKit; the content's origin sits at the
    /// content insets' top left.
    static func insets(section: EdgeInsets, reference: EdgeInsets, content: EdgeInsets)
        -> EdgeInsets
    {
        EdgeInsets(
            top: max(reference.top, content.top) - content.top + section.top,
            left: max(reference.left, content.left) - content.left + section.left,
            bottom: max(reference.bottom, content.bottom) - content.bottom + section.bottom,
            right: max(reference.right, content.right) - content.right + section.right)
    }

    private var rowCount: Int { (count + columns - 1) / columns }
    private var rowPitch: Int { itemSize.height + lineSpacing }

    /// The content's height: every row, with the insets above and below.
    var height: Int {
        guard rowCount > 0 else { return insets.top + insets.bottom }
        return insets.top + rowCount * rowPitch - lineSpacing + insets.bottom
    }

    func frame(of index: Int) -> Rect {
        Rect(
            x: insets.left + (index % columns) * (itemSize.width + spacing),
            y: insets.top + (index / columns) * rowPitch, width: itemSize.width,
            height: itemSize.height)
    }

    /// The items any part of which lies in `range` of content rows.
    func items(in range: Range<Int>) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        // Rows whose bottom is below the range's top and whose top is above its bottom.
        let firstRow = max(
            0, floorDivision(range.lowerBound - insets.top - itemSize.height, rowPitch) + 1)
        let endRow = min(rowCount, max(0, -floorDivision(insets.top - range.upperBound, rowPitch)))
        guard firstRow < endRow else { return 0..<0 }
        return (firstRow * columns)..<min(count, endRow * columns)
    }
}

/// `a / b` rounded down, for any sign of `a` (`b` positive).
private func floorDivision(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
}
