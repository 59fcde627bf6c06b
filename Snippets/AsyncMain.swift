// The async form: an `@main` type whose `main()` is async awaits the app, and work off the main
// actor comes back to update a view. `q` quits.
import TermLayout
import TermLayoutCurses

@main
struct AsyncMain {
    static func main() async throws {
        let root = RootView(size: Size(width: 80, height: 24))
        let label = Label(identifier: "result", text: "adding up…")
        try root.addSubview(label)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[result]-|; V:|-[result]", views: ["result": label]))
        Task {
            // The sum runs on the shared pool, then the label changes back on the main actor.
            let sum = await Task.detached { (1...1_000_000).reduce(0, +) }.value
            label.text = "the sum of 1 to 1,000,000 is \(sum)"
        }
        let app = TerminalApp(root: root)
        app.keyBindings[.character("q")] = { app.quit() }
        await app.runOrExit()  // suspends, so the Task above runs while the app waits for keys
    }
}
