import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// A root of `size` with `border` and `view` filling it edge to edge, under the border, as a
/// UIKit scroll view fills its controller's view.
@MainActor
func root(_ size: Size, border: EdgeInsets, filledWith view: View) throws -> RootView {
    var scene = Scene(size: size, border: border)
    try scene.add(view, named: "view")
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(withVisualFormat: "H:|[view]|;V:|[view]|", views: scene.views))
    return scene.screen
}

/// A scroll view filling a root of `size` with `border`, holding `rows` rows of text, one a
/// line.
@MainActor
func scrollScreen(
    _ size: Size, border: EdgeInsets, rows: Int, width: Int? = nil,
    behavior: ContentInsetAdjustmentBehavior = .automatic
) throws -> (root: RootView, scroll: ScrollView) {
    let scroll = ScrollView(identifier: "scroll")
    scroll.contentInsetAdjustmentBehavior = behavior
    let root = try root(size, border: border, filledWith: scroll)
    let contentWidth = width ?? size.width
    for index in 0..<rows {
        let row = SampleView(identifier: "row\(index)", text: "row \(index)")
        try scroll.contentView.addSubview(row)
        row.frame = Rect(x: 0, y: index, width: contentWidth, height: 1)
    }
    scroll.contentSize = Size(width: contentWidth, height: rows)
    root.layoutIfNeeded()
    return (root, scroll)
}

/// What the screen shows, one string a row.
@MainActor
func render(_ root: RootView) -> [String] {
    let screen = Screen(size: root.terminalSize)
    screen.render(root)
    return screen.lines
}

@Suite("A scroll view takes the safe area into its content insets, as UIScrollView")
@MainActor
struct ScrollViewTests {
    nonisolated static let border = EdgeInsets(top: 1, left: 2, bottom: 2, right: 3)

    @Test(
        "each adjustment behaviour lets in the safe area on the axes UIKit's does",
        arguments: [
            // behaviour, rows, content width, adjusted inset
            (ContentInsetAdjustmentBehavior.never, 40, 20, EdgeInsets.zero),
            (.always, 3, 20, border),
            (.scrollableAxes, 40, 20, EdgeInsets(top: 1, bottom: 2)),
            (.scrollableAxes, 3, 20, .zero),
            (.scrollableAxes, 3, 50, EdgeInsets(left: 2, right: 3)),
            (.scrollableAxes, 40, 50, border),
            (.automatic, 40, 20, EdgeInsets(top: 1, bottom: 2)),
            (.automatic, 3, 20, .zero),
        ])
    func adjustment(
        behavior: ContentInsetAdjustmentBehavior, rows: Int, width: Int, adjusted: EdgeInsets
    ) throws {
        let (_, scroll) = try scrollScreen(
            Size(width: 30, height: 10), border: Self.border, rows: rows, width: width,
            behavior: behavior)
        #expect(scroll.safeAreaInsets == Self.border)
        #expect(scroll.adjustedContentInset == adjusted)
        #expect(scroll.contentOffset == Point(x: -adjusted.left, y: -adjusted.top))
    }

    @Test("contentInset adds to the safe area's insets")
    func contentInsetAdds() throws {
        let (root, scroll) = try scrollScreen(
            Size(width: 30, height: 10), border: EdgeInsets(top: 1), rows: 40)
        scroll.contentInset = EdgeInsets(top: 2, bottom: 1)
        root.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 3, bottom: 1))
        #expect(scroll.contentOffset == Point(x: 0, y: -3))
    }

    @Test(
        "keys scroll within the adjusted insets",
        arguments: [
            ([Key.down], 0), ([.down, .down, .up], 0), ([.up], -1), ([.end], 32),
            ([.end, .down], 32), ([.pageDown], 5), ([.end, .home], -1),
            ([.pageDown, .pageDown, .pageUp], 5),
        ])
    func keys(keys: [Key], offset: Int) throws {
        // 40 rows in 10, a status line above and two key rows below: from -1 to 40 + 2 - 10.
        let (root, scroll) = try scrollScreen(
            Size(width: 20, height: 10), border: EdgeInsets(top: 1, bottom: 2), rows: 40)
        root.focusedView = scroll
        for key in keys { #expect(root.dispatchKey(key)) }
        #expect(scroll.contentOffset.y == offset)
    }

    @Test("a border that changes while running moves the insets; content at the top stays there")
    func borderChange() throws {
        let (root, scroll) = try scrollScreen(
            Size(width: 20, height: 10), border: EdgeInsets(top: 1), rows: 40)
        var changes: [EdgeInsets] = []
        scroll.adjustedContentInsetDidChange = { changes.append($0.adjustedContentInset) }
        root.unsafeBorder = EdgeInsets(top: 3, bottom: 1)
        root.layoutIfNeeded()
        #expect(changes == [EdgeInsets(top: 3, bottom: 1)])
        #expect(scroll.contentOffset.y == -3)
        #expect(render(root)[3].hasPrefix("row 0 "))
        root.unsafeBorder = EdgeInsets(top: 3, bottom: 1)
        root.layoutIfNeeded()
        #expect(changes.count == 1, "no change, no call")
    }

    @Test(
        "scrollRectToVisible scrolls as little as shows the rect inside the adjusted insets",
        arguments: [
            (Rect(x: 0, y: 3, width: 5, height: 1), Point(x: 0, y: -1)),
            (Rect(x: 0, y: 20, width: 5, height: 1), Point(x: 0, y: 12)),
            (Rect(x: 0, y: 20, width: 5, height: 30), Point(x: 0, y: 19)),
            (Rect(x: 30, y: 0, width: 4, height: 1), Point(x: 14, y: -1)),
        ])
    func scrollRectToVisible(rect: Rect, offset: Point) throws {
        // 20×10, a status line above and a key row below: 8 rows show; content 40×40.
        let (root, scroll) = try scrollScreen(
            Size(width: 20, height: 10), border: EdgeInsets(top: 1, bottom: 1), rows: 40,
            width: 40)
        scroll.scrollRectToVisible(rect)
        root.layoutIfNeeded()
        #expect(scroll.contentOffset == offset)
    }

    @Test("the screen: rows under the border, a scroll indicator, and after scrolling")
    func snapshot() throws {
        let (root, scroll) = try scrollScreen(
            Size(width: 16, height: 8), border: EdgeInsets(top: 1, right: 1), rows: 30)
        var screens = ["at the top:"] + render(root)
        root.focusedView = scroll
        for _ in 0..<12 { root.dispatchKey(.down) }
        root.layoutIfNeeded()
        screens += ["12 rows down:"] + render(root)
        root.dispatchKey(.end)
        root.layoutIfNeeded()
        screens += ["at the end:"] + render(root)
        expectSnapshot(screens.joined(separator: "\n"), named: "scroll-view-16x8")
    }
}
