import Foundation
import TermLayout
import Testing

/// No input makes a parser trap, hang or recurse without bound: inputs mutated from the
/// conformance corpus go through both string entry points, and each must either give
/// constraints or throw a `FormatError` that points inside the input.
///
/// Environment (all optional; `Tools/fuzz-languages.sh` sets them for a long release run):
/// - `FUZZ_INPUTS`: how many inputs (default 50,000), shared out among the shards.
/// - `FUZZ_SEED`: the seed, decimal or `0x` hex. Input `i` depends only on the seed and `i`.
/// - `FUZZ_ONLY`: run input `i` alone, printing it first (to reproduce a crash or a failure).
/// - `FUZZ_TRACE`: a file where each shard writes the input it is about to run (`done` at its
///   end), so that after a trap or a timeout the culprit's index is known.
/// - `FUZZ_SLOW_SECONDS`: an input taking longer than this counts as a hang (default 5).
/// - `FUZZ_TIME_LIMIT`: seconds after which the test process exits with status 124, whatever it
///   is doing (a parser stuck in a loop included); none by default.
@Suite("Fuzzing the constraint languages")
@MainActor
struct LanguageFuzzTests {
    nonisolated static let shards = 4

    @Test(
        "every mutated input parses, or throws a FormatError whose caret is inside the input after ASCII only, with a three-line description",
        arguments: 0..<shards)
    func mutatedInputsParseOrFailCleanly(shard: Int) throws {
        let settings = try FuzzSettings()
        _ = FuzzWatchdog.started
        let fuzzer = try Fuzzer(cases: ConformanceFile.load())
        var runner = FuzzRunner(slowLimit: settings.slowLimit)
        let clock = ContinuousClock()
        let started = clock.now

        if let only = settings.only {
            guard shard == 0 else { return }
            let input = fuzzer.input(index: only, seed: settings.seed)
            FileHandle.standardError.write(
                Data(
                    "fuzz input #\(only) (seed \(hex(settings.seed))): \(escaped(input.text))\n"
                        .utf8))
            runner.run(input, index: only)
        } else {
            let trace = settings.tracePath.flatMap { FuzzTrace(path: $0, slot: shard) }
            for index in stride(from: shard, to: settings.inputs, by: Self.shards) {
                trace?.write("shard \(shard): input \(index)")
                runner.run(fuzzer.input(index: index, seed: settings.seed), index: index)
            }
            trace?.write("shard \(shard): done")
        }

        let elapsed = clock.now - started
        print(
            "LanguageFuzzTests shard \(shard)/\(Self.shards): \(runner.inputs) inputs"
                + " (\(runner.scalars / max(1, runner.inputs)) scalars on average), seed"
                + " \(hex(settings.seed)), \(runner.parsed) parses and \(runner.errors) errors,"
                + " \(runner.failures.count) failures, slowest input #\(runner.slowest.index)"
                + " (\(runner.slowest.scalars) scalars) \(runner.slowest.time), total \(elapsed)")
        // The first failure of each distinct problem, five at most.
        var problems: Set<String> = []
        let shown = runner.failures.filter { problems.insert($0.problem).inserted }.prefix(5)
            .map { $0.report(seed: settings.seed) }
        let failures = runner.failures.count
        #expect(
            failures == 0,
            Comment(
                rawValue:
                    "\(failures) failures in \(runner.inputs) inputs, \(problems.count) distinct"
                    + " problems; the first:\n"
                    + shown.joined(separator: "\n")))
    }
}

// MARK: - Settings

private struct FuzzSettings {
    static let defaultSeed: UInt64 = 0x5EED_1A4C_0DE5_F00D

    var seed = defaultSeed
    var inputs = 50_000
    var only: Int?
    var tracePath: String?
    var slowLimit = Duration.seconds(5)
    var timeLimit: Double?

    struct Malformed: Error, CustomStringConvertible {
        var name: String
        var value: String
        var description: String { "\(name)=\(value) is not a valid value" }
    }

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        func value<T>(_ name: String, _ parse: (String) -> T?) throws -> T? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = parse(text) else { throw Malformed(name: name, value: text) }
            return value
        }
        seed =
            try value("FUZZ_SEED") { text in
                text.lowercased().hasPrefix("0x")
                    ? UInt64(text.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16)
                    : UInt64(text)
            } ?? seed
        inputs = try value("FUZZ_INPUTS") { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? inputs
        only = try value("FUZZ_ONLY") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
        tracePath = environment["FUZZ_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
        slowLimit =
            try value("FUZZ_SLOW_SECONDS") { Double($0).map { Duration.seconds($0) } } ?? slowLimit
        timeLimit = try value("FUZZ_TIME_LIMIT") { Double($0).flatMap { $0 > 0 ? $0 : nil } }
    }
}

/// Ends the process after a time limit, from a thread of its own: a shard stuck inside a parser
/// never comes back to check a clock, and a `timeout` around `swift test` may not reach the test
/// process it spawned.
private enum FuzzWatchdog {
    /// Whether a limit was set; the thread starts on first use, once per process.
    static let started: Bool = {
        guard let seconds = try? FuzzSettings().timeLimit else { return false }
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: seconds)
            FileHandle.standardError.write(
                Data("LanguageFuzzTests: time limit of \(seconds) s reached; exiting\n".utf8))
            exit(124)
        }
        return true
    }()
}

/// A fixed slot of a shared file holding what one shard is doing, written in place with
/// `pwrite` so that it survives the process dying.
private final class FuzzTrace {
    private let descriptor: Int32
    private let offset: Int
    static let slotSize = 48

