import TermLayout
import TermLayoutSamples
import Testing

/// A left click at `point`: the press and the release, as a terminal reports them. Returns
/// whether a view took the press.
@MainActor
private func click(_ root: RootView, at point: Point) -> Bool {
    let pressed = root.dispatchMouse(MouseEvent(.press, at: point))
    root.dispatchMouse(MouseEvent(.release, at: point))
    return pressed
}

@Suite("The mouse: hit testing, clicks, the wheel and dragging")
@MainActor
struct MouseTests {
    /// A root of 20×6 with `back` (0,0 10×4), `child` inside it (2,1 4×2), and `front`
    /// (5,0 10×3) over both, as the later sibling.
    private func overlapping() throws -> (RootView, [String: View]) {
        let root = RootView(size: Size(width: 20, height: 6))
        let back = View(identifier: "back")
        let child = View(identifier: "child")
        let front = View(identifier: "front")
        try root.addSubview(back)
        try back.addSubview(child)
        try root.addSubview(front)
        back.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        child.frame = Rect(x: 2, y: 1, width: 4, height: 2)
        front.frame = Rect(x: 5, y: 0, width: 10, height: 3)
        root.layoutIfNeeded()
        return (root, ["back": back, "child": child, "front": front, "root": root])
    }

    @Test(
        "hitTest finds the farthest view at a point, later siblings above earlier ones",
        arguments: [
            (Point(x: 0, y: 0), "back"), (Point(x: 3, y: 2), "child"), (Point(x: 5, y: 2), "front"),
            (Point(x: 4, y: 3), "back"), (Point(x: 12, y: 4), "root"), (Point(x: 16, y: 1), "root"),
        ])
    func hitTest(point: Point, expected: String) throws {
        let (root, _) = try overlapping()
        #expect(root.hitTest(point)?.identifier == expected)
    }

    @Test("hidden views and points outside are not hit")
    func hiddenAndOutside() throws {
        let (root, views) = try overlapping()
        views["front"]!.isHidden = true
        #expect(root.hitTest(Point(x: 5, y: 2))?.identifier == "child")
        #expect(root.hitTest(Point(x: 20, y: 0)) == nil)
        #expect(root.hitTest(Point(x: -1, y: 0)) == nil)
        views["back"]!.isHidden = true
        #expect(root.hitTest(Point(x: 3, y: 2))?.identifier == "root")
    }

    @Test("a click is a press and a release on the same button; moving off takes it back")
    func buttonClick() throws {
        var activations = 0
        let root = RootView(size: Size(width: 20, height: 3))
        let button = Button(identifier: "save", title: "Save") { activations += 1 }
        try root.addSubview(button)
        button.frame = Rect(x: 2, y: 1, width: 8, height: 1)
        root.layoutIfNeeded()
        #expect(click(root, at: Point(x: 3, y: 1)))
        #expect(activations == 1)
        #expect(root.focusedView === button, "a press gives the focus")
        _ = root.dispatchMouse(MouseEvent(.press, at: Point(x: 3, y: 1)))
        _ = root.dispatchMouse(MouseEvent(.drag, at: Point(x: 15, y: 1)))
        _ = root.dispatchMouse(MouseEvent(.release, at: Point(x: 15, y: 1)))
        #expect(activations == 1, "released outside")
        _ = root.dispatchMouse(MouseEvent(.press, at: Point(x: 15, y: 1)))
        #expect(!root.dispatchMouse(MouseEvent(.release, at: Point(x: 3, y: 1))))
        #expect(activations == 1, "pressed elsewhere")
        _ = root.dispatchMouse(MouseEvent(.press, button: .right, at: Point(x: 3, y: 1)))
        _ = root.dispatchMouse(MouseEvent(.release, button: .right, at: Point(x: 3, y: 1)))
        #expect(activations == 1, "the right button")
    }

