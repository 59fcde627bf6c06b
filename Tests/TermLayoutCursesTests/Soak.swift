import Foundation
import TermLayout
import Testing

@testable import TermLayoutTesting

/// A program run in tmux under random input for a while, as `SoakTests` does to the demo and
/// to an app whose views a background task updates, and `UserAppSoakTests` to apps written
/// from the README: the run, what it was sent, and the program's memory and CPU time.
///
/// The program runs inside a shell line that keeps the shell's terminal modes from before and,
/// once the program has ended, keeps whatever input it left unread (what an interactive shell
/// would read next: a paste's rest, a terminal's late answer) and prints its status and whether
/// the modes are the same again. A test uses its soak from one thread at a time, handing it
/// over through `blocking`.
final class Soak: @unchecked Sendable {
    /// How long the random part lasts: `TERMLAYOUT_SOAK_SECONDS`, else 5 s, enough for the
    /// ordinary `swift test` to go through every step once (`Tools/soak.sh SECONDS` runs it
    /// longer).
    static let duration: Duration = .seconds(
        ProcessInfo.processInfo.environment["TERMLAYOUT_SOAK_SECONDS"].flatMap { Int($0) } ?? 5)

    /// The shortest run whose memory is checked: one with a minute's warm-up (a sixth of it).
    /// In shorter ones memory had not reached its level by the end of the warm-up (29 MB
    /// after a 5 s run's, 41 MB after a 10-minute run's first minute, for TailAndClock).
    static let memoryCheckedFrom: Duration = .seconds(360)

    /// The seed of the events: `TERMLAYOUT_SOAK_SEED` to replay a run, else a new one.
    static let seed: UInt64 =
        ProcessInfo.processInfo.environment["TERMLAYOUT_SOAK_SEED"].flatMap { UInt64($0) }
        ?? UInt64.random(in: 0...UInt64.max)

    let name: String
    let session: TmuxSession
    /// A folder of the soak's own, for the program's stderr and whatever the program needs.
    let folder: URL
    private(set) var counts: [String: Int] = [:]
    /// How many times each key was sent, by tmux's name.
    private(set) var keyCounts: [String: Int] = [:]
    /// The last events sent, for a failure's message.
    private(set) var recent: [SoakEvent] = []
    private(set) var memory: ResidentMemoryRecord
    /// The CPU time the program used, once `stop` has read it.
    private(set) var cpuSeconds = 0.0
    private var generator: SoakEventGenerator
    private var program: pid_t = 0

    /// Starts `command` (a shell command line; `folder` is the soak's folder, with `files` in
    /// it by name) in tmux at `size`, with the program's own `keys` among the random ones.
    init(
        name: String, files: [String: String] = [:], command: (_ folder: URL) -> String,
        keys: [String], size: Size
    ) throws {
        self.name = name
        folder = FileManager.default.temporaryDirectory
            .appending(path: "termlayout-soak-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, contents) in files {
            try contents.write(to: folder.appending(path: file), atomically: true, encoding: .utf8)
        }
        // The unread input is read without waiting for a line, for half a second after the last
        // byte, and not echoed.
        let program = "\(command(folder)) 2>\(folder.appending(path: "stderr").path())"
        let shell = """
            \(keepingModes(running: program)); \
            stty -icanon -echo min 0 time 5; cat > \(folder.appending(path: "unread").path()); \
            stty "$before"; echo "status $status, terminal modes $modes"; sleep 600
            """
        // A terminal type without bce, so that capture-pane shows every cell's style.
        session = try TmuxSession(
            shell: shell, size: size,
            environment: utf8.merging(["TERM": "screen-256color"]) { $1 })
        generator = SoakEventGenerator(seed: Self.seed, keys: keys, size: size)
        memory = ResidentMemoryRecord(warmUpEnd: .now)
        FileHandle.standardError.write(
            Data("soak \(name): seed \(Self.seed), \(Self.duration)\n".utf8))
    }

    deinit {
        session.close()
        try? FileManager.default.removeItem(at: folder)
    }

