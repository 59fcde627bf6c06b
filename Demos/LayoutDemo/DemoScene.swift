import TermLayout

/// One scene of the demo: a view filling the space between the title line and the key bar,
/// with a name for the title line and the keys it takes for the key bar.
protocol DemoScene: View {
    var name: String { get }
    /// The keys that work in this scene, shown in the key bar beside the demo's own.
    var hints: [(key: String, action: String)] { get }
    /// The view that gets the focus when the scene shows.
    var firstFocus: View? { get }
    /// Called when a resize crosses one of the scene's size thresholds (see
    /// `RootView.willTransition`); a scene may animate the switch.
    func sizeWillTransition(_ transition: SizeTransition)
}

extension DemoScene {
    /// Most scenes show the new layout at once.
    func sizeWillTransition(_ transition: SizeTransition) {}
}

extension View {
    /// Adds `views` as subviews and activates VFL `formats` over them.
    func layOut(
        _ views: [String: View], order: [String], _ formats: String,
        metrics: [String: Double] = [:]
    ) throws {
        for name in order { try addSubview(views[name]!) }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: formats, metrics: metrics, views: views))
    }
}
