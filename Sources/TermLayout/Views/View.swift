/// A rectangle of the terminal with subviews, laid out by constraints. Subviews sit above
/// their superview, later siblings above earlier ones.
@MainActor
open class View: LayoutItem {
    /// The view's name in constraint descriptions, logs and layout files.
    public var identifier: String?
    /// The view this one is a subview of; nil for a root and for a view not in a tree. Held weakly.
    public private(set) weak var superview: View?
    /// The subviews, back to front: later ones are drawn above earlier ones.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Guides added with `addLayoutGuide(_:)`; the safe-area and margins guides are not listed.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// The active constraints installed on this view: each lives on the nearest common
    /// ancestor of the views it refers to, as in UIKit.
    public internal(set) var constraints: [LayoutConstraint] = []
    /// The part of the view not covered by its ancestors' unsafe regions.
    public let safeAreaLayoutGuide = LayoutGuide(kind: .safeArea)
    /// The view inset by its layout margins.
    public let layoutMarginsGuide = LayoutGuide(kind: .margins)
    public let layoutVariables = LayoutVariables()
    /// The view's rectangle in its superview's coordinates, in cells. The engine sets it after
    /// each solve; setting it yourself places a view whose `translatesFrameIntoConstraints` is
    /// on (for any other view the next layout replaces it).
    public var frame: Rect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            storedFrame = newValue
            guard let engine = rootView?.engine else { return }
            if translatesFrameIntoConstraints {
                engine.frameDidChange(of: self)
            } else {
                engine.framesToRead.insert(ObjectIdentifier(self))
            }
        }
    }
    // This, `subviews`, `safeAreaInsets`, the two flags and the properties marked so below are
    // read or set for every view at every solve or frame, and no access to them overlaps
    // another: Swift's run-time exclusivity check on each was a large part of the 1,000-row
    // stack's resize, in instructions (Benchmarks/README.md, 1f40fc2).
    @exclusivity(unchecked) var storedFrame = Rect.zero
    /// Where an animation shows the view while it runs; nil shows it at `frame`.
    @exclusivity(unchecked) var animatedFrame: Rect?
    /// Set while an animation that hid the view runs: it shows until the end.
    @exclusivity(unchecked) var showsUntilAnimationEnds = false
    /// The size of the canvas the view draws in while `display(in:)` runs.
    var drawingSize: Size?
    /// A hidden view and its subviews are neither drawn nor shown; they still take part in
    /// layout, as in UIKit.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.subviewDidChangeHidden(self)
            rootView?.requestFrame()
        }
    }
    /// While set, the engine sets `isHidden` at each layout pass, before it solves: hidden
    /// exactly when the condition does not hold. Nil (the default) leaves `isHidden` to you.
    public var shownWhen: SizeCondition? {
        didSet { if shownWhen != oldValue { rootView?.engine.viewConditionDidChange() } }
    }
    /// The theme this view and the views below it draw with in place of the one they inherit;
    /// nil (the default) inherits the superview's. Setting `theme` sets it; set nil to inherit
    /// again.
    public var overrideTheme: Theme? {
        didSet { if overrideTheme != oldValue { themeDidChange() } }
    }
    /// While on, the view's `frame` holds it in place as required constraints. Activating a
    /// constraint that places the view turns it off, as JBNSLayoutConstraint's install did.
    @exclusivity(unchecked) public var translatesFrameIntoConstraints = true {
        didSet {
            if oldValue != translatesFrameIntoConstraints {
                rootView?.engine.frameDidChange(of: self)
            }
        }
    }
    /// Insets the view adds to those its ancestors' unsafe regions give it, as a bar
    /// container does for its child.
    @exclusivity(unchecked) public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { rootView?.engine.setNeedsSolve() }
    }
    /// The part of the view's bounds covered by its ancestors' unsafe regions, plus its
    /// `additionalSafeAreaInsets`; the engine updates it at each layout.
    @exclusivity(unchecked) public internal(set) var safeAreaInsets = EdgeInsets.zero
    /// Space between the view's edges (or its safe area) and `layoutMarginsGuide`.
    public var layoutMargins = EdgeInsets.zero {
        didSet { rootView?.engine.setNeedsSolve() }
    }
    /// Whether the margins are measured from the safe area rather than the view's edges.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { rootView?.engine.setNeedsSolve() }
    }
    /// How strongly the view resists growing beyond its intrinsic size, per axis.
    var huggingPriorities = (
        horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow
    )
    /// How strongly the view resists shrinking below its intrinsic size, per axis.
    var compressionPriorities = (
        horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
    )
    /// Set by `setNeedsLayout()`; cleared when `layoutSubviews()` has run.
    @exclusivity(unchecked) public internal(set) var needsLayout = true
    /// Set by `setNeedsDisplay()` and when a layout pass changes the frame; cleared by
    /// `display(in:)`. A renderer that keeps what views drew redraws only these.
    @exclusivity(unchecked) public internal(set) var needsDisplay = true

    /// A view named `identifier` in constraint descriptions, logs and layout files.
    public init(identifier: String? = nil) {
        self.identifier = identifier
        safeAreaLayoutGuide.owningView = self
        layoutMarginsGuide.owningView = self
    }

    public var owningView: View? { self }

    /// The identifier; else the name the view had in a views dictionary; else `root` for a
    /// view without a superview and `view` for any other.
    public func layoutName(viewName: String?) -> String {
        identifier ?? viewName ?? (superview == nil ? "root" : "view")
    }

    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    /// Throws, and changes nothing, when `view` is this view or one of its ancestors.
    public func addSubview(_ view: View) throws(HierarchyError) {
        try insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (0 is the bottom), clamped to the valid
    /// range, taking it from its old superview first.
    public func insertSubview(_ view: View, at index: Int) throws(HierarchyError) {
        if view === self || isDescendant(of: view) {
            throw HierarchyError.cycle(
                superview: layoutName(viewName: nil), subview: view.layoutName(viewName: nil))
        }
        let inherited = view.theme
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        rootView?.engine.adopt(view)
        if view.theme != inherited { view.themeDidChange() }
    }

    /// Moves a subview above its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        guard let root = rootView else { return }
        root.engine.treeDidChange()
        root.requestFrame()
    }

    /// Detaches the view. Like UIKit, this deactivates every constraint between the view's
    /// subtree and views outside it.
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        oldSuperview.subviewWillLeave(self)
        var ancestor: View? = oldSuperview
        while let host = ancestor {
            for constraint in host.constraints where constraint.refersToSubtree(of: self) {
                constraint.deactivate()
            }
            ancestor = host.superview
        }
        rootView?.engine.release(self)
        oldSuperview.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Told when a subview is about to be removed: a container that arranges its subviews (a
    /// stack view) lets it go.
    func subviewWillLeave(_ subview: View) {}

    /// Told when a subview is hidden or shown: a stack view gives its space away or back.
    func subviewDidChangeHidden(_ subview: View) {}

    /// Adds a guide to this view's guides, taking it from any view that owned it before, as in
    /// UIKit.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes a guide this view owns, and deactivates the constraints that refer to it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in constraints where constraint.refers(to: guide) {
            constraint.deactivate()
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The size the view's content wants, per axis (nil: no preference on that axis), as
    /// UIKit's `intrinsicContentSize`. Call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: IntrinsicSize { IntrinsicSize() }

    /// The rows the view's text occupies, counted from its top: `firstBaseline` is the top of
    /// the first, `lastBaseline` the bottom of the last. nil (the default) for a view without
    /// text, whose baselines are its top and bottom. Call `invalidateIntrinsicContentSize()`
    /// when it changes.
    open var textRows: Range<Int>? { nil }

    /// Called after a layout pass changed the view's frame or a subview's, with frames final:
    /// the place to adjust what constraints cannot say. The default does nothing.
    open func layoutSubviews() {}

    /// Called exactly when a layout pass changed `safeAreaInsets`. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Handles a key the view or one of its subviews received; returns false to pass it on to
    /// the superview. The default passes everything on.
    open func handleKey(_ key: Key) -> Bool { false }

    /// Handles a key no view on the focus's chain took, as AppKit's `performKeyEquivalent`: a
    /// menu bar opens a menu on F10 or runs the item Ctrl-S stands for. The root offers such
    /// keys to every view that shows, in drawing order, until one returns true. The default
    /// returns false.
    open func performKeyEquivalent(_ key: Key) -> Bool { false }

    /// Handles a mouse action over the view or one of its subviews; returns false to pass it
    /// on to the superview. A view that takes a press also gets the drags and the release that
    /// follow, wherever the mouse goes. The default passes everything on.
    open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// The farthest descendant that shows at `point` (in the view's own cells), the view
    /// itself if no subview does, nil if the view is hidden or the point lies outside it.
    /// Later subviews are above earlier ones, as they are drawn.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = Point(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(inSubview) { return hit }
        }
        return self
    }

    /// Where the terminal's cursor sits while the view has the focus, in the view's own
    /// coordinates: a text field's insertion point. nil (the default) hides the cursor.
    open var cursorPosition: Point? { nil }

    /// Whether Tab and Shift-Tab may move the focus here. The default is false; controls that
    /// take keys say true.
    open var canBecomeFocused: Bool { false }

    /// Draws the view's content. `canvas` is in the view's own coordinates (its bounds) and
    /// clipped to the part of the view that shows; subviews draw themselves afterwards, above.
    /// The default draws nothing.
    open func draw(in canvas: any Canvas) {}

    /// The root of the view's hierarchy when that root is a `RootView`: the engine lives there.
    public var rootView: RootView? {
        var top = self
        while let next = top.superview { top = next }
        return top as? RootView
    }

    /// The view and every view below it, parents first, in drawing order.
    public var subtree: [View] { [self] + SubtreeOrder(below: self).views }

    /// True for the view itself and every view below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The deepest view that both this view and `other` descend from, walking each real chain
    /// of superviews whatever their depths; nil when they are in different trees.
    public func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}

/// A change to the view tree that would make it something other than a tree.
public enum HierarchyError: Error, Equatable, CustomStringConvertible {
    /// Adding `subview` to `superview` would make a view its own ancestor.
    case cycle(superview: String, subview: String)

    public var description: String {
        switch self {
        case .cycle(let superview, let subview):
            "cannot add '\(subview)' to '\(superview)': '\(subview)' is '\(superview)' itself or"
                + " one of its ancestors, and a view cannot contain itself"
        }
    }
}
