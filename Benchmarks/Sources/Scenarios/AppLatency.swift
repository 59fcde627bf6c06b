import TermLayout
import TermLayoutCurses
import TermLayoutCursesTesting
import TermLayoutSamples

/// A running `TerminalApp` on a pseudo-terminal, showing the 1,000-row stack with a label over
/// it: what an update from a `Task` costs until the frame that shows it has been written
/// (`doupdate` done), and what a wake of the main actor costs when nothing changes (no frame).
/// One app per process: ncurses holds one screen.
@MainActor
public final class AppLatencyScenario {
    private let pty: PseudoTerminal
    private let app: TerminalApp
    private let label = Label(identifier: "clock", text: "update 0")
    private var running: Task<Void, any Error>?
    private var frameShown: CheckedContinuation<Void, Never>?
    private var updates = 0

    private static var shared: AppLatencyScenario?

    /// The one app, started the first time it is asked for.
    public static func started() throws -> AppLatencyScenario {
        if let shared { return shared }
        let scenario = try AppLatencyScenario()
        shared = scenario
        return scenario
    }

    private init() throws {
        let size = Size(width: 80, height: 24)
        pty = try PseudoTerminal(size: size)
        let session = try pty.startSession()
        let root = try SampleScreens.stack(rows: 1_000, size: size)
        try root.addSubview(label)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[clock]|; V:|[clock]", views: ["clock": label]))
        app = TerminalApp(root: root)
        app.didShow = { [weak self] _, _ in
            self?.frameShown?.resume()
            self?.frameShown = nil
        }
        running = Task { try await app.run(in: session) }
    }

    /// Changes the label and returns once the frame showing it is written.
    public func updateAndWaitForFrame() async {
        updates += 1
        label.text = "update \(updates)"
        await withCheckedContinuation { frameShown = $0 }
    }

    /// Frames the app has shown: a wake that changes nothing adds none.
    public var framesShown: Int { app.framesShown }
}
