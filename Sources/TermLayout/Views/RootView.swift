/// The root of a screen: it has the terminal's size and an unsafe border (a status line, a
/// key bar, a gutter) that its safe area leaves out. It owns the layout engine, so constraints
/// between its views are solved together, and a resize or a border change re-solves
/// incrementally.
open class RootView: View {
    /// The terminal's size in cells; changing it re-solves at the next layout.
    /// A running animation ends at once (see `animate`).
    public var terminalSize: Size {
        didSet {
            if terminalSize != oldValue { endAnimation(finished: false) }
            engine.terminalSizeDidChange(to: terminalSize)
        }
    }
    /// The border the safe area leaves out, in cells on each side.
    public var unsafeBorder: EdgeInsets {
        didSet { engine.unsafeBorderDidChange(to: unsafeBorder) }
    }
    /// Which screen side leading and trailing stand for, for every view below. A change
    /// redraws every view: text aligned to the leading side moves even where frames do not.
    public var layoutDirection = LayoutDirection.leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            engine.layoutDirectionDidChange()
            for view in subtree { view.setNeedsDisplay() }
        }
    }
    /// Where the engine reports what it had to do against the constraints (a conflict, a
    /// refused constant, a root larger than the terminal). By default ``LayoutLog/shared``,
    /// which never writes over a running terminal program's screen; tests capture it.
    public var log: (String) -> Void = { LayoutLog.shared.record($0) }
    /// The view keys go to first (see `dispatchKey(_:)`); nil sends them to the root. The view
    /// losing the focus and the one gaining it are drawn again, with all their subviews (a
    /// list marks its selected row by its own focus).
    public weak var focusedView: View? {
        didSet {
            guard focusedView !== oldValue else { return }
            for view in (oldValue?.subtree ?? []) + (focusedView?.subtree ?? []) {
                view.setNeedsDisplay()
            }
        }
    }
    /// Called whenever something changes that the next frame must show: a constraint, a
    /// frame, the tree, a view to lay out or draw. A run loop sets it to schedule one frame for
    /// any number of changes, as `TerminalApp` does; it is called often, so it must be cheap.
    public var frameRequestHandler: (() -> Void)?
    /// The clock animations time themselves by and sleep on between frames; tests step one of
    /// their own (TermLayoutTesting's `SteppedClock`).
    public var animationClock: any Clock<Duration> = ContinuousClock()
    /// The animation running, if any.
    var animation: FrameAnimation?
    lazy var engine = LayoutEngine(root: self)
    /// The views presented modally (see `present(_:placement:)`), the topmost last.
    var presentations: [Presentation] = []
    /// The view that took the last mouse press: the drags and the release go to it.
    weak var mouseCapture: View?

    /// A root for a terminal of `size`, whose safe area leaves out `unsafeBorder`; set
    /// `terminalSize` again when the terminal resizes (`TerminalApp` does).
    public init(identifier: String? = "root", size: Size, unsafeBorder: EdgeInsets = .zero) {
        terminalSize = size
        self.unsafeBorder = unsafeBorder
        super.init(identifier: identifier)
        translatesFrameIntoConstraints = false
        engine.adopt(self)
    }

    /// Called in a layout pass when the terminal's size has crossed a threshold of a size
    /// condition (a constraint's `condition`, a view's `shownWhen`) since the last pass, before
    /// the layout switches, as UIKit's `viewWillTransition(to:with:)`. Call
    /// `transition.animate` to show the switch moving; by default it shows at once. It runs
    /// inside the layout pass: change constraints and views, but neither lay out nor call
    /// the root's `animate`.
    open func willTransition(_ transition: SizeTransition) {}

    override func subviewWillLeave(_ subview: View) {
        presentedViewWillLeave(subview)
    }

    /// Tells the run loop, if there is one, that the next frame has something to show.
    func requestFrame() {
        frameRequestHandler?()
    }
}
