import Foundation
import Testing

@testable import TermLayoutTesting

/// The `termlayout` SwiftPM built beside this test runner.
let termlayout = URL(fileURLWithPath: builtProgram("termlayout"))

/// How long a run of `termlayout` may take before the test calls it hung: ten times the tmux
/// waits' limit (`TmuxSession.hangLimit`), times `TmuxSession.timeoutScale` as theirs is. It
/// is for a run that never ends, not for a slow one: in a debug build `check dashboard.layout`
/// takes 27 s of CPU, and took 2 min 50 s on two cores shared by eight other busy processes
/// (28 November 2026).
let commandLimit = TmuxSession.hangLimit * 10 * TmuxSession.timeoutScale

/// The fixture files; runs start here, so messages name them by short relative paths.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// Runs `termlayout` with `arguments` (split at spaces) in the fixtures folder and returns
/// the command line, the exit status, stdout and stderr, as a snapshot keeps them.
func transcript(_ arguments: String) throws -> String {
    // env runs it in the fixtures folder, with a fixed width for ArgumentParser's usage text
    // whatever terminal runs the tests; the test kit spawns it (see `runProcess`).
    let run = try runProcess(
        "/usr/bin/env",
        ["-C", fixtures.path, "COLUMNS=80", termlayout.path]
            + arguments.split(separator: " ").map(String.init),
        timeout: commandLimit)
    return """
        $ termlayout \(arguments)
        exit status \(run.status)
        --- stdout
        \(run.output)--- stderr
        \(run.errorOutput)
        """
}

@Suite("The termlayout command")
struct CommandTests {
    /// Each subcommand on good files, then file and usage errors through each: a snapshot name
    /// and the arguments.
    nonisolated static let runs: [(String, String)] = [
        ("frames", "frames panes.layout --size 50x12"),
        ("frames-json", "frames panes.layout --size 50x12 --json"),
        ("frames-unsafe", "frames panes.layout --size 50x12 --unsafe top=1,bottom=2"),
        ("frames-right-to-left", "frames rtl.layout --size 40x3"),
        ("frames-broken-json", "frames conflict.layout --size 30x8 --json"),
        ("frames-ambiguous-json", "frames ambiguous.layout --size 30x8 --json"),
        ("frames-too-narrow-json", "frames wide.layout --size 10x5 --json"),
        ("frames-floor-json", "frames margins.layout --size 8x3 --json"),
        ("draw", "draw panes.layout --size 50x12"),
        ("draw-small", "draw panes.layout --size 22x5"),
        ("draw-svg", "draw panes.layout --size 22x5 --svg"),
        ("check", "check panes.layout --sizes 16x3-19x6"),
        ("check-verbose", "check panes.layout --sizes 16x3-19x6 --verbose"),
        ("check-min-size", "check panes.layout --sizes 16x3-19x6 --min-size 18x5"),
        ("check-clean", "check rtl.layout --sizes 30x1-40x3"),
        ("check-broken", "check conflict.layout --sizes 11x4-13x5"),
        ("check-too-narrow", "check wide.layout --sizes 18x5-21x5"),
        ("check-floor", "check margins.layout --sizes 8x3-11x3"),
        ("check-dashboard", "check dashboard.layout"),
        ("draw-when-wide", "draw when.layout --size 40x6"),
        ("draw-when-narrow", "draw when.layout --size 31x5"),
        ("check-when", "check when.layout --sizes 28x3-36x8"),
        ("frames-hidden", "frames adaptive.layout --size 60x4"),
        ("frames-hidden-json", "frames adaptive.layout --size 60x4 --json"),
        ("frames-adaptive-wide-json", "frames adaptive.layout --size 100x4 --json"),
        ("check-adaptive", "check adaptive.layout --sizes 29x1-31x2"),
        ("constraints", "constraints three-pane.layout"),
        ("constraints-when", "constraints when.layout"),
        ("explain", "explain sidebar.layout sidebar.width --size 20x6"),
        ("explain-roomy", "explain sidebar.layout sidebar.width --size 60x6"),
        ("explain-intrinsic", "explain panes.layout keys.width --size 50x12"),
        ("explain-too-narrow", "explain sidebar.layout sidebar.width --size 5x3"),
        (
            "explain-unsafe",
            "explain panes.layout sidebar.height --size 50x12 --unsafe top=1,bottom=2"
        ),
        ("show-without-terminal", "show panes.layout"),
        ("frames-file-error", "frames errors/unknown-view.layout --size 80x24"),
        ("draw-file-error", "draw errors/unknown-view.layout"),
        ("check-file-error", "check errors/unknown-view.layout --sizes 1x1-2x2"),
        ("constraints-file-error", "constraints errors/unknown-view.layout"),
        ("show-file-error", "show errors/unknown-view.layout"),
        ("explain-file-error", "explain errors/unknown-view.layout a.width"),
        ("usage-explain-unknown-view", "explain sidebar.layout sidbar.width --size 20x6"),
        ("usage-explain-unknown-attribute", "explain sidebar.layout sidebar.wdth --size 20x6"),
        ("usage-explain-no-attribute", "explain sidebar.layout sidebar --size 20x6"),
        ("missing-file", "frames no-such.layout --size 80x24"),
        ("usage-no-file", "frames --size 80x24"),
        ("usage-show-standard-input", "show -"),
        ("usage-bad-size", "draw panes.layout --size 80"),
        ("usage-size-too-large", "draw panes.layout --size 80x2000"),
        ("usage-backwards-range", "check panes.layout --sizes 9x9-1x1"),
        ("usage-min-size-above-range", "check panes.layout --sizes 1x1-9x9 --min-size 10x2"),
        ("usage-bad-unsafe", "frames panes.layout --unsafe middle=1"),
        ("usage-unknown-subcommand", "solve panes.layout"),
    ]

    @Test("each run prints what its snapshot shows, and exits as it does", arguments: runs)
    func run(name: String, arguments: String) throws {
        expectSnapshot(try transcript(arguments), named: name)
    }

    /// Every fixture in Fixtures/errors, one kind of file error each.
    nonisolated static let errorFiles =
        (try? FileManager.default.contentsOfDirectory(
            atPath: fixtures.appendingPathComponent("errors").path))?.filter {
            $0.hasSuffix(".layout")
        }.sorted() ?? []

    @Test(
        "each kind of file error is reported at its line and column, and nothing else is printed",
        arguments: errorFiles)
    func fileError(file: String) throws {
        expectSnapshot(
            try transcript("frames errors/\(file) --size 80x24"),
            named: "error-" + file.dropLast(".layout".count))
    }

    @Test("the error fixtures are all found")
    func errorFixturesFound() {
        #expect(Self.errorFiles.count == 18)
    }
}
