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
    let snapshot = SnapshotFile(named: name, filePath: filePath)
    guard let stored = snapshot.storedOrRecorded(text, sourceLocation: sourceLocation),
        stored != snapshot.contents(text)
    else { return }
    Issue.record(
        Comment(
            rawValue: snapshot.differs
                + difference(expected: stored, actual: snapshot.contents(text))),
        sourceLocation: sourceLocation)
}

/// A snapshot's file, `name.txt` in the `Snapshots` folder beside a test file, or any file the
/// package's own tests keep up to date the same way (the README's pictures).
package struct SnapshotFile {
    let name: String
    let folder: URL
    let file: URL

    init(named name: String, filePath: String) {
        self.name = name
        folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
        file = folder.appendingPathComponent(name + ".txt")
    }

    /// The snapshot kept in `file`, whatever its folder and extension.
    package init(file: URL) {
        (self.file, folder, name) = (
            file, file.deletingLastPathComponent(), file.deletingPathExtension().lastPathComponent
        )
    }

    /// `text` as the file holds it: ending in a newline.
    package func contents(_ text: String) -> String {
        text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The start of the message for a snapshot that differs.
    var differs: String { "snapshot \(name) differs (TERMLAYOUT_RECORD=1 records it again):\n" }

    /// The stored snapshot to compare `text` with; nil, with `text` written, when there is
    /// none (an issue asks for a review) or `TERMLAYOUT_RECORD=1` asks for it again.
    package func storedOrRecorded(_ text: String, sourceLocation: SourceLocation) -> String? {
        let recording = ProcessInfo.processInfo.environment["TERMLAYOUT_RECORD"] == "1"
        let stored = try? String(contentsOf: file, encoding: .utf8)
        guard recording || stored == nil else { return stored }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents(text).write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record(
                Comment(rawValue: "could not write snapshot \(file.path): \(error)"),
                sourceLocation: sourceLocation)
            return nil
        }
        if stored == nil {
            Issue.record(
                Comment(rawValue: "recorded a new snapshot \(file.path); review it and run again"),
                sourceLocation: sourceLocation)
        }
        return nil
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
