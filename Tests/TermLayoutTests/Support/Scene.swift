import TermLayout

/// The one way the tests build a view tree: named views under a root, and the dictionary the
/// languages look names up in. Without a size the root is a plain view named `root`, enough for
/// the languages; with one it is a `RootView` of that size and border, to lay out.
@MainActor
struct Scene {
    let root: View
    private(set) var views: [String: View] = [:]

    init(_ names: String...) {
        self.init(names)
    }

    /// A plain root with a view for each name, each named after itself.
    init(_ names: [String]) {
        root = View(identifier: "root")
        for name in names { try! add(View(identifier: name), named: name) }
    }

    /// A screen: a root of `size` with `border`, a view for each name, each named after itself.
    init(size: Size, border: EdgeInsets = .zero, _ names: [String] = []) {
        root = RootView(size: size, unsafeBorder: border)
        for name in names { try! add(View(identifier: name), named: name) }
    }

    /// The root of a scene made with a size.
    var screen: RootView { root as! RootView }

    subscript(name: String) -> View { views[name]! }

    /// Adds `view` under `name`, as a subview of the view named `superview`, or of the root.
    mutating func add(_ view: View, named name: String, in superview: String? = nil) throws {
        try (superview.map { self[$0] } ?? root).addSubview(view)
        views[name] = view
    }

    /// Activates `formats` (formats and equations joined by `;`) over the scene's views and
    /// lays the screen out.
    @discardableResult
    func layOut(_ formats: String) throws -> RootView {
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: formats, views: views))
        screen.layoutIfNeeded()
        return screen
    }

    /// The constraints of `format`, described one a line in the canonical form.
    func describe(
        _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        spacing: StandardSpacing = .standard
    ) throws -> [String] {
        try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views,
            spacing: spacing
        ).map(\.description)
    }

    /// The error `format` is rejected with.
    func error(
        _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]
    ) -> FormatError? {
        do {
            _ = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }
}
