import TermLayout

/// One thing wrong with a laid-out screen: its kind, for a caller that sorts or counts
/// problems, and what is at fault, in words.
public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable, Comparable {
        /// The root is not the terminal's size: required constraints need more room.
        case rootSize
        /// A constraint `RootView.brokenConstraints` names: a required one the solution does
        /// not hold, or one that holds the root larger than the terminal.
        case brokenConstraint
        /// A safe-area or margins guide left its view's insets, so that no view pinned to it
        /// is narrower or lower than nothing (`LayoutShortage.yieldedGuides`).
        case yieldedGuide
        /// A view's `width >= 0` or `height >= 0` lost to required constraints: the view
        /// shows empty (`LayoutShortage.lostFloors`).
        case lostFloor
        /// A shown view leaves the screen.
        case offscreen
        /// Edges the constraints make equal miss on screen: a gap or an overlap.
        case edgeMismatch
    }

    /// What went wrong.
    public let kind: Kind
    /// What is at fault: for a broken constraint the constraint itself, for the others a
    /// sentence naming the view or constraint.
    public let detail: String

    /// A problem of `kind` about `detail`.
    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// One sentence: the detail, said to be a broken constraint where it is one.
    public var description: String {
        kind == .brokenConstraint ? "required constraint broken: \(detail)" : detail
    }
}

/// What must hold for any laid-out screen at any size, as problems naming the view or
/// constraint at fault; empty when all is well:
/// - the root has the terminal's size;
/// - no constraint is broken (`RootView.brokenConstraints`): every active required one holds,
///   and none holds the root at another size than the terminal's;
/// - every guide at its view's insets (`LayoutShortage.yieldedGuides`), and no view's size
///   floor lost (`LayoutShortage.lostFloors`): none would be narrower or lower than nothing;
/// - every shown view with a non-empty frame lies inside the screen;
/// - edges the constraints in layout make equal (`a.trailing == b.leading`, `|[a]`, with a
///   whole-cell constant; not those whose size condition does not hold) meet on screen: no gap, no overlap. A view or guide squeezed to nothing has no
///   edges to show and is left out.
@MainActor
public func layoutProblems(in root: RootView) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    let screen = Rect(origin: .zero, size: root.terminalSize)
    if root.frame.size != root.terminalSize {
        problems.append(
            LayoutProblem(
                .rootSize, "the root is \(root.frame.size), the terminal \(root.terminalSize)"))
    }
    for constraint in root.brokenConstraints {
        problems.append(LayoutProblem(.brokenConstraint, "\(constraint)"))
    }
    let shortage = root.layoutShortage
    for guide in shortage?.yieldedGuides ?? [] {
        problems.append(
            LayoutProblem(.yieldedGuide, "\(guide) gave way: views pinned to it lose room"))
    }
    for floor in shortage?.lostFloors ?? [] {
        problems.append(LayoutProblem(.lostFloor, "\(floor) lost: the view shows empty"))
    }
    let views = root.subtree
    for view in views where !view.visibleRect.isEmpty {
        let frame = view.absoluteFrame
        if frame.intersection(screen) != frame {
            problems.append(
                LayoutProblem(
                    .offscreen, "\(view.layoutName(viewName: nil)) at \(frame) leaves the screen"))
        }
    }
    for view in views {
        for constraint in view.constraints {
            if let gap = edgeMismatch(constraint, direction: root.layoutDirection) {
                problems.append(LayoutProblem(.edgeMismatch, gap))
            }
        }
    }
    return problems
}

/// For a required `first.edge == second.edge + c` (c whole), whether the rounded edges miss.
/// Each item's place on screen is read once: it walks up the view's superviews.
@MainActor
private func edgeMismatch(_ constraint: LayoutConstraint, direction: LayoutDirection) -> String? {
    guard constraint.isInLayout, constraint.priority.isRequired, constraint.relation == .equal,
        constraint.multiplier == 1, constraint.constant == constraint.constant.rounded(),
        let firstItem = constraint.firstItem, let secondItem = constraint.secondItem,
        let secondAttribute = constraint.secondAttribute,
        let firstRect = screenRect(of: firstItem), !firstRect.isEmpty,
        let secondRect = screenRect(of: secondItem), !secondRect.isEmpty,
        let first = constraint.firstAttribute.edgePosition(in: firstRect, direction: direction),
        let second = secondAttribute.edgePosition(in: secondRect, direction: direction)
    else { return nil }
    let expected = second + Int(constraint.constant)
    guard first != expected else { return nil }
    return "\(constraint) gives \(first) against \(expected): a gap or an overlap of"
        + " \(abs(first - expected))"
}

/// Where a view or a guide lies on screen.
@MainActor
private func screenRect(of item: any LayoutItem) -> Rect? {
    if let view = item as? View { return view.absoluteFrame }
    guard let guide = item as? LayoutGuide, let view = guide.owningView else { return nil }
    let origin = view.absoluteFrame.origin
    return guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y)
}
