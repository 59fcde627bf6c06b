import Foundation
import Synchronization
import TermLayout
import Testing

@testable import TermLayoutTesting

@Suite("Screen snapshots, and the page that shows how they differ")
@MainActor
struct ScreenSnapshotTests {
    @Test("a styled screen is kept as its styled lines and where its cursor is")
    func snapshot() {
        expectSnapshot(ScreenSVGTests.styledScreen(), named: "styled-screen")
    }

    /// Screens to read back from their snapshot text.
    static func screens() -> [Screen] {
        let empty = Screen(size: Size(width: 0, height: 0))
        let noCursor = Screen(size: Size(width: 3, height: 1))
        _ = noCursor.draw("ok", at: .zero, style: TextStyle(.reverse, background: .indexed(17)))
        return [ScreenSVGTests.styledScreen(), empty, noCursor]
    }

    @Test("the snapshot's text reads back as the screen it was taken of", arguments: 0..<3)
    func readsBack(index: Int) throws {
        let screen = Self.screens()[index]
        let read = try readScreenSnapshot(snapshotText(of: screen))
        #expect(read.styledLines == screen.styledLines)
        #expect(read.cursor == screen.cursor)
        #expect(differingCells(read, screen).isEmpty)
    }

    @Test(
        "a malformed snapshot is an error naming its line",
        arguments: [
            ("ab\n..\nxy", "line 3 of the snapshot: 3 lines of text and keys, an odd number"),
            ("ab\ncd\n..\n.", "line 4 of the snapshot: 1 keys, not 2"),
            ("ab\nab\na = bold", "line 2 of the snapshot: no style for key b"),
            ("ab\naa\na = shiny", "line 3 of the snapshot: no style \"shiny\""),
            ("ab\naa\na = fg:mauve", "line 3 of the snapshot: no style \"fg:mauve\""),
            ("abc\n..", "line 1 of the snapshot: wider than its 2 keys"),
            ("a\n..", "line 1 of the snapshot: 1 cells wide, not 2"),
            ("ab\n..\ncursor at 1,1", "line 3 of the snapshot: no cursor (x, y) in \"1,1\""),
        ])
    func malformed(text: String, message: String) {
        #expect(throws: SnapshotFormatError.self) { try readScreenSnapshot(text) }
        do {
            _ = try readScreenSnapshot(text)
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("the differing cells: text, style, either half of a size, and the cursor's places")
    func differences() {
        let expected = Screen(size: Size(width: 3, height: 2))
        let actual = Screen(size: Size(width: 2, height: 3))
        _ = expected.draw("a", at: .zero)
        _ = actual.draw("b", at: .zero)
        _ = actual.draw("c", at: Point(x: 1, y: 0), style: TextStyle(.bold))
        _ = expected.draw("c", at: Point(x: 1, y: 0))
        actual.cursor = Point(x: 1, y: 1)
        #expect(
            differingCells(expected, actual) == [
                Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 1),
                Point(x: 0, y: 2), Point(x: 1, y: 2), Point(x: 1, y: 1),
            ])
    }

    @Test(
        "the page goes to .build of the test's package, else to the temporary folder",
        arguments: [true, false])
    func pageFolder(inPackage: Bool) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("screen-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests/Kit"), withIntermediateDirectories: true)
        if inPackage {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
            try Data().write(to: root.appendingPathComponent("Package.swift"))
        }
        let folder = differencePagesFolder(
            testFile: root.appendingPathComponent("Tests/Kit/Tests.swift").path)
        #expect(
            folder.path
                == (inPackage
                    ? root.appendingPathComponent(".build/snapshot-differences").path
                    : FileManager.default.temporaryDirectory.appendingPathComponent(
                        "termlayout-snapshot-differences"
                    ).path))
    }

    @Test("a screen that differs from its snapshot fails with the path of a page showing both")
    func failureShowsPage() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("screen-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        let testFile = root.appendingPathComponent("Tests.swift").path
        let expected = Screen(size: Size(width: 3, height: 1))
        _ = expected.draw("red", at: .zero, style: TextStyle(foreground: .red))
        withKnownIssue { expectSnapshot(expected, named: "colour", filePath: testFile) }
        let actual = Screen(size: Size(width: 3, height: 1))
        _ = actual.draw("red", at: .zero, style: TextStyle(foreground: .green))
        let recorded = Mutex("")
        withKnownIssue {
            expectSnapshot(actual, named: "colour", filePath: testFile)
        } matching: { issue in
            recorded.withLock { $0 = issue.comments.map(\.rawValue).joined() }
            return true
        }
        let message = recorded.withLock { $0 }
        let page = root.appendingPathComponent(".build/snapshot-differences/colour.html")
        #expect(message.contains("snapshot colour differs"))
        #expect(message.contains("3 + a = fg:green"))
        #expect(message.hasSuffix("the screens side by side: \(page.path)"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains(expected.svg(highlighting: differingCells(expected, actual))))
        #expect(html.contains(actual.svg(highlighting: differingCells(expected, actual))))
        #expect(html.contains("3 cells differ"))
    }
}
