import TermLayout
import Testing

/// Three views wanting the given sizes, as `a`, `b` and `c`.
@MainActor
private func blocks(_ sizes: [(Int, Int)]) -> [Sized] {
    zip(["a", "b", "c"], sizes).map { name, size in
        let view = Sized(identifier: name)
        view.wanted = IntrinsicSize(width: size.0, height: size.1)
        return view
    }
}

/// `stack` filling a root of `size` (with `formats` instead, where given), laid out.
@MainActor
@discardableResult
private func laidOut(
    _ stack: StackView, size: Size, formats: String = "H:|[stack]|; V:|[stack]|"
) throws -> RootView {
    let root = RootView(size: size)
    try root.addSubview(stack)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(withVisualFormat: formats, views: ["stack": stack]))
    root.layoutIfNeeded()
    return root
}

/// Each view's frame as `x,y w×h`.
@MainActor
private func frames(_ views: [View]) -> [String] {
    views.map {
        "\($0.frame.origin.x),\($0.frame.origin.y) \($0.frame.size.width)×\($0.frame.size.height)"
    }
}

@Suite("A stack view lays out a row or a column as UIStackView does")
@MainActor
struct StackViewTests {
    /// Views wanting widths 4, 6 and 2 in a row, 2 apart, in a root 28 wide (29 for equal
    /// centring, so that the centres fall on cells); frames worked out by hand.
    @Test(
        "each distribution shares the row as its name says",
        arguments: [
            // 12 wanted + 4 of spacing; the last of the three, which all hug at 250, takes 12.
            (StackView.Distribution.fill, 28, ["0,0 4×1", "6,0 6×1", "14,0 14×1"]),
            // (28 - 4) / 3 = 8 each.
            (.fillEqually, 28, ["0,0 8×1", "10,0 8×1", "20,0 8×1"]),
            // 24 shared 4 : 6 : 2.
            (.fillProportionally, 28, ["0,0 8×1", "10,0 12×1", "24,0 4×1"]),
            // Views as wanted; (28 - 12) / 2 = 8 between each.
            (.equalSpacing, 28, ["0,0 4×1", "12,0 6×1", "26,0 2×1"]),
            // Centres at 2, 15 and 28: 13 apart.
            (.equalCentering, 29, ["0,0 4×1", "12,0 6×1", "27,0 2×1"]),
        ] as [(StackView.Distribution, Int, [String])])
    func distribution(_ distribution: StackView.Distribution, width: Int, expected: [String]) throws
    {
        let views = blocks([(4, 1), (6, 1), (2, 1)])
        let stack = StackView(arrangedSubviews: views, distribution: distribution, spacing: 2)
        try laidOut(stack, size: Size(width: width, height: 1))
        #expect(frames(views) == expected)
    }

    /// Views 1, 3 and 5 rows tall in a row 7 rows tall.
    @Test(
        "each alignment places the views across the row as its name says",
        arguments: [
            (StackView.Alignment.fill, ["0,0 2×7", "2,0 2×7", "4,0 2×7"]),
            (.top, ["0,0 2×1", "2,0 2×3", "4,0 2×5"]),
            (.center, ["0,3 2×1", "2,2 2×3", "4,1 2×5"]),
            (.bottom, ["0,6 2×1", "2,4 2×3", "4,2 2×5"]),
        ] as [(StackView.Alignment, [String])])
    func alignment(_ alignment: StackView.Alignment, expected: [String]) throws {
        let views = blocks([(2, 1), (2, 3), (2, 5)])
        let stack = StackView(
            arrangedSubviews: views, distribution: .fillEqually, alignment: alignment)
        try laidOut(stack, size: Size(width: 6, height: 7))
        #expect(frames(views) == expected)
    }

    @Test("a column stacks downwards; its last view takes the rows left")
    func column() throws {
        let views = blocks([(3, 1), (3, 1), (3, 1)])
        let stack = StackView(arrangedSubviews: views, axis: .vertical, spacing: 1)
        try laidOut(stack, size: Size(width: 5, height: 10))
        #expect(frames(views) == ["0,0 5×1", "0,2 5×1", "0,4 5×6"])
    }

    @Test("a hidden view gives up its space and the spacing beside it, and gets them back")
    func hiddenCollapses() throws {
        let views = blocks([(4, 1), (6, 1), (2, 1)])
        let stack = StackView(arrangedSubviews: views, spacing: 2)
        let root = try laidOut(stack, size: Size(width: 28, height: 1))
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(frames([views[0], views[2]]) == ["0,0 4×1", "6,0 22×1"])
        #expect(views[1].frame.size.width == 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(frames(views) == ["0,0 4×1", "6,0 6×1", "14,0 14×1"])
    }

    @Test("with isLayoutMarginsRelativeArrangement the views keep inside the margins")
    func margins() throws {
        let views = blocks([(4, 1), (6, 1)])
        let stack = StackView(arrangedSubviews: views, distribution: .fillEqually, spacing: 2)
        stack.layoutMargins = EdgeInsets(top: 1, left: 3, bottom: 1, right: 3)
        stack.isLayoutMarginsRelativeArrangement = true
        try laidOut(stack, size: Size(width: 30, height: 5))
        #expect(frames(views) == ["3,1 11×3", "16,1 11×3"])
    }

    @Test("pinned by one corner, a stack view takes the size of its views")
    func sizesItself() throws {
        let views = blocks([(4, 1), (6, 3), (2, 2)])
        let stack = StackView(arrangedSubviews: views, alignment: .top, spacing: 1)
        try laidOut(
            stack, size: Size(width: 40, height: 10), formats: "H:|-2-[stack]; V:|-1-[stack]")
        #expect(stack.frame == Rect(x: 2, y: 1, width: 14, height: 3))
        #expect(frames(views) == ["0,0 4×1", "5,0 6×3", "12,0 2×2"])
    }

    @Test("views added, inserted and removed rearrange the stack; a removed one stays a subview")
    func arrangedSubviews() throws {
        let views = blocks([(4, 1), (6, 1), (2, 1)])
        let stack = StackView(arrangedSubviews: [views[0], views[2]], distribution: .equalSpacing)
        let root = try laidOut(stack, size: Size(width: 20, height: 1))
        stack.insertArrangedSubview(views[1], at: 1)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        #expect(frames(views) == ["0,0 4×1", "8,0 6×1", "18,0 2×1"])
        stack.removeArrangedSubview(views[1])
        views[1].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "c"])
        #expect(frames([views[0], views[2]]) == ["0,0 4×1", "18,0 2×1"])
        views[0].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["c"])
    }

    @Test(
        "in a row aligned by baselines the labels' first or last text rows line up",
        arguments: [
            (StackView.Alignment.firstBaseline, ["0,0 3×1", "4,0 1×3"]),
            (.lastBaseline, ["0,2 3×1", "4,0 1×3"]),
        ] as [(StackView.Alignment, [String])])
    func baselines(_ alignment: StackView.Alignment, expected: [String]) throws {
        let one = Label(identifier: "one", text: "one")
        let three = Label(identifier: "three", text: "a\nb\nc")
        three.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [one, three], alignment: alignment, spacing: 1)
        try laidOut(stack, size: Size(width: 20, height: 5), formats: "H:|[stack]; V:|[stack]")
        #expect(frames([one, three]) == expected)
    }
}
