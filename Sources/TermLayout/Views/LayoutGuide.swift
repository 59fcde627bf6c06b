/// A rectangle that takes part in layout without drawing anything: a view's safe area, its
/// margins, or a guide the app adds for spacing.
@MainActor
public final class LayoutGuide: LayoutItem {
    /// What the guide stands for; it decides how the guide is named in descriptions.
    public enum Kind: Hashable, Sendable {
        /// A view's `safeAreaLayoutGuide`.
        case safeArea
        /// A view's `layoutMarginsGuide`.
        case margins
        /// A guide the app made and added with `View.addLayoutGuide(_:)`.
        case custom
    }

    /// Whether this is a safe-area, a margins or an app's own guide.
    public let kind: Kind
    /// A name for descriptions and messages, as `UILayoutGuide.identifier`; custom guides
    /// without one are named after their owning view.
    public var identifier: String?
    public internal(set) weak var owningView: View?
    public let layoutVariables = LayoutVariables()

    /// A guide for the app's own use; add it to a view with `View.addLayoutGuide(_:)`.
    public convenience init(identifier: String? = nil) {
        self.init(kind: .custom)
        self.identifier = identifier
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// The guide's rectangle in its owning view's coordinates as of the last layout, as
    /// UIKit's `layoutFrame`: the view's bounds inset by its safe area, or by its margins
    /// (measured from the safe area when `insetsLayoutMarginsFromSafeArea`); an app's own
    /// guide where its constraints put it, each edge rounded to a cell as views' edges are.
    /// `.zero` for a guide no view owns.
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea:
            return view.bounds.inset(by: view.safeAreaInsets)
        case .margins:
            let base = view.insetsLayoutMarginsFromSafeArea ? view.safeAreaInsets : .zero
            return view.bounds.inset(by: base + view.layoutMargins)
        case .custom:
            guard let engine = view.rootView?.engine else { return .zero }
            let origin = view.absoluteFrame.origin
            return engine.absoluteFrame(of: self).offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// `OWNER.safeArea`, `OWNER.margins`, or the identifier of a custom guide
    /// (`OWNER.guide` without one).
    public func layoutName(viewName: String?) -> String {
        let owner = owningView?.layoutName(viewName: viewName) ?? "unowned"
        switch kind {
        case .safeArea: return owner + ".safeArea"
        case .margins: return owner + ".margins"
        case .custom: return identifier ?? owner + ".guide"
        }
    }
}