    @Test("a click toggles a check box and chooses a radio option")
    func toggleAndRadio() throws {
        let root = RootView(size: Size(width: 20, height: 5))
        let toggle = Toggle(identifier: "wrap", title: "Wrap")
        let group = RadioGroup(identifier: "align", options: ["left", "centre", "right"])
        try root.addSubview(toggle)
        try root.addSubview(group)
        toggle.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        group.frame = Rect(x: 0, y: 2, width: 12, height: 3)
        root.layoutIfNeeded()
        #expect(click(root, at: Point(x: 6, y: 0)))
        #expect(toggle.isOn)
        #expect(click(root, at: Point(x: 4, y: 4)))
        #expect(group.selectedIndex == 2 && root.focusedView === group)
    }

    @Test(
        "a click in a text field puts the insertion point at the grapheme under it",
        arguments: [(0, 0), (2, 2), (3, 3), (4, 3), (5, 4), (9, 6), (19, 6)])
    func textFieldClick(column: Int, insertionPoint: Int) throws {
        let root = RootView(size: Size(width: 20, height: 1))
        let field = TextField(identifier: "field", text: "abc漢字e")
        try root.addSubview(field)
        field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        root.layoutIfNeeded()
        #expect(click(root, at: Point(x: column, y: 0)))
        #expect(field.editing.insertionPoint == insertionPoint)
        #expect(root.cursorLocation?.x == [0, 1, 2, 3, 5, 7, 8][insertionPoint])
    }

    /// A list of 100 rows in a root of 20×10.
    private func list() throws -> (RootView, ListView) {
        let root = RootView(size: Size(width: 20, height: 10))
        let list = ListView(identifier: "list")
        try root.addSubview(list)
        list.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        list.dataSource = numbers
        root.layoutIfNeeded()
        return (root, list)
    }

    private let numbers = NumberedData(count: 100)

    @Test("the wheel scrolls three rows a notch and stops at the ends; a click selects a row")
    func wheelAndListClick() throws {
        let (root, list) = try list()
        #expect(!root.dispatchMouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 3, y: 3))))
        #expect(root.dispatchMouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 3, y: 3))))
        #expect(list.contentOffset.y == 3)
        root.layoutIfNeeded()
        #expect(click(root, at: Point(x: 3, y: 2)))
        #expect(list.selectedIndexPath == IndexPath(row: 5))
        for _ in 0..<40 {
            _ = root.dispatchMouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 3, y: 3)))
        }
        #expect(list.contentOffset.y == list.maximumContentOffset.y)
    }

    @Test("dragging the scroll indicator's thumb moves the content; a press on the track pages")
    func dragIndicator() throws {
        let (root, list) = try list()
        // The track is the last column, 10 rows; 10 of 100 rows show, so the thumb is one row.
        let column = 19
        #expect(root.hitTest(Point(x: column, y: 0)) !== list.contentView)
        _ = root.dispatchMouse(MouseEvent(.press, at: Point(x: column, y: 0)))
        _ = root.dispatchMouse(MouseEvent(.drag, at: Point(x: column, y: 9)))
        _ = root.dispatchMouse(MouseEvent(.release, at: Point(x: column, y: 9)))
        #expect(list.contentOffset.y == 90)
        root.layoutIfNeeded()
        _ = root.dispatchMouse(MouseEvent(.drag, at: Point(x: column, y: 0)))
        #expect(list.contentOffset.y == 90, "a drag after the release moves nothing")
        _ = root.dispatchMouse(MouseEvent(.press, at: Point(x: column, y: 0)))
        #expect(list.contentOffset.y == 81, "a page up: 9 rows")
    }

    @Test("a click in a text view puts the insertion point under it, on the wrapped row clicked")
    func textViewClick() throws {
        let root = RootView(size: Size(width: 10, height: 4))
        let text = TextView(identifier: "notes", text: "one two three\nfour")
        try root.addSubview(text)
        text.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        root.layoutIfNeeded()
        #expect(click(root, at: Point(x: 2, y: 1)))
        #expect(text.insertionPoint == TextPosition(line: 0, offset: 10))
        #expect(root.focusedView === text)
        #expect(click(root, at: Point(x: 8, y: 2)))
        #expect(text.insertionPoint == TextPosition(line: 1, offset: 4), "past the end of a line")
    }
}
