import TermLayout

/// What a `TerminalApp` shows for `root` at its terminal size, rendered headless: the root
/// laid out, or the standard `TooSmallScreen` while the terminal is smaller than
/// `root.minimumSizeUnderPresentConditions`. The screen to compare a program's pane with.
@MainActor
public func appScreen(of root: RootView) -> Screen {
    root.layoutIfNeeded()
    var shown = root
    if root.isTerminalTooSmall {
        shown = TooSmallScreen(
            needed: root.minimumSizeUnderPresentConditions, terminal: root.terminalSize)
        shown.layoutIfNeeded()
    }
    let screen = Screen(size: root.terminalSize)
    screen.render(shown)
    return screen
}
