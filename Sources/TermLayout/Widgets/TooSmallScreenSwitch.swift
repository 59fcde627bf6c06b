/// What a terminal shows for a root: the root itself, or, while the terminal is smaller than
/// its layout needs (`RootView.isTerminalTooSmall`), a screen that says so, made again only
/// when the sizes change. Every backend of `TerminalApp` and the headless `appScreen(of:)`
/// go through this one switch, so that they show the same.
@MainActor
public final class TooSmallScreenSwitch {
    /// Makes the screen shown instead, from the size needed and the terminal's; nil shows the
    /// root clipped instead.
    public var makeScreen: ((_ needed: Size, _ terminal: Size) -> RootView)? {
        didSet { (shownInstead, sizes) = (nil, nil) }
    }
    /// The screen shown in the root's place at the last `screen(for:)`; nil while the root
    /// shows.
    public private(set) var shownInstead: RootView?
    private var sizes: (needed: Size, terminal: Size)?

    /// A switch to the screens `makeScreen` makes: the standard `TooSmallScreen` unless told.
    public init(
        makeScreen: ((_ needed: Size, _ terminal: Size) -> RootView)? = {
            TooSmallScreen(needed: $0, terminal: $1)
        }
    ) {
        self.makeScreen = makeScreen
    }

    /// Lays `root` out at its terminal size and gives what shows for it, laid out too.
    public func screen(for root: RootView) -> RootView {
        root.layoutIfNeeded()
        guard let make = makeScreen, root.isTerminalTooSmall else {
            (shownInstead, sizes) = (nil, nil)
            return root
        }
        let wanted = (needed: root.minimumSizeUnderPresentConditions, terminal: root.terminalSize)
        if shownInstead == nil || sizes.map({ $0 != wanted }) ?? true {
            (shownInstead, sizes) = (make(wanted.needed, wanted.terminal), wanted)
        }
        shownInstead?.layoutIfNeeded()
        return shownInstead ?? root
    }
}
