/// A row or a column of views laid out by constraints it makes itself, with UIStackView's
/// meaning: `axis`, `distribution`, `alignment`, `spacing` and
/// `isLayoutMarginsRelativeArrangement`. A hidden arranged view gives up its space (and the
/// spacing beside it) until it is shown again. The stack view sizes itself to its views where
/// nothing else sizes it.
open class StackView: View {
    /// How the views share the length of the axis.
    public enum Distribution: Hashable, Sendable {
        /// Views back to back, `spacing` apart; extra room goes to the view that hugs least,
        /// a shortage comes from the view that resists compression least.
        case fill
        /// Views of equal length, `spacing` apart.
        case fillEqually
        /// Views with lengths in proportion to their intrinsic lengths, `spacing` apart.
        case fillProportionally
        /// Views at their intrinsic lengths, with equal gaps of at least `spacing`.
        case equalSpacing
        /// Views at their intrinsic lengths, their centres equally far apart, gaps of at least
        /// `spacing`.
        case equalCentering
    }

    /// How the views sit across the axis.
    public enum Alignment: Hashable, Sendable {
        /// As wide (or tall) as the stack view.
        case fill
        /// Against the leading edge (a column) or the top (a row).
        case leading
        /// Centred.
        case center
        /// Against the trailing edge (a column) or the bottom (a row).
        case trailing
        /// In a row: first baselines in line.
        case firstBaseline
        /// In a row: last baselines in line.
        case lastBaseline

        /// The top of a row: `leading`.
        public static let top = Alignment.leading
        /// The bottom of a row: `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// The views the stack view arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// A row (`horizontal`) or a column (`vertical`).
    public var axis: LayoutAttribute.Axis { didSet { arrangementDidChange(oldValue != axis) } }
    /// How the views share the axis.
    public var distribution: Distribution {
        didSet { arrangementDidChange(oldValue != distribution) }
    }
    /// How the views sit across the axis.
    public var alignment: Alignment { didSet { arrangementDidChange(oldValue != alignment) } }
    /// Cells between adjacent views: exact for the fill distributions, the least gap for the
    /// equal ones.
    public var spacing: Int { didSet { arrangementDidChange(oldValue != spacing) } }
    /// Whether the views are laid out inside `layoutMargins` rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange(oldValue != isLayoutMarginsRelativeArrangement) }
    }
    /// The constraints the stack view made, active while it arranges.
    var arrangement: [LayoutConstraint] = []
    /// The gaps of the equal distributions, as guides.
    var gapGuides: [LayoutGuide] = []

    /// A stack of `views`, which become its subviews, in order.
    public init(
        identifier: String? = nil, arrangedSubviews views: [View] = [],
        axis: LayoutAttribute.Axis = .horizontal, distribution: Distribution = .fill,
        alignment: Alignment = .fill, spacing: Int = 0
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        super.init(identifier: identifier)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement, and as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arrangement (clamped), and as a subview if it is not
    /// one. A view that is this stack view or one of its ancestors is refused, as `addSubview`
    /// refuses it.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self {
            guard (try? addSubview(view)) != nil else { return }
        }
        arrangedSubviews.removeAll { $0 === view }
        view.translatesFrameIntoConstraints = false
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        arrangementDidChange(true)
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange(true)
    }

    override func subviewWillLeave(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    override func subviewDidChangeHidden(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange(true) }
    }
}
