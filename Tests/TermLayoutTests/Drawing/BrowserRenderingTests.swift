import Foundation
import TermLayout
import Testing

@testable import TermLayoutTesting

/// Debian's Chromium, where it is installed (CI installs it).
private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

@Suite(
    "Pictures of screens as a browser shows them",
    .enabled(if: chromium != nil, "no Chromium: install Debian's chromium package"))
@MainActor
struct BrowserRenderingTests {
    /// A folder of its own for each test, so runs at once never share a file.
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("browser-rendering-\(UUID().uuidString)")

    /// Headless Chromium's screenshot of `page`, in a window `width`×`height` pixels. Headless
    /// Chromium leaves out what lies past about 90 pixels above the window's bottom, so the
    /// window is larger than what is checked.
    func screenshot(of page: URL, width: Int, height: Int) throws -> PNGImage {
        let png = folder.appendingPathComponent("screenshot.png")
        let run = try runProcess(
            chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--no-first-run",
                "--user-data-dir=" + folder.appendingPathComponent("profile").path,
                "--screenshot=" + png.path, "--window-size=\(width),\(height)",
                page.absoluteString,
            ],
            timeout: TmuxSession.hangLimit * TmuxSession.timeoutScale)
        guard let data = FileManager.default.contents(atPath: png.path) else {
            throw PNGError(
                description: "Chromium wrote no screenshot (exit \(run.status)): \(run.errorOutput)"
            )
        }
        return try PNGImage(Array(data))
    }

    /// Whether any pixel of the cell at column `x`, row `y` of a screen's picture is not
    /// `background`: some of a glyph shows there.
    func hasInk(_ image: PNGImage, cellX x: Int, y: Int, background: String) -> Bool {
        let cell = Screen.svgCellSize
        return (2..<cell.height - 2).contains { row in
            (0..<cell.width).contains { column in
                image.color(x: x * cell.width + column, y: y * cell.height + row) != background
            }
        }
    }

    @Test("a red cell shows red, and a wide character covers its two cells")
    func svg() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = Screen(size: Size(width: 6, height: 2))
        screen.put(" ", width: 1, at: .zero, style: TextStyle(background: .red))
        screen.put("行", width: 2, at: Point(x: 2, y: 0), style: TextStyle(background: .blue))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("screen.svg")
        try screen.svg().write(to: file, atomically: true, encoding: .utf8)
        let image = try screenshot(of: file, width: 200, height: 200)
        #expect(image.color(x: 5, y: 10) == "#CD0000")
        #expect(image.color(x: 15, y: 10) == "#000000")
        // Both cells of the wide character have its background and some of its glyph; the
        // cell after them has neither.
        #expect(image.color(x: 21, y: 1) == "#0000EE")
        #expect(image.color(x: 38, y: 1) == "#0000EE")
        #expect(image.color(x: 41, y: 1) == "#000000")
        #expect(hasInk(image, cellX: 2, y: 0, background: "#0000EE"))
        #expect(hasInk(image, cellX: 3, y: 0, background: "#0000EE"))
        #expect(!hasInk(image, cellX: 4, y: 0, background: "#000000"))
    }

    @Test("the difference page shows both screens side by side, the differing cell outlined")
    func differencePage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = Screen(size: Size(width: 4, height: 1))
        let actual = Screen(size: Size(width: 4, height: 1))
        actual.put(" ", width: 1, at: Point(x: 1, y: 0), style: TextStyle(background: .red))
        let testFile = folder.appendingPathComponent("Tests.swift").path
        let page = try writeDifferencePage(
            expected: expected, actual: actual,
            snapshot: SnapshotFile(named: "browser-\(UUID().uuidString)", filePath: testFile),
            changes: "", filePath: testFile)
        defer { try? FileManager.default.removeItem(at: page) }
        let image = try screenshot(of: page, width: 300, height: 300)
        // The page's padding is 16 pixels and the captions 24 high; the second picture
        // starts 16 pixels after the first, which takes at least 120.
        let (expectedX, actualX, top) = (16, 16 + 120 + 16, 16 + 24)
        #expect(image.color(x: expectedX + 15, y: top + 10) == "#000000")
        #expect(image.color(x: actualX + 15, y: top + 10) == "#CD0000")
        #expect(image.color(x: expectedX + 11, y: top + 10) == "#FF00FF")
        #expect(image.color(x: actualX + 11, y: top + 10) == "#FF00FF")
        #expect(image.color(x: actualX + 25, y: top + 10) == "#000000")
    }
}
