import TermLayout

/// A small view tree for tests: a root named `root` with the given views as direct subviews,
/// each named after itself, and the dictionary the languages look names up in.
struct Scene {
    let root = View(identifier: "root")
    private(set) var views: [String: View] = [:]

    init(_ names: String...) {
        self.init(names)
    }

    init(_ names: [String]) {
        for name in names {
            let view = View(identifier: name)
            try! root.addSubview(view)
            views[name] = view
        }
    }

    subscript(name: String) -> View { views[name]! }

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
