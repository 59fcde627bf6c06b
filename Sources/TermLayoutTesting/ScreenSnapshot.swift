import Foundation
import TermLayout
import Testing

/// Compares `screen`, text, styles and cursor, with the snapshot `name.txt` in a `Snapshots`
/// folder beside the calling test file, kept as `styledLines` and a last line `cursor at (x, y)`
/// where the cursor shows; recorded as `expectSnapshot(_:named:filePath:sourceLocation:)`
/// records text. When they differ, the failure gives the lines that differ and the path of an
/// HTML page that shows both screens as pictures (`Screen.svg()`) side by side, the cells that
/// differ outlined: in `.build/snapshot-differences` of the package the test belongs to, or in
/// the system's temporary folder when there is none.
@MainActor
public func expectSnapshot(
    _ screen: Screen, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let snapshot = SnapshotFile(named: name, filePath: filePath)
    let text = snapshotText(of: screen)
    guard let stored = snapshot.storedOrRecorded(text, sourceLocation: sourceLocation),
        stored != snapshot.contents(text)
    else { return }
    let changes = difference(expected: stored, actual: snapshot.contents(text))
    let picture: String
    do {
        let expected = try readScreenSnapshot(stored)
        let page = try writeDifferencePage(
            expected: expected, actual: screen, snapshot: snapshot, changes: changes,
            filePath: filePath)
        picture = "\nthe screens side by side: \(page.path)"
    } catch {
        picture = "\nno picture of the difference: \(error)"
    }
    Issue.record(
        Comment(rawValue: snapshot.differs + changes + picture), sourceLocation: sourceLocation)
}

/// `screen` as a screen snapshot stores it.
@MainActor
func snapshotText(of screen: Screen) -> String {
    let cursor = screen.cursor.map { ["cursor at \($0)"] } ?? []
    return (screen.styledLines + cursor).joined(separator: "\n")
}

/// What is wrong with a screen snapshot's text, by its line (from 1).
struct SnapshotFormatError: Error, CustomStringConvertible {
    let line: Int
    let problem: String

    var description: String { "line \(line) of the snapshot: \(problem)" }
}

/// The screen a screen snapshot's `text` stores: its `styledLines` (text lines, then as many
/// lines of keys, then `key = style` lines) and the cursor line, read back.
@MainActor
func readScreenSnapshot(_ text: String) throws -> Screen {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var cursor: Point?
    if let last = lines.last, last.hasPrefix("cursor at ") {
        cursor = try point(String(last.dropFirst("cursor at ".count)), line: lines.count)
        lines.removeLast()
    }
    var styles: [Character: TextStyle] = [".": .plain]
    while let last = lines.last, Array(last).count > 4, Array(last)[1...3] == [" ", "=", " "] {
        let key = last.first!
        styles[key] = try style(String(last.dropFirst(4)), line: lines.count)
        lines.removeLast()
    }
    guard lines.count % 2 == 0 else {
        throw SnapshotFormatError(
            line: lines.count, problem: "\(lines.count) lines of text and keys, an odd number")
    }
    let height = lines.count / 2
    let width = height == 0 ? 0 : lines[height].count
    let screen = Screen(size: Size(width: width, height: height))
    for y in 0..<height {
        let keys = Array(lines[height + y])
        guard keys.count == width else {
            throw SnapshotFormatError(
                line: height + y + 1, problem: "\(keys.count) keys, not \(width)")
        }
        var x = 0
        for character in lines[y] {
            let cells = max(1, String(character).displayWidth)
            guard x + cells <= width else {
                throw SnapshotFormatError(line: y + 1, problem: "wider than its \(width) keys")
            }
            guard let style = styles[keys[x]] else {
                throw SnapshotFormatError(
                    line: height + y + 1, problem: "no style for key \(keys[x])")
            }
            screen.put(String(character), width: cells, at: Point(x: x, y: y), style: style)
            x += cells
        }
        guard x == width else {
            throw SnapshotFormatError(line: y + 1, problem: "\(x) cells wide, not \(width)")
        }
    }
    screen.cursor = cursor
    return screen
}

/// A point as `Point.description` writes it: `(x, y)`.
private func point(_ text: String, line: Int) throws -> Point {
    let numbers = text.dropFirst().dropLast().split(separator: ", ").compactMap { Int($0) }
    guard text.hasPrefix("("), text.hasSuffix(")"), numbers.count == 2 else {
        throw SnapshotFormatError(line: line, problem: "no cursor (x, y) in \"\(text)\"")
    }
    return Point(x: numbers[0], y: numbers[1])
}

/// A style as `TextStyle.description` writes it.
private func style(_ text: String, line: Int) throws -> TextStyle {
    var style = TextStyle.plain
    guard text != "plain" else { return style }
    for word in text.split(separator: " ").map(String.init) {
        if let (attribute, _) = TextAttributes.named.first(where: { $0.1 == word }) {
            style.attributes.insert(attribute)
        } else if word.hasPrefix("fg:"), let color = color(String(word.dropFirst(3))) {
            style.foreground = color
        } else if word.hasPrefix("bg:"), let color = color(String(word.dropFirst(3))) {
            style.background = color
        } else {
            throw SnapshotFormatError(line: line, problem: "no style \"\(word)\"")
        }
    }
    return style
}

/// A colour as `TerminalColor.description` writes it.
private func color(_ text: String) -> TerminalColor? {
    if let index = UInt8(text) { return .indexed(index) }
    if text.count == 7, text.hasPrefix("#"), let value = UInt32(text.dropFirst(), radix: 16) {
        return .rgb(
            red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
    return namedColors.first { $0.description == text }
}
