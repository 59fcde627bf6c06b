import Foundation
import Testing

@testable import TermLayout

/// A pipe whose write end stands in for stderr; `written()` closes it and reads everything.
private final class CapturedStandardError {
    let pipe = Pipe()
    var descriptor: Int32 { pipe.fileHandleForWriting.fileDescriptor }
    func written() throws -> String {
        try pipe.fileHandleForWriting.close()
        let data = try pipe.fileHandleForReading.readToEnd() ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite("Layout messages are never silent")
@MainActor
struct LayoutLogTests {
    @Test("a headless program gets each message on stderr at once")
    func headlessWritesAtOnce() throws {
        let stderr = CapturedStandardError()
        let log = LayoutLog(path: nil, standardError: stderr.descriptor)
        log.record("Not installed, it conflicts: box.width == 20")
        #expect(try stderr.written() == "Not installed, it conflicts: box.width == 20\n")
    }

    @Test("while a terminal program runs, messages wait until the terminal is restored")
    func heldUntilReleased() throws {
        let stderr = CapturedStandardError()
        let log = LayoutLog(path: nil, standardError: stderr.descriptor)
        log.hold()
        log.record("first")
        log.record("second\n  with a detail")
        log.release()
        log.record("after")
        #expect(
            try stderr.written() == """
                TermLayout: 2 layout messages while the terminal was in use (TERMLAYOUT_LOG=FILE \
                writes them to FILE as they happen):
                first
                second
                  with a detail
                after

                """)
    }

    @Test("a release with nothing kept writes nothing")
    func quietRelease() throws {
        let stderr = CapturedStandardError()
        let log = LayoutLog(path: nil, standardError: stderr.descriptor)
        log.hold()
        log.release()
        #expect(try stderr.written() == "")
    }

    @Test("past the limit the oldest messages are counted, not kept")
    func keptLimit() throws {
        let stderr = CapturedStandardError()
        let log = LayoutLog(path: nil, standardError: stderr.descriptor)
        log.hold()
        for index in 0..<(LayoutLog.keptLimit + 3) { log.record("message \(index)") }
        log.release()
        let lines = try stderr.written().split(separator: "\n")
        #expect(lines.count == 2 + LayoutLog.keptLimit)
        #expect(lines[0].hasPrefix("TermLayout: \(LayoutLog.keptLimit + 3) layout messages"))
        #expect(lines[1] == "(the first 3 are left out)")
        #expect(lines[2] == "message 3")
        #expect(lines.last == "message \(LayoutLog.keptLimit + 2)")
    }

    @Test("TERMLAYOUT_LOG=FILE appends each message to FILE as it happens, even while held")
    func fileAsItHappens() throws {
        let stderr = CapturedStandardError()
        let file = FileManager.default.temporaryDirectory
            .appending(path: "termlayout-log-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let log = LayoutLog(path: file.path(), standardError: stderr.descriptor)
        log.hold()
        log.record("one")
        #expect(try String(contentsOf: file, encoding: .utf8) == "one\n")
        log.record("two")
        log.release()
        #expect(try String(contentsOf: file, encoding: .utf8) == "one\ntwo\n")
        #expect(try stderr.written() == "")
    }

    @Test("an escape sequence in a message reaches stderr made visible")
    func escapesMadeVisible() throws {
        let stderr = CapturedStandardError()
        let log = LayoutLog(path: nil, standardError: stderr.descriptor)
        log.record("view a\u{1B}[2J is unknown")
        let written = try stderr.written()
        #expect(!written.contains("\u{1B}"))
        #expect(written == printable("view a\u{1B}[2J is unknown") + "\n")
    }

    @Test("a conflicting constraint reaches the root's log, which an app can replace")
    func conflictReachesRootLog() throws {
        var captured: [String] = []
        let root = RootView(size: Size(width: 10, height: 3))
        root.log = { captured.append($0) }
        let box = View(identifier: "box")
        try root.addSubview(box)
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 20),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(captured.contains { $0.hasPrefix("Not installed, it conflicts") })
    }
}
