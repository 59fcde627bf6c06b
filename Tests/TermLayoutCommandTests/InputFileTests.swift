import Foundation
import Testing

@testable import TermLayoutTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `termlayout` reading its file from standard input, a pipe or a FIFO, and failing to read
/// one: each run a shell script in a fresh folder that holds `screen.layout`, `termlayout`
/// there standing for the built command.
@Suite("termlayout reads pipes, and says why a file cannot be read")
struct InputFileTests {
    struct Run: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var script: String
        var status: Int32
        /// The whole of stdout, line for line (nil: not checked).
        var output: [String]?
        /// The whole of stderr.
        var errors = ""
    }

    static let screen = "view a\nH:|[a]|; V:|[a]|\n"
    static let frames = ["root 0 0 10 3", "a 0 0 10 3"]
    static let explained = [
        "a.width = 10", "determined by:", "  the terminal's width == 10 @999.95",
        "  a.leading == root.leading", "  root.trailing == a.trailing",
    ]
    /// A FIFO with a writer in the background, killed once the run is over should the command
    /// never open it (the writer would wait for a reader for ever).
    static func throughFIFO(_ command: String) -> String {
        "mkfifo pipe.layout && { cat screen.layout > pipe.layout 2>/dev/null & writer=$!; };"
            + " \(command); status=$?; kill $writer 2>/dev/null; exit $status"
    }

    static let reads: [Run] = [
        Run(
            testDescription: "a pipe on standard input, as -",
            script: "cat screen.layout | termlayout frames - --size 10x3", status: 0,
            output: frames),
        Run(
            testDescription: "a FIFO",
            script: throughFIFO("termlayout frames pipe.layout --size 10x3"), status: 0,
            output: frames),
        Run(
            testDescription: "a pipe as /dev/fd/3, as <(…) gives it",
            script: "cat screen.layout | termlayout frames /dev/fd/3 --size 10x3 3<&0 </dev/null",
            status: 0, output: frames),
        Run(
            testDescription: "standard input, drawn",
            script: "cat screen.layout | termlayout draw - --size 3x2", status: 0,
            output: ["┌─┐", "└─┘"]),
        Run(
            testDescription: "standard input, checked",
            script: "cat screen.layout | termlayout check - --sizes 1x1", status: 0,
            output: ["checked 1 sizes: 0 with problems", "minimum size: 1x1"]),
        Run(
            testDescription: "standard input's constraints",
            script: "cat screen.layout | termlayout constraints -", status: 0,
            output: [
                "a.leading == root.leading", "root.trailing == a.trailing", "a.top == root.top",
                "root.bottom == a.bottom",
            ]),
        Run(
            testDescription: "standard input, explained (read once, checked and laid out)",
            script: "cat screen.layout | termlayout explain - a.width --size 10x3", status: 0,
            output: explained),
        Run(
            testDescription: "a FIFO, explained (opened once)",
            script: throughFIFO("termlayout explain pipe.layout a.width --size 10x3"), status: 0,
            output: explained),
        Run(
            testDescription: "an error in standard input's text names it <stdin>",
            script: "printf 'view 1\\n' | termlayout frames -", status: 1, output: [],
            errors: "<stdin>:1:6: error: '1' is not a valid view name; a name starts with a letter"
                + " or '_' and goes on with letters, digits or '_'\nview 1\n     ^\n"),
    ]

    @Test("standard input, pipes and FIFOs are read to their end", arguments: reads)
    func read(_ run: Run) throws { try expectRun(run) }

    static let failures: [Run] = [
        Run(
            testDescription: "a missing file", script: "termlayout frames gone.layout", status: 1,
            output: [], errors: "termlayout: gone.layout: No such file or directory\n"),
        Run(
            testDescription: "a directory",
            script: "mkdir folder.layout && termlayout frames folder.layout", status: 1,
            output: [], errors: "termlayout: folder.layout: Is a directory\n"),
        Run(
            testDescription: "a directory on standard input", script: "termlayout frames - < .",
            status: 1, output: [], errors: "termlayout: <stdin>: Is a directory\n"),
        Run(
            testDescription: "a path through a file",
            script: "termlayout draw screen.layout/inner.layout", status: 1, output: [],
            errors: "termlayout: screen.layout/inner.layout: Not a directory\n"),
        Run(
            testDescription: "a symbolic link to itself",
            script: "ln -s loop.layout loop.layout && termlayout check loop.layout", status: 1,
            output: [], errors: "termlayout: loop.layout: Too many levels of symbolic links\n"),
        Run(
            testDescription: "a missing file, explained",
            script: "termlayout explain gone.layout a.width", status: 1, output: [],
            errors: "termlayout: gone.layout: No such file or directory\n"),
        Run(
            testDescription: "a missing file's constraints",
            script: "termlayout constraints gone.layout", status: 1, output: [],
            errors: "termlayout: gone.layout: No such file or directory\n"),
        Run(
            testDescription: "a missing file, shown live", script: "termlayout show gone.layout",
            status: 1, output: [], errors: "termlayout: gone.layout: No such file or directory\n"),
    ]

    @Test(
        "a file that cannot be read is one line naming it and the system's reason",
        arguments: failures)
    func failure(_ run: Run) throws { try expectRun(run) }

    @Test("a file without read permission is one line naming it and the reason")
    func unreadable() throws {
        try expectRun(
            Run(
                testDescription: "unreadable",
                script:
                    "chmod 000 screen.layout && \(Self.termlayoutWithoutOverride) frames screen.layout",
                status: 1, output: [], errors: "termlayout: screen.layout: Permission denied\n"))
    }

    /// The command line that runs `termlayout` without root's power to read any file (CI runs
    /// the tests as root): `setpriv` drops the capabilities that override a file's mode.
    private static var termlayoutWithoutOverride: String {
        geteuid() == 0
            ? "setpriv --bounding-set=-dac_override,-dac_read_search \"$command\"" : "termlayout"
    }

    /// Runs `run.script` with /bin/sh in a fresh folder holding `screen.layout`, and checks
    /// its status and what it printed.
    private func expectRun(_ run: Run) throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("termlayout-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.screen.write(
            to: folder.appendingPathComponent("screen.layout"), atomically: true, encoding: .utf8)
        let result = try runProcess(
            "/bin/sh",
            [
                "-c",
                "cd \"$1\" && command=\"$2\" && termlayout() { \"$command\" \"$@\"; }; \(run.script)",
                "sh",
                folder.path, termlayout.path,
            ], timeout: commandLimit)
        #expect(result.status == run.status, "stderr: \(result.errorOutput.prefix(500))")
        #expect(result.errorOutput == run.errors)
        if let output = run.output {
            #expect(result.output.split(separator: "\n").map(String.init) == output)
        }
    }
}
