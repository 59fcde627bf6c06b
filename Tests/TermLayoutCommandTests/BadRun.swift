import Foundation
import Testing

@testable import TermLayoutTesting

/// One run of `termlayout` on bad input: the file it reads, made in a temporary folder when the
/// row runs (big files are never committed), and what the run must give.
struct BadRun: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// The file's bytes, or nil for no file.
    var file: (@Sendable () -> [UInt8])?
    /// The arguments; `FILE` stands for the file's name, `bad.layout` unless `fileName` says.
    var arguments: [String]
    var fileName = "bad.layout"
    var status: Int32
    /// What stderr starts with, `FILE` standing for the file's name (empty: nothing).
    var errors = ""
    /// What stdout holds, line for line (nil: not checked); an error run prints nothing there.
    var output: [String]?

    /// The file's text, or its bytes, or no file.
    enum Input: Sendable {
        case text(@Sendable () -> String)
        case bytes(@Sendable () -> [UInt8])
        case none
    }

    init(
        _ description: String, _ input: Input, _ arguments: String, fileName: String = "bad.layout",
        status: Int32, errors: String = "", output: [String]? = nil
    ) {
        testDescription = description
        switch input {
        case .text(let text): file = { Array(text().utf8) }
        case .bytes(let bytes): file = bytes
        case .none: file = nil
        }
        self.arguments = arguments.split(separator: " ").map {
            $0.replacingOccurrences(of: "FILE", with: fileName)
        }
        self.fileName = fileName
        self.status = status
        self.errors = errors.replacingOccurrences(of: "FILE", with: fileName)
        self.output = output ?? (status == 0 ? nil : [])
    }
}

/// The address space a run may take: a debug build needs under 200 MiB for any row.
let memoryLimitKiB = 512 * 1024

/// Whether this test runner, and so the `termlayout` built with it, runs under AddressSanitizer
/// or ThreadSanitizer (`swift test --sanitize=...`): their shadow memory reserves terabytes of
/// address space, so under any address-space limit the program cannot even start.
let isSanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in
    dlsym(dlopen(nil, RTLD_NOW), name) != nil
}

/// Runs `termlayout` with `arguments` in `folder`, in at most `memoryLimitKiB` of address
/// space (no limit under a sanitizer), with a fixed width for ArgumentParser's usage text.
func runLimited(_ arguments: [String], in folder: URL, timeout: Duration) throws -> ProcessResult {
    let limit = isSanitized ? "" : "ulimit -v \(memoryLimitKiB) && "
    return try runProcess(
        "/bin/sh",
        [
            "-c", "cd \"$1\" && \(limit)shift && COLUMNS=80 exec \"$@\"",
            "sh", folder.path, termlayout.path,
        ] + arguments, timeout: timeout)
}

/// Runs `run` and checks its status, its outputs, that neither holds a raw control character,
/// and that `--json` output parses. A run still going after `commandLimit` is killed, and the
/// test fails: it is there to catch a run that does not end.
func expectRun(_ run: BadRun) throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("termlayout-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    if let file = run.file {
        try Data(file()).write(to: folder.appendingPathComponent(run.fileName))
    }
    let result = try runLimited(run.arguments, in: folder, timeout: commandLimit)
    #expect(result.status == run.status, "stderr: \(result.errorOutput.prefix(500))")
    #expect(result.errorOutput.hasPrefix(run.errors), "stderr: \(result.errorOutput.prefix(500))")
    if run.errors.isEmpty { #expect(result.errorOutput.isEmpty) }
    if let output = run.output {
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropLast().map(String.init) == output)
    }
    #expect(rawControlCharacters(in: result.output).isEmpty)
    #expect(rawControlCharacters(in: result.errorOutput).isEmpty)
    if run.arguments.contains("--json"), result.status == 0 {
        #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil)
    }
}