    /// What a failure message needs to replay the run.
    var replay: String {
        "soak \(name), seed \(Self.seed) (TERMLAYOUT_SOAK_SEED=\(Self.seed) replays it); the last"
            + " events: \(recent.map(\.description).joined(separator: "; "))"
    }

    /// What the program wrote on stderr.
    var errorOutput: String {
        (try? String(contentsOf: folder.appending(path: "stderr"), encoding: .utf8)) ?? ""
    }

    /// The input the program left unread when it ended, which would have reached the shell;
    /// read once `quit` has returned.
    var unreadInput: [UInt8] {
        Array((try? Data(contentsOf: folder.appending(path: "unread"))) ?? Data())
    }

    /// Sends `prelude` an event at a time, each waited for until the program sleeps (a screen
    /// with a clock never settles), then random events in bursts for `duration`, sampling the
    /// program's memory every second. The warm-up, after which memory must not grow, is the
    /// prelude and then a sixth of the run, a minute at most: the first minute of ten, 10 s of
    /// 60. Throws `SoakError.programEnded` as soon as the program is gone.
    func run(prelude: [SoakEvent]) throws {
        guard let program = try session.childProcessIDs().first else { throw ended() }
        self.program = program
        let start = ContinuousClock.now
        var nextSample = start
        memory = ResidentMemoryRecord(warmUpEnd: start + .seconds(3600))
        for event in prelude {
            try send(event)
            try waitUntilIdle()
            try sampleMemory(nextSample: &nextSample)
        }
        let end = ContinuousClock.now + Self.duration
        memory.warmUpEnd = max(start + min(.seconds(60), Self.duration / 6), .now)
        while ContinuousClock.now < end {
            for _ in 0..<generator.burstLength() { try send(generator.next()) }
            try waitUntilIdle()
            try sampleMemory(nextSample: &nextSample)
            let (seconds, attoseconds) = generator.pause().components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        }
        // One sample at the very end, whenever the last one was.
        nextSample = .now
        try sampleMemory(nextSample: &nextSample)
    }

