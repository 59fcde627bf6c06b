import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// A scroll view of `rows` rows in a bar container filling a root of `size` with `border`, the
/// bar a titled one-row view at `edge`.
@MainActor
func barScreen(
    _ size: Size, border: EdgeInsets, rows: Int, edge: BarContainer.Edge = .top,
    behavior: ContentInsetAdjustmentBehavior = .automatic
) throws -> (root: RootView, container: BarContainer, scroll: ScrollView) {
    let scroll = ScrollView(identifier: "scroll")
    scroll.contentInsetAdjustmentBehavior = behavior
    for index in 0..<rows {
        let row = SampleView(identifier: "row\(index)", text: "row \(index)")
        try scroll.contentView.addSubview(row)
        row.frame = Rect(x: 0, y: index, width: size.width, height: 1)
    }
    scroll.contentSize = Size(width: size.width, height: rows)
    let container = try BarContainer(
        identifier: "container", content: scroll,
        bar: SampleView(identifier: "bar", text: "== Title =="), edge: edge)
    let root = try root(size, border: border, filledWith: container)
    root.layoutIfNeeded()
    return (root, container, scroll)
}

@Suite("A bar container adds its bar to its content's safe area")
@MainActor
struct BarContainerTests {
    @Test(
        "the content's safe area and a scroll view's insets include the bar, at either edge",
        arguments: [
            // border, edge, bar's row, content safe area
            (EdgeInsets(top: 1), BarContainer.Edge.top, 1, EdgeInsets(top: 2)),
            (EdgeInsets(top: 1, bottom: 1), .bottom, 8, EdgeInsets(top: 1, bottom: 2)),
            (EdgeInsets(left: 2), .top, 0, EdgeInsets(top: 1, left: 2)),
        ])
    func safeArea(border: EdgeInsets, edge: BarContainer.Edge, barRow: Int, insets: EdgeInsets)
        throws
    {
        let (_, container, scroll) = try barScreen(
            Size(width: 20, height: 10), border: border, rows: 40, edge: edge)
        #expect(container.bar.frame.minY == barRow && container.bar.frame.height == 1)
        #expect(scroll.safeAreaInsets == insets)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: insets.top, bottom: insets.bottom))
    }

    @Test(
        "in a bar container, automatic adjusts vertically even when the content fits; scrollableAxes does not",
        arguments: [(ContentInsetAdjustmentBehavior.automatic, 2), (.scrollableAxes, 0)])
    func automaticInBarContainer(behavior: ContentInsetAdjustmentBehavior, top: Int) throws {
        let (_, _, scroll) = try barScreen(
            Size(width: 20, height: 10), border: EdgeInsets(top: 1), rows: 3, behavior: behavior)
        #expect(scroll.adjustedContentInset.top == top)
    }

    @Test("a taller bar reaches the content as a safe-area change, and the rows move below it")
    func barHeightChange() throws {
        final class Counting: ScrollView {
            var changes = 0
            override func safeAreaInsetsDidChange() {
                changes += 1
                super.safeAreaInsetsDidChange()
            }
        }
        let root = RootView(size: Size(width: 20, height: 8), unsafeBorder: EdgeInsets(top: 1))
        let scroll = Counting(identifier: "scroll")
        scroll.contentSize = Size(width: 20, height: 30)
        let container = try BarContainer(
            content: scroll, bar: SampleView(identifier: "bar", text: "Title"))
        try root.addSubview(container)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[c]|;V:|[c]|", views: ["c": container]))
        root.layoutIfNeeded()
        let before = scroll.changes
        container.barHeight = 2
        root.layoutIfNeeded()
        #expect(scroll.changes == before + 1)
        #expect(scroll.safeAreaInsets.top == 3)
        #expect(scroll.contentOffset.y == -3)
    }

    @Test("the screen: rows start below the border and the bar, and scroll under both")
    func snapshot() throws {
        let (root, _, scroll) = try barScreen(
            Size(width: 16, height: 7), border: EdgeInsets(top: 1), rows: 20)
        var screens = ["at the top:"] + render(root)
        root.focusedView = scroll
        for _ in 0..<3 { root.dispatchKey(.down) }
        root.layoutIfNeeded()
        screens += ["3 rows down:"] + render(root)
        expectSnapshot(screens.joined(separator: "\n"), named: "bar-container-16x7")
    }
}
