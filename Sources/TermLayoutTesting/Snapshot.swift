import Foundation
import Testing

/// Compares `text` with the snapshot `name.txt` in a `Snapshots` folder beside the calling
/// test file. A missing snapshot is written and the test fails, so it is reviewed before it
/// counts; with `TERMLAYOUT_RECORD=1` in the environment every snapshot is written again
/// (review the diff, then commit it).
public func expectSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name + ".txt")
    let contents = text.hasSuffix("\n") ? text : text + "\n"
    let recording = ProcessInfo.processInfo.environment["TERMLAYOUT_RECORD"] == "1"
    let stored = try? String(contentsOf: file, encoding: .utf8)
    if recording || stored == nil {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record(
                Comment(rawValue: "could not write snapshot \(file.path): \(error)"),
                sourceLocation: sourceLocation)
            return
        }
        if stored == nil {
            Issue.record(
                Comment(rawValue: "recorded a new snapshot \(file.path); review it and run again"),
                sourceLocation: sourceLocation)
        }
        return
    }
    if let stored, stored != contents {
        let changes = difference(expected: stored, actual: contents)
        Issue.record(
            Comment(
                rawValue: "snapshot \(name) differs (TERMLAYOUT_RECORD=1 records it again):\n"
                    + changes),
            sourceLocation: sourceLocation)
    }
}

/// The lines that differ, `-` for the snapshot's and `+` for the new text's, with their
/// line numbers.
func difference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? String(old[index]) : nil
        let after = index < new.count ? String(new[index]) : nil
        guard before != after else { continue }
        if let before { lines.append("\(index + 1) - \(before)") }
        if let after { lines.append("\(index + 1) + \(after)") }
    }
    return lines.joined(separator: "\n")
}
