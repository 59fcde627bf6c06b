import Dispatch
import TermLayout
import TermLayoutCurses

/// Drives a real `TerminalApp` in-process on a `HeadlessTerminal`, as a person at a terminal
/// would: keys, typing, pastes, clicks, the wheel, drags, resizes and the passing of time.
/// Each call returns once the app has settled (`settle()`), so a test reads the screen with
/// no sleep and no polling. Made by `TerminalApp.test(size:_:)`.
@MainActor
public final class Pilot {
    /// The app driven.
    public let app: TerminalApp
    /// The terminal it runs on.
    public let terminal: HeadlessTerminal
    /// The clock the app's animations and timers run on, which only `advance(by:)` moves.
    public let clock: SteppedClock

    init(app: TerminalApp, terminal: HeadlessTerminal, clock: SteppedClock) {
        (self.app, self.terminal, self.clock) = (app, terminal, clock)
    }

    /// The last frame the app showed.
    public var screen: Screen { terminal.screen }

    /// Presses `keys` in turn.
    public func press(_ keys: Key...) async throws {
        try await press(keys)
    }

    /// Presses `keys` in turn.
    public func press(_ keys: [Key]) async throws {
        for key in keys { terminal.send(.key(key)) }
        try await settle()
    }

    /// Types `text` a character at a time: a newline is Enter and a tab is Tab, as a terminal
    /// sends them.
    public func type(_ text: String) async throws {
        try await press(
            text.map { character in
                switch character {
                case "\n", "\r", "\r\n": .enter
                case "\t": .tab
                default: .character(character)
                }
            })
    }

    /// Pastes `text` as a terminal with bracketed paste does: one `Key.paste`.
    public func paste(_ text: String) async throws {
        try await press(.paste(text))
    }

    /// Clicks `button` at `cell` (screen cells from the top left): a press, then a release.
    public func click(
        at cell: Point, button: MouseEvent.Button = .left, modifiers: KeyModifiers = []
    ) async throws {
        terminal.send(.mouse(MouseEvent(.press, button: button, at: cell, modifiers: modifiers)))
        terminal.send(.mouse(MouseEvent(.release, button: button, at: cell, modifiers: modifiers)))
        try await settle()
    }

    /// Clicks the middle of the part of `view` that shows; an error if none of it shows.
    public func click(on view: View, button: MouseEvent.Button = .left) async throws {
        let visible = view.visibleRect
        guard !visible.isEmpty else {
            throw PilotError.notShowing(view.identifier ?? "\(Swift.type(of: view))")
        }
        try await click(
            at: Point(x: visible.minX + visible.width / 2, y: visible.minY + visible.height / 2),
            button: button)
    }

    /// Turns the wheel `notches` notches at `cell`: towards the user (`down`), or away.
    public func scrollWheel(at cell: Point, down: Bool, notches: Int = 1) async throws {
        for _ in 0..<notches {
            terminal.send(
                .mouse(MouseEvent(down ? .scrollDown : .scrollUp, button: .none, at: cell)))
        }
        try await settle()
    }

    /// Drags with the left button from `start` to `end`, a cell at a time along the way,
    /// then lets go.
    public func drag(from start: Point, to end: Point) async throws {
        terminal.send(.mouse(MouseEvent(.press, at: start)))
        let steps = max(abs(end.x - start.x), abs(end.y - start.y))
        for step in stride(from: 1, through: steps, by: 1) {
            let cell = Point(
                x: start.x + (end.x - start.x) * step / steps,
                y: start.y + (end.y - start.y) * step / steps)
            terminal.send(.mouse(MouseEvent(.drag, at: cell)))
        }
        terminal.send(.mouse(MouseEvent(.release, at: end)))
        try await settle()
    }

    /// Resizes the terminal to `size`, as a person dragging its window's corner would.
    public func resize(to size: Size) async throws {
        terminal.resize(to: size)
        try await settle()
    }

    /// Resizes the terminal to each size within `widths` and `heights` where the app's layout
    /// changes (`RootView.sizesWhereLayoutChanges(widths:heights:)`) and runs `script` there:
    /// every size condition's switch and the too-small screen, and no size picked by hand.
    public func atEachLayoutChange(
        widths: ClosedRange<Int>, heights: ClosedRange<Int>,
        _ script: (Size) async throws -> Void
    ) async throws {
        for size in app.root.sizesWhereLayoutChanges(widths: widths, heights: heights) {
            try await resize(to: size)
            try await script(size)
        }
    }

    /// Moves the app's clock on by `duration`: animations step and timers that sleep on it
    /// (`TerminalApp.clock`) wake, in order of their deadlines.
    public func advance(by duration: Duration) async throws {
        clock.advance(by: duration)
        try await settle()
    }

    /// The text of the part of `view` that shows, a line per row, trailing blanks dropped.
    public func text(of view: View) -> String {
        let visible = view.visibleRect.intersection(Rect(origin: .zero, size: screen.size))
        guard !visible.isEmpty else { return "" }
        return (visible.minY..<visible.maxY).map { y in
            var line = ""
            for x in visible.minX..<visible.maxX { line += screen[x, y].grapheme }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }

    /// Returns once the app is idle: no event on its way, no frame asked for, and the main
    /// actor's work gone through three times with nothing new shown. Work that waits for something
    /// (a sleep, a descriptor) is not due, so it does not count.
    public func settle() async throws {
        var quietTurns = 0
        for _ in 0..<Self.turnLimit {
            let frames = terminal.framesShown
            await Self.turn()
            let busy =
                terminal.eventsInFlight > 0 || app.isFramePending
                || terminal.framesShown != frames
            quietTurns = busy ? 0 : quietTurns + 1
            if quietTurns == 3 { return }
        }
        throw PilotError.neverSettled(Self.turnLimit)
    }

    /// Turns of the main queue after which an app that still changes is taken as running
    /// forever: an animation with no end, say, on the real clock.
    static let turnLimit = 10_000

    /// Goes once to the back of the main actor's work: behind the blocks queued on the main
    /// dispatch queue (events, frames), then behind the tasks' jobs (a `Task` an app starts),
    /// since the two are not always one queue in one order (a suite under load showed a
    /// `Task` still waiting after two turns of the dispatch queue alone).
    private static func turn() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        await Task.yield()
    }
}

/// Why a pilot could not do what it was asked.
public enum PilotError: Error, Equatable, CustomStringConvertible {
    /// The view named has no part on screen to click.
    case notShowing(String)
    /// The app went on changing for this many turns of the main queue.
    case neverSettled(Int)

    public var description: String {
        switch self {
        case .notShowing(let name): "\(name) does not show, so it cannot be clicked"
        case .neverSettled(let turns): "the app was still changing after \(turns) turns"
        }
    }
}

extension TerminalApp {
    /// Runs the app on a `HeadlessTerminal` of `size`, its clock a `SteppedClock`, while
    /// `script` drives it through a `Pilot`, then quits it. The first frame is shown before
    /// `script` starts. Throws what `script` throws, or what ended the app.
    public func test(
        size: Size = Size(width: 80, height: 24), _ script: (Pilot) async throws -> Void
    ) async throws {
        let terminal = HeadlessTerminal(size: size)
        let stepped = SteppedClock()
        clock = stepped
        let run = try start(on: terminal)
        let pilot = Pilot(app: self, terminal: terminal, clock: stepped)
        do {
            try await pilot.settle()
            try await script(pilot)
        } catch {
            quit()
            try? await finish(run)
            throw error
        }
        quit()
        try await finish(run)
    }
}