    /// Reads the CPU time the program has used so far.
    func readCPUTime() throws {
        cpuSeconds = Double(try cpuTicks(of: program)) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The figures of the run, on one line.
    var summary: String {
        let sent = ["keys", "pastes", "clicks", "wheel", "resizes"].map {
            "\(counts[$0, default: 0]) \($0)"
        }
        return "soak \(name): seed \(Self.seed), \(Self.duration), sent "
            + sent.joined(separator: ", ") + "; RSS \(memory); CPU \(cpuSeconds) s"
    }

    private func send(_ event: SoakEvent) throws {
        recent = Array((recent + [event]).suffix(30))
        switch event {
        case .key(let name):
            counts["keys", default: 0] += 1
            keyCounts[name, default: 0] += 1
        case .paste: counts["pastes", default: 0] += 1
        case .click: counts["clicks", default: 0] += 1
        case .wheel: counts["wheel", default: 0] += 1
        case .resize: counts["resizes", default: 0] += 1
        }
        try event.send(to: session)
    }

    /// Waits until the program sleeps (`waitUntilAsleep`), so the events keep to its pace
    /// instead of piling up in the terminal. A program that stays busy for the hang limit after
    /// a burst throws `SoakError.programBusy`.
    func waitUntilIdle() throws {
        switch waitUntilAsleep(program) {
        case true: return
        case false:
            throw SoakError.programBusy(
                lastScreen: (try? session.capture()) ?? [], replay: replay)
        case nil: throw ended()
        }
    }

    /// Waits until `predicate` holds for the screen, as `TmuxSession.waitUntil`, but throws
    /// `SoakError.programEnded` at once if the program is gone meanwhile, and says the run's
    /// seed and last events if the screen never comes.
    @discardableResult
    func waitUntil(_ predicate: @escaping ([String]) -> Bool) throws -> [String] {
        let screen: [String]
        do {
            screen = try session.waitUntil {
                predicate($0) || processState(of: self.program) == nil
            }
        } catch TmuxError.conditionNotMet(_, let lastScreen) {
            throw SoakError.notShown(lastScreen: lastScreen, replay: replay)
        }
        guard processState(of: program) != nil else { throw ended() }
        return screen
    }

    /// The error for a program gone in the middle of the run, with what it said and showed.
    private func ended() -> SoakError {
        .programEnded(
            lastScreen: (try? session.capture()) ?? [], errorOutput: errorOutput, replay: replay)
    }

    private func sampleMemory(nextSample: inout ContinuousClock.Instant) throws {
        guard ContinuousClock.now >= nextSample else { return }
        guard let kilobytes = residentKilobytes(of: program) else { throw ended() }
        memory.add(kilobytes)
        nextSample = .now + .seconds(1)
    }

    /// Presses `q` and waits for the shell's line after it; returns that line.
    func quit() throws -> String {
        try session.sendKeys("q")
        let screen = try session.waitUntil {
            $0.contains { $0.hasPrefix("status ") }
        }
        return text(screen).last { $0.hasPrefix("status ") } ?? ""
    }

    /// Reads the CPU time, quits with `q`, checks what the shell gets back (the terminal's
    /// modes, no input left unread, the cursor, the pane's modes) and the memory, and prints
    /// the figures.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let (line, cursorShown, modes) = try await blocking {
            try self.readCPUTime()
            return (try self.quit(), try cursorShows(in: self.session), try self.session.modes())
        }
        #expect(
            line == "status 0, terminal modes same", "\(replay)", sourceLocation: sourceLocation)
        #expect(
            unreadInput == [],
            "left for the shell: \(String(decoding: unreadInput, as: UTF8.self).debugDescription); \(replay)",
            sourceLocation: sourceLocation)
        #expect(cursorShown, "the cursor shows again", sourceLocation: sourceLocation)
        #expect(modes == TmuxSession.modesOfAShell, "\(replay)", sourceLocation: sourceLocation)
        // Memory climbs to its level over about a minute, so only a run long enough to have a
        // minute's warm-up is checked; a shorter one prints its figures.
        if Self.duration >= Self.memoryCheckedFrom {
            #expect(
                memory.staysWithin(0.10), "resident memory: \(memory); \(replay)",
                sourceLocation: sourceLocation)
        }
        let errors = errorOutput.split(separator: "\n")
        print(summary + "; \(errors.count) lines on stderr")
        for line in errors.prefix(10) { print("  stderr: \(line)") }
    }
}

/// How a soak failed before its checks.
enum SoakError: Error, CustomStringConvertible {
    /// The program is gone in the middle of the run: it crashed, or quit of its own.
    case programEnded(lastScreen: [String], errorOutput: String, replay: String)
    /// The program was still busy the hang limit after the last events were sent.
    case programBusy(lastScreen: [String], replay: String)
    /// What was waited for after the run did not show within the hang limit.
    case notShown(lastScreen: [String], replay: String)

    var description: String {
        switch self {
        case .programEnded(let lastScreen, let errorOutput, let replay):
            "the program ended during the soak; its stderr:\n\(errorOutput)\nthe last screen:\n"
                + lastScreen.map { "|\($0)|" }.joined(separator: "\n") + "\n\(replay)"
        case .programBusy(let lastScreen, let replay):
            "the program was still busy \(hangLimit) after the last events; the last screen:\n"
                + lastScreen.map { "|\($0)|" }.joined(separator: "\n") + "\n\(replay)"
        case .notShown(let lastScreen, let replay):
            "the screen did not show what was waited for within \(hangLimit); the last screen:\n"
                + lastScreen.map { "|\($0)|" }.joined(separator: "\n") + "\n\(replay)"
        }
    }
}

/// Runs `body` on a thread of its own and waits for it without holding a thread of the
/// cooperative pool: a soak blocks in its waits for minutes, and the pool has a thread per
/// core, two on a two-core machine, which the other tests need meanwhile. Issues are recorded
/// by the caller, where the test is known.
func blocking<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
    -> Value
{
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result(catching: body)) }.start()
    }
}
