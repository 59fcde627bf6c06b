/// A view that shows part of a larger content and scrolls it by keys, as UIScrollView: content
/// goes in `contentView`, whose frame the scroll view sets from `contentSize` and
/// `contentOffset`. The safe area reaches the content through `adjustedContentInset`, so rows
/// can scroll under a status line yet start, and stop, clear of it.
open class ScrollView: View {
    /// Holds the content, at `-contentOffset`; place subviews in it by frame or by constraints
    /// to its edges.
    public let contentView = View(identifier: "content")
    /// The size of the content, in cells.
    public var contentSize = Size(width: 0, height: 0) {
        didSet { if contentSize != oldValue { setNeedsLayout() } }
    }
    /// Which cell of the content shows at the scroll view's top-left corner. Scrolling by keys
    /// keeps it within `minimumContentOffset`…`maximumContentOffset`; set directly, it is taken
    /// as it is, as in UIKit (a list or grid brings it inside at its next layout).
    public var contentOffset = Point.zero {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }
    /// Room around the content, added to the safe-area insets `contentInsetAdjustmentBehavior`
    /// lets in.
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }
    /// Which of the safe-area insets join `contentInset` in `adjustedContentInset`, as
    /// UIScrollView's.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether each axis counts as scrollable for `.scrollableAxes` even when the content fits.
    public var alwaysBounceHorizontal = false
    /// Whether the vertical axis counts as scrollable for `.scrollableAxes` even when the content
    /// fits.
    public var alwaysBounceVertical = false
    /// Whether a bar on the right shows where the visible part lies when the content is taller.
    public var showsScrollIndicator = true {
        didSet { setNeedsLayout() }
    }
    /// `contentInset` plus the safe-area insets the behaviour lets in.
    public private(set) var adjustedContentInset = EdgeInsets.zero
    /// Called when `adjustedContentInset` changes, after the scroll view has moved its offset.
    public var adjustedContentInsetDidChange: (ScrollView) -> Void = { _ in }
    /// Rows at the top that stay put while the content scrolls under them, below the insets the
    /// behaviour lets in: a table's header. They join `adjustedContentInset.top` whatever the
    /// behaviour, so the content starts, and scrolls into sight, below them.
    var pinnedHeaderHeight = 0 {
        didSet { if pinnedHeaderHeight != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether the scroll view sits in a `BarContainer` as its content; set by the container.
    var isBarContainerContent = false {
        didSet { updateAdjustedContentInset() }
    }
    private let indicator = ScrollIndicator()
    /// Whether the offset has been placed at the top yet: the first layout puts the content's
    /// top left at the adjusted inset, as UIKit does for a new scroll view.
    private var hasPlacedOffset = false
    /// Whether each layout brings the offset back inside its range: a list's or grid's data
    /// that shrank, or a resize, would otherwise leave its rows out of sight past their end.
    class var keepsOffsetInRange: Bool { false }

    /// An empty scroll view: put the content in `contentView` and set `contentSize`.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
        try! addSubview(contentView)
        try! addSubview(indicator)
    }

    open override var canBecomeFocused: Bool { true }

    /// The smallest offset: the content's top left just inside the adjusted insets.
    public var minimumContentOffset: Point {
        Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset: the content's bottom right just inside the adjusted insets, never
    /// above the smallest.
    public var maximumContentOffset: Point {
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, contentSize.width + adjustedContentInset.right - bounds.width),
            y: max(minimum.y, contentSize.height + adjustedContentInset.bottom - bounds.height))
    }

    /// Scrolls so that `offset`, clamped to the allowed range, shows at the top left.
    public func scroll(to offset: Point) {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        contentOffset = Point(
            x: min(max(offset.x, minimum.x), maximum.x),
            y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// The size the adjusted insets leave for content to show in.
    var viewportSize: Size {
        Size(
            width: bounds.width - adjustedContentInset.left - adjustedContentInset.right,
            height: bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
    }

    /// Scrolls as little as brings `rect` (in content coordinates) inside the adjusted insets,
    /// as UIScrollView's `scrollRectToVisible`; its top left wins when it is larger than that.
    public func scrollRectToVisible(_ rect: Rect) {
        let viewport = viewportSize
        var offset = contentOffset
        for axis in 0..<2 {
            let (start, length, inset, visible) =
                axis == 0
                ? (rect.minX, rect.width, adjustedContentInset.left, viewport.width)
                : (rect.minY, rect.height, adjustedContentInset.top, viewport.height)
            var value = axis == 0 ? offset.x : offset.y
            if start + length > value + inset + visible { value = start + length - visible - inset }
            if start < value + inset { value = start - inset }
            if axis == 0 { offset.x = value } else { offset.y = value }
        }
        scroll(to: offset)
    }

    /// Arrows scroll by a cell, Page Up and Page Down by a page (`pageHeight`), Home and End
    /// to the top and bottom.
    open override func handleKey(_ key: Key) -> Bool {
        let offset = contentOffset
        switch key {
        case .up: scroll(to: Point(x: offset.x, y: offset.y - 1))
        case .down: scroll(to: Point(x: offset.x, y: offset.y + 1))
        case .left: scroll(to: Point(x: offset.x - 1, y: offset.y))
        case .right: scroll(to: Point(x: offset.x + 1, y: offset.y))
        case .pageUp: scroll(byRows: -pageHeight)
        case .pageDown: scroll(byRows: pageHeight)
        case .home: scroll(to: minimumContentOffset)
        case .end: scroll(to: Point(x: offset.x, y: maximumContentOffset.y))
        default: return false
        }
        return true
    }

    /// The wheel scrolls three rows a notch; where the content cannot move that way, the
    /// scroll view passes it on, so an outer scroll view takes it.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        let before = contentOffset
        switch event.kind {
        case .scrollUp: scroll(byRows: -3)
        case .scrollDown: scroll(byRows: 3)
        default: return false
        }
        return contentOffset != before
    }

    /// A page: the visible height less a row, so that a row of the last page stays in sight.
    var pageHeight: Int { max(1, viewportSize.height - 1) }

    /// Scrolls down by `rows` (up when negative), within the allowed range.
    func scroll(byRows rows: Int) {
        scroll(to: Point(x: contentOffset.x, y: contentOffset.y + rows))
    }

    /// Recomputes the adjusted insets and lays out again: a subclass may inset its content
    /// by the safe area even where the adjusted insets do not change (a list's rows).
    open override func safeAreaInsetsDidChange() {
        updateAdjustedContentInset()
        setNeedsLayout()
    }

    /// Places the content at `-contentOffset` and the indicator along the right edge.
    open override func layoutSubviews() {
        updateAdjustedContentInset()
        if !hasPlacedOffset, bounds.height > 0 {
            hasPlacedOffset = true
            contentOffset = minimumContentOffset
        }
        if Self.keepsOffsetInRange { scroll(to: contentOffset) }
        contentView.frame = Rect(
            x: -contentOffset.x, y: -contentOffset.y, width: contentSize.width,
            height: contentSize.height)
        placeIndicator()
    }

    private func updateAdjustedContentInset() {
        var adjusted = contentInsetAdjustmentBehavior.adjusted(
            contentInset, safeArea: safeAreaInsets,
            scrolls: (
                contentSize.width > bounds.width || alwaysBounceHorizontal,
                contentSize.height > bounds.height || alwaysBounceVertical
            ), inBarContainer: isBarContainerContent)
        adjusted.top += pinnedHeaderHeight
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        adjustedContentInset = adjusted
        // A content resting at the top stays at the top as the inset grows or shrinks.
        if contentOffset.y == -old.top { contentOffset.y = -adjusted.top }
        if contentOffset.x == -old.left { contentOffset.x = -adjusted.left }
        setNeedsLayout()
        adjustedContentInsetDidChange(self)
    }

    /// The indicator runs down the last column inside the safe area, over the rows the
    /// adjusted insets leave, when the content is taller than they are.
    private func placeIndicator() {
        let visibleHeight = viewportSize.height
        let column = bounds.width - 1 - safeAreaInsets.right
        guard showsScrollIndicator, visibleHeight > 0, column >= 0,
            contentSize.height > visibleHeight
        else {
            indicator.isHidden = true
            return
        }
        indicator.isHidden = false
        indicator.frame = Rect(
            x: column, y: adjustedContentInset.top, width: 1, height: visibleHeight)
        indicator.thumb = ScrollIndicator.thumb(
            track: visibleHeight, content: contentSize.height,
            scrolled: contentOffset.y + adjustedContentInset.top)
    }
}
