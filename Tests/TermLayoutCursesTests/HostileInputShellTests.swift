import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// Input that used to end every app as if its terminal had hung up, typed into a real app
/// started from an interactive shell: when the app died, the shell read the rest of the
/// input, and ran the lines of a paste.
@Suite(
    "Hostile input to an app run from a shell: the app lives on, and nothing reaches the shell",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
struct HostileInputShellTests {
    /// What follows the split paste: reports and bytes that make no event.
    static let noEvents: [[UInt8]] =
        [
            "\u{1B}[<0;0;5M", "\u{1B}[<0;;M", "\u{1B}[<M", "\u{1B}[<255;1;1M", "\u{1B}[<0;5;5q",
            "\u{1B}[25~",
        ]
        .map { Array($0.utf8) } + [[0xFF], [0xC0, 0xAF]]

    @Test(
        "a paste split over two writes, broken mouse reports and stray bytes leave the app running and the shell untouched",
        arguments: [0, 300, 1_000])
    func splitPasteFromShell(pauseMilliseconds: Int) throws {
        let folder = NSTemporaryDirectory() + "termlayout-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try TmuxSession(
            arguments: ["/bin/sh", "-i"], size: Size(width: 60, height: 12),
            environment: utf8.merging(["PS1": "$ "]) { $1 })
        defer { session.close() }
        _ = try session.waitUntil { $0.first?.hasPrefix("$") == true }
        try session.sendKeys(
            literal: "cd \(folder); \(sampleScreens) panes; echo status $? > report\n")
        _ = try session.waitUntil { $0.first?.hasPrefix("status: 状態 ok") == true }

        try session.sendBytes("\u{1B}[200~hello ")
        Thread.sleep(forTimeInterval: Double(pauseMilliseconds) / 1_000)
        try session.sendBytes("world\necho injected > injected\n\u{1B}[201~")
        for bytes in Self.noEvents { try session.sendBytes(bytes) }
        try session.sendKeys("q")
        let report = try waitForFile("\(folder)/report")
        #expect(report == "status 0\n")

        // A stray byte left in the shell's input would spoil this line.
        try session.sendKeys(literal: "echo clean > marker\n")
        #expect(try waitForFile("\(folder)/marker") == "clean\n")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/injected"))
    }

    /// The file's text once it ends a line, read until then, within the hang limit.
    private func waitForFile(_ path: String) throws -> String? {
        var text: String?
        let written = eventually(every: .milliseconds(50)) {
            text = try? String(contentsOfFile: path, encoding: .utf8)
            return text?.hasSuffix("\n") == true
        }
        if !written { Issue.record("\(path) was never written") }
        return written ? text : nil
    }
}