    init?(path: String, slot: Int) {
        descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        guard descriptor >= 0 else { return nil }
        offset = slot * Self.slotSize
    }

    deinit { close(descriptor) }

    func write(_ line: String) {
        var bytes = Array(line.utf8.prefix(Self.slotSize - 1))
        bytes += Array(repeating: UInt8(ascii: " "), count: Self.slotSize - 1 - bytes.count)
        bytes.append(UInt8(ascii: "\n"))
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    }
}

// MARK: - Running and checking

private struct FuzzFailure {
    enum EntryPoint: String {
        case format = "constraints(withVisualFormat:)"
        case formula = "LayoutConstraint(formula:)"
    }

    var index: Int
    var entryPoint: EntryPoint
    var input: FuzzInput
    var problem: String

    func report(seed: UInt64) -> String {
        var text = "- #\(index) \(entryPoint.rawValue): \(problem)\n  input: \(escaped(input.text))"
        switch entryPoint {
        case .format:
            text += "\n  views \(input.views), metrics \(input.metrics), options \(input.options)"
        case .formula:
            text += "\n  lhs \(input.lhs), rhs \(input.rhs ?? "-")"
        }
        return text + "\n  rerun: FUZZ_SEED=\(hex(seed)) FUZZ_ONLY=\(index) swift test"
            + " --filter LanguageFuzzTests"
    }
}

/// Runs inputs through both entry points, keeping counts, the slowest input and the failures.
@MainActor
private struct FuzzRunner {
    let slowLimit: Duration
    private(set) var inputs = 0
    private(set) var scalars = 0
    private(set) var parsed = 0
    private(set) var errors = 0
    private(set) var failures: [FuzzFailure] = []
    private(set) var slowest: (index: Int, scalars: Int, time: Duration) = (0, 0, .zero)
    private var scenes: [[String]: Scene] = [:]
    private let clock = ContinuousClock()

    init(slowLimit: Duration) { self.slowLimit = slowLimit }

    mutating func run(_ input: FuzzInput, index: Int) {
        inputs += 1
        scalars += input.text.unicodeScalars.count
        for entryPoint in [FuzzFailure.EntryPoint.format, .formula] {
            let start = clock.now
            let problem = check(input.text, entryPoint, input)
            let time = clock.now - start
            if time > slowest.time {
                slowest = (index, input.text.unicodeScalars.count, time)
            }
            if let problem {
                failures.append(
                    FuzzFailure(
                        index: index, entryPoint: entryPoint, input: input, problem: problem))
            } else if time > slowLimit {
                failures.append(
                    FuzzFailure(
                        index: index, entryPoint: entryPoint, input: input,
                        problem: "took \(time) (limit \(slowLimit))"))
            }
        }
    }

    /// What is wrong with parsing `text` through `entryPoint`, or nil when nothing is.
    mutating func check(_ text: String, _ entryPoint: FuzzFailure.EntryPoint, _ input: FuzzInput)
        -> String?
    {
        let testCase: ConformanceCase
        switch entryPoint {
        case .format:
            testCase = ConformanceCase(
                name: "fuzz", views: input.views, metrics: input.metrics, options: input.options,
                input: .format(text))
        case .formula:
            testCase = ConformanceCase(
                name: "fuzz", views: input.formulaViews,
                input: .formula(text, lhs: input.lhs, rhs: input.rhs))
        }
        do {
            let scene = self.scene(testCase.views)
            let constraints = try scene.constraints(for: testCase)
            parsed += 1
            for constraint in constraints {
                if constraint.description.isEmpty { return "a constraint has an empty description" }
                if !constraint.multiplier.isFinite || !constraint.constant.isFinite {
                    return "parsed to a non-finite multiplier or constant: \(constraint)"
                }
            }
            return nil
        } catch let error as FormatError {
            errors += 1
            return problem(with: error, for: text)
        } catch {
            return "threw \(type(of: error)) instead of FormatError: \(error)"
        }
    }

    private func problem(with error: FormatError, for text: String) -> String? {
        let scalars = text.unicodeScalars
        let count = scalars.count
        guard error.offset >= 0, error.offset <= count else {
            return "offset \(error.offset) is outside 0...\(count): \(error.message)"
        }
        if let nonASCII = scalars.prefix(error.offset).first(where: { !$0.isASCII }) {
            return "offset \(error.offset) comes after the non-ASCII character"
                + " U+\(String(nonASCII.value, radix: 16, uppercase: true)): \(error.message)"
        }
        guard error.input == text else { return "the error's input is not the string parsed" }
        // Three lines, and no other line break (CR, VT, FF, NEL, LS, PS) that a terminal or
        // an editor could start a line at.
        let lines = error.description.split(omittingEmptySubsequences: false) { $0.isNewline }
        guard lines.count == 3 else {
            return "the description has \(lines.count) lines, not 3: \(escaped(error.description))"
        }
        return nil
    }

    private mutating func scene(_ views: [String]) -> Scene {
        if let scene = scenes[views] { return scene }
        let scene = Scene(views)
        scenes[views] = scene
        return scene
    }
}
// MARK: - Printing

/// `text` as a Swift string literal, cut after 600 characters (saying how long it was).
func escaped(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let shown = String(String.UnicodeScalarView(scalars.prefix(600))).debugDescription
    return scalars.count > 600 ? shown + " … (\(scalars.count) scalars in all)" : shown
}

func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16, uppercase: true) }
