import TermLayout

/// The demo's screen: a title line in the top border, a key bar in the bottom one that always
/// shows the keys that work now, and one scene at a time filling the screen between and under
/// them. F1, F2, F3, F5 and F6 switch scenes (digits too, where a scene does not take text); F4
/// lays the inspector over the scene; F12 saves a screenshot (`makeDemoApp`).
final class DemoRoot: RootView {
    let title = StatusBar(identifier: "title")
    let keys = KeyBar(identifier: "keys")
    let safeArea: SafeAreaScene
    let playground: PlaygroundScene
    let scrolling: ScrollingScene
    let stress: StressScene
    let form: FormScene
    let inspector: Inspector
    private(set) var scene: any DemoScene
    private var sceneConstraints: [LayoutConstraint] = []
    private var inspectorConstraints: [LayoutConstraint] = []
    /// What the title line says in place of the demo's name until the scene changes: where
    /// the last screenshot went, or why it did not.
    var titleNote: String? {
        didSet { updateBars() }
    }
    /// What the engine reported (conflicts, broken constraints), for the inspector.
    private(set) var reports: [String] = []

    init(size: Size) throws {
        safeArea = try SafeAreaScene()
        playground = try PlaygroundScene()
        scrolling = try ScrollingScene()
        stress = try StressScene()
        form = try FormScene()
        inspector = try Inspector()
        scene = safeArea
        super.init(size: size, unsafeBorder: EdgeInsets(top: 1, bottom: 1))
        log = { [unowned self] in reports.append($0) }
        try pinToTopBorder(title)
        try pinToBottomBorder(keys)
        try show(safeArea)
    }

    var scenes: [any DemoScene] { [safeArea, playground, scrolling, stress, form] }
    var isInspecting: Bool { inspector.superview != nil }

    /// Puts `scene` in place of the current one, under the bars, and gives it the focus.
    func show(_ newScene: any DemoScene) throws {
        if isInspecting { toggleInspector() }
        scene.removeFromSuperview()
        scene = newScene
        titleNote = nil
        try insertSubview(scene, at: 0)
        sceneConstraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:|[scene]|;V:|[scene]|", views: ["scene": scene])
        try LayoutConstraint.activate(sceneConstraints)
        focusedView = scene.firstFocus
        updateBars()
    }

    /// Lays the inspector over the scene's right part, or takes it away.
    func toggleInspector() {
        if isInspecting {
            inspector.removeFromSuperview()
            focusedView = scene.firstFocus
        } else {
            try? addSubview(inspector)
            try? LayoutConstraint.activate(
                LayoutConstraint.constraints(
                    withVisualFormat:
                        "H:[inspector(>=0,==60@500)]<|;H:|>-(>=0)-[inspector];V:|>[inspector]<|",
                    views: ["inspector": inspector]))
            layoutIfNeeded()
            inspector.inspect(scene, reports: reports)
            focusedView = inspector
        }
        updateBars()
    }

    override func willTransition(_ transition: SizeTransition) {
        scene.sizeWillTransition(transition)
    }

    override func layoutSubviews() {
        updateBars()
    }

    override func handleKey(_ key: Key) -> Bool {
        // A key reaches the root only if no view took it: a focused text field takes digits.
        let number: Int? =
            switch key {
            case .function(let number): number
            case .character(let character): character.wholeNumberValue
            default: nil
            }
        switch number {
        case 1: try? show(safeArea)
        case 2: try? show(playground)
        case 3: try? show(scrolling)
        case 4: toggleInspector()
        case 5: try? show(stress)
        case 6: try? show(form)
        default: return false
        }
        return true
    }

    /// The title names the scene; the key bar lists what works in it now.
    func updateBars() {
        title.leftText = titleNote ?? "TermLayout demo"
        title.centerText = isInspecting ? "\(scene.name) + inspector" : scene.name
        title.rightText = "\(terminalSize)"
        let own = isInspecting ? [("n/p", "select view"), ("↑↓", "scroll")] : scene.hints
        keys.hints = own + [("F1-F6", "scenes"), ("F4", "inspector"), ("q", "quit")]
    }
}
