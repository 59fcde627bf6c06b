import TermLayout
import TermLayoutCurses

/// The demo as `main.swift` runs it: its root, `q` to quit, F12 to save a screenshot in the
/// working directory (the title line says where, or why not), and the stress scene told how
/// long each resize took. A test's pilot drives the same app.
@MainActor
func makeDemoApp(size: Size) throws -> (app: TerminalApp, root: DemoRoot) {
    let root = try DemoRoot(size: size)
    let app = TerminalApp(root: root)
    app.keyBindings[.character("q")] = { app.quit() }
    app.screenshotKey = .function(12)
    app.didTakeScreenshot = { result in
        switch result {
        case .success(let path): root.titleNote = "saved \(path)"
        case .failure(let error): root.titleNote = "\(error)"
        }
    }
    app.didShow = { duration, afterResize in
        if afterResize && root.scene === root.stress {
            root.stress.report(duration, size: root.terminalSize)
        }
    }
    return (app, root)
}
