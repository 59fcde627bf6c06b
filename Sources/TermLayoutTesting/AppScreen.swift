import TermLayout

/// What a `TerminalApp` shows for `root` at its terminal size, rendered headless: the root
/// laid out, or the standard `TooSmallScreen` while the terminal is smaller than
/// `root.minimumSizeUnderPresentConditions` (`TooSmallScreenSwitch`, as the app has it). The
/// screen to compare a program's pane with.
@MainActor
public func appScreen(of root: RootView) -> Screen {
    let screen = Screen(size: root.terminalSize)
    screen.render(TooSmallScreenSwitch().screen(for: root))
    return screen
}
