import TermLayout
import Testing

/// A view whose content wants a fixed size, changeable.
final class Sized: View {
    var wanted = IntrinsicSize()
    override var intrinsicContentSize: IntrinsicSize { wanted }
}

@Suite("Intrinsic content size, hugging and compression resistance")
@MainActor
struct IntrinsicSizeTests {
    /// `H:|[a][b]|` at `width`: a wants 5, b wants 3 and hugs harder than a.
    func row(width: Int) throws -> (RootView, Sized, Sized) {
        let root = RootView(size: Size(width: width, height: 1))
        let a = Sized(identifier: "a")
        let b = Sized(identifier: "b")
        a.wanted = IntrinsicSize(width: 5)
        b.wanted = IntrinsicSize(width: 3)
        b.setContentHuggingPriority(LayoutPriority(rawValue: 251)!, for: .horizontal)
        b.setContentCompressionResistancePriority(LayoutPriority(rawValue: 751)!, for: .horizontal)
        try root.addSubview(a)
        try root.addSubview(b)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[a][b]|;V:|[a(1)];V:|[b(1)]", views: ["a": a, "b": b]))
        root.layoutIfNeeded()
        return (root, a, b)
    }

    @Test(
        "extra room goes to the view that hugs less; a shortage to the one that resists less",
        arguments: [(20, 17, 3), (8, 5, 3), (6, 3, 3), (2, 0, 2)])
    func shares(width: Int, aWidth: Int, bWidth: Int) throws {
        let (_, a, b) = try row(width: width)
        #expect(a.frame.width == aWidth)
        #expect(b.frame.width == bWidth)
    }

    @Test("invalidating the intrinsic size moves the layout")
    func invalidation() throws {
        let (root, a, b) = try row(width: 6)
        a.wanted = IntrinsicSize(width: 1)
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame.width == 3 && b.frame.width == 3)
        b.wanted = IntrinsicSize()
        b.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame.width == 1 && b.frame.width == 5)
    }

    @Test("a grown intrinsic size is resisted at the view's own priority, not above it")
    func grownSizeKeepsPriority() throws {
        let (root, a, b) = try row(width: 6)
        a.wanted = IntrinsicSize(width: 10)
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame.width == 3 && b.frame.width == 3, "b resists harder, at 751")
    }

    @Test("hugging is 250 and compression resistance 750 unless set")
    func defaults() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }
}
