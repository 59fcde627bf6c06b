import TermLayout
import TermLayoutCurses
import TermLayoutSamples

/// Sample screen `id` as `sample-screens` runs it, at `size` until the terminal says
/// otherwise: `q` quits, `b` widens the unsafe border by a row at the top and bottom (as a
/// second status line would), `B` narrows it back, `h` hides the root's last subview or shows
/// it again. nil for a name no sample has. A test's pilot drives the same app.
@MainActor
func makeSampleApp(_ id: String, size: Size) throws -> TerminalApp? {
    guard let make = SampleScreens.named(id) else { return nil }
    let root = try make(size)
    let app = TerminalApp(root: root)
    app.title = "sample-screens \(id)"
    app.keyBindings[.character("q")] = { app.quit() }
    app.keyBindings[.character("b")] = { widenBorder(of: root, by: 1) }
    app.keyBindings[.character("B")] = { widenBorder(of: root, by: -1) }
    app.keyBindings[.character("h")] = { root.subviews.last?.isHidden.toggle() }
    return app
}

/// Widens (or, with a negative count, narrows) the unsafe border at the top and the bottom.
@MainActor
func widenBorder(of root: RootView, by rows: Int) {
    let border = root.unsafeBorder
    root.unsafeBorder = EdgeInsets(
        top: max(0, border.top + rows), left: border.left, bottom: max(0, border.bottom + rows),
        right: border.right)
}
