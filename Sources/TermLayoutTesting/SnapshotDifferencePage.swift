import Foundation
import TermLayout

/// The cells where `expected` and `actual` differ: text or style, the cells only one of them
/// has, and both places of a cursor that moved (or showed, or hid).
@MainActor
func differingCells(_ expected: Screen, _ actual: Screen) -> Set<Point> {
    var cells: Set<Point> = []
    let width = max(expected.size.width, actual.size.width)
    let height = max(expected.size.height, actual.size.height)
    for y in 0..<height {
        for x in 0..<width {
            let point = Point(x: x, y: y)
            let one = expected.bounds.contains(point) ? expected[x, y] : nil
            let other = actual.bounds.contains(point) ? actual[x, y] : nil
            if one != other { cells.insert(point) }
        }
    }
    if expected.cursor != actual.cursor {
        cells.formUnion([expected.cursor, actual.cursor].compactMap { $0 })
    }
    return cells
}

/// Writes an HTML page with `expected` and `actual` as pictures side by side, the cells that
/// differ outlined in both, then the lines of the snapshot that differ (`changes`), and
/// returns its file. The pictures come first, at the page's top left 16 pixels in, under a
/// caption 24 pixels high, each at least 120 pixels wide and 16 apart, so a test can find
/// their cells.
@MainActor
func writeDifferencePage(
    expected: Screen, actual: Screen, snapshot: SnapshotFile, changes: String, filePath: String
) throws -> URL {
    let cells = differingCells(expected, actual)
    let page = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>\(snapshot.name.xmlEscaped) differs</title>
        <style>
        body { margin: 0; padding: 16px; background: #202020; color: #E5E5E5; }
        .screens { display: flex; gap: 16px; align-items: flex-start; }
        figure { margin: 0; min-width: 120px; }
        figcaption { height: 24px; line-height: 24px; margin: 0; white-space: nowrap; }
        svg { display: block; }
        </style></head>
        <body>
        <div class="screens">
        <figure><figcaption>expected</figcaption>
        \(expected.svg(highlighting: cells))</figure>
        <figure><figcaption>actual</figcaption>
        \(actual.svg(highlighting: cells))</figure>
        </div>
        <p>\(cells.count) cells differ, outlined in magenta. The snapshot: \
        \(snapshot.file.path.xmlEscaped)</p>
        <pre>\(changes.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).xmlEscaped }.joined(separator: "\n"))</pre>
        </body></html>

        """
    let folder = differencePagesFolder(testFile: filePath)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let safeName = String(snapshot.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    let file = folder.appendingPathComponent(safeName + ".html")
    try page.write(to: file, atomically: true, encoding: .utf8)
    return file
}

/// `.build/snapshot-differences` in the package that holds `testFile` (the nearest folder
/// above it with a `Package.swift` and a `.build`), else a folder in the system's temporary
/// folder.
func differencePagesFolder(testFile: String) -> URL {
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
        let build = folder.appendingPathComponent(".build")
        if FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("Package.swift").path),
            FileManager.default.fileExists(atPath: build.path)
        {
            return build.appendingPathComponent("snapshot-differences")
        }
        folder.deleteLastPathComponent()
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
        "termlayout-snapshot-differences")
}
