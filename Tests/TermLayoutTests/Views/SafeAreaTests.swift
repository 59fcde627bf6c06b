import TermLayout
import Testing

@Suite("Safe area, with UIKit's meaning")
@MainActor
struct SafeAreaTests {
    /// Views nested one in the next, placed by frames (relative to their superview) in a
    /// 20×10 root with `border`; each gets the insets listed, in order.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var border: EdgeInsets
        var frames: [Rect]
        var additional: [EdgeInsets] = []
        var expected: [EdgeInsets]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "straddling a 1-row status line", border: EdgeInsets(top: 1),
            frames: [Rect(x: 0, y: 0, width: 20, height: 3)], expected: [EdgeInsets(top: 1)]),
        Case(
            name: "inside the safe area", border: EdgeInsets(top: 1),
            frames: [Rect(x: 0, y: 5, width: 20, height: 2)], expected: [.zero]),
        Case(
            name: "wholly in the border", border: EdgeInsets(top: 1),
            frames: [Rect(x: 0, y: 0, width: 20, height: 1)], expected: [EdgeInsets(top: 1)]),
        Case(
            name: "a left gutter", border: EdgeInsets(left: 2),
            frames: [Rect(x: 1, y: 0, width: 5, height: 5)], expected: [EdgeInsets(left: 1)]),
        Case(
            name: "a key bar at the bottom", border: EdgeInsets(bottom: 2),
            frames: [Rect(x: 0, y: 7, width: 20, height: 3)], expected: [EdgeInsets(bottom: 2)]),
        Case(
            name: "a right column", border: EdgeInsets(right: 3),
            frames: [Rect(x: 15, y: 0, width: 5, height: 2)], expected: [EdgeInsets(right: 3)]),
        Case(
            name: "every side, full screen",
            border: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            frames: [Rect(x: 0, y: 0, width: 20, height: 10)],
            expected: [EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)]),
        Case(
            name: "three levels of nesting", border: EdgeInsets(top: 2, left: 3),
            frames: [
                Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 1, y: 1, width: 18, height: 8),
                Rect(x: 1, y: 0, width: 10, height: 4),
            ],
            expected: [
                EdgeInsets(top: 2, left: 3), EdgeInsets(top: 1, left: 2),
                EdgeInsets(top: 1, left: 1),
            ]),
        Case(
            name: "additional insets pass down", border: EdgeInsets(top: 1),
            frames: [
                Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 0, width: 20, height: 5),
            ],
            additional: [EdgeInsets(top: 2, left: 1), .zero],
            expected: [EdgeInsets(top: 3, left: 1), EdgeInsets(top: 3, left: 1)]),
        Case(
            name: "a border larger than the screen", border: EdgeInsets(top: 30),
            frames: [Rect(x: 0, y: 2, width: 20, height: 3)], expected: [EdgeInsets(top: 3)]),
    ]

    @Test(
        "a view's insets are the part of it its ancestors' unsafe regions cover", arguments: cases)
    func insets(_ testCase: Case) throws {
        let root = RootView(size: Size(width: 20, height: 10), unsafeBorder: testCase.border)
        var parent: View = root
        var views: [View] = []
        for (index, frame) in testCase.frames.enumerated() {
            let view = View(identifier: "v\(index)")
            view.frame = frame
            if index < testCase.additional.count {
                view.additionalSafeAreaInsets = testCase.additional[index]
            }
            try parent.addSubview(view)
            views.append(view)
            parent = view
        }
        root.layoutIfNeeded()
        #expect(views.map(\.safeAreaInsets) == testCase.expected)
    }

    @Test("a guide follows its view's insets: <| three levels down tracks a live border change")
    func nestedGuideFollowsBorder() throws {
        let root = RootView(size: Size(width: 30, height: 12), unsafeBorder: EdgeInsets(bottom: 1))
        let outer = View(identifier: "outer")
        let middle = View(identifier: "middle")
        let inner = View(identifier: "inner")
        let button = View(identifier: "button")
        try root.addSubview(outer)
        try outer.addSubview(middle)
        try middle.addSubview(inner)
        try inner.addSubview(button)
        let views = ["outer": outer, "middle": middle, "inner": inner, "button": button]
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: """
                    H:|[outer]|;V:|[outer]|;H:|-[middle]-|;V:|-[middle]-|;\
                    H:|[inner]|;V:|[inner]|;H:|[button]|;V:[button(1)]-<|
                    """, views: views))
        root.layoutIfNeeded()
        // inner spans rows 1..<11; the root's safe area ends at row 12 - border.
        #expect(button.absoluteFrame == Rect(x: 1, y: 9, width: 28, height: 1))
        for bottom in [0, 3, 6, 2] {
            root.unsafeBorder = EdgeInsets(bottom: bottom)
            root.layoutIfNeeded()
            let innerSafeBottom = min(11, 12 - bottom)
            #expect(button.absoluteFrame.maxY == innerSafeBottom - 1, "border \(bottom)")
            #expect(inner.safeAreaInsets.bottom == max(0, bottom - 1), "border \(bottom)")
        }
    }
}
