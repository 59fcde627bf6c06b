import TermLayout
import TermLayoutFiles
import TermLayoutTesting
import Testing

/// Files that are not text, are huge, nest deep, declare many views, run in cycles or repeat
/// names: each is an error at its line and column, or a layout, in bounded time and memory.
@Suite("Bad input to layout files")
@MainActor
struct BadInputTests {
    /// 4 KiB of seeded random bytes: the same on every run.
    nonisolated static let randomBytes: @Sendable () -> [UInt8] = {
        var generator = SplitMix64(seed: 2024)
        return (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    /// 50 MB of comment lines, 100 bytes each.
    nonisolated static func comments() -> String {
        String(repeating: "# " + String(repeating: "x", count: 97) + "\n", count: 500_000)
    }

    nonisolated static let bytes: [BadInput] = [
        BadInput("an empty file", "", .layout(views: 0, frames: ["root": fullScreen])),
        BadInput("only a byte-order mark", "\u{FEFF}", .layout(views: 0)),
        BadInput("only line breaks", "\n\r\n\n", .layout(views: 0)),
        BadInput(
            "random bytes", bytes: randomBytes,
            .error(
                line: 1, column: 1,
                message: "byte 0xD5 is not UTF-8; layout files are UTF-8 text, so save this one"
                    + " as UTF-8")),
        BadInput(
            "NUL bytes", bytes: { Array("view a\n".utf8) + [0, 0, 0, 10] },
            .error(
                line: 2, column: 1,
                message: "expected a view name to begin the equation, but found control"
                    + " character U+0000")),
        BadInput(
            "a NUL in a view name", bytes: { Array("view a".utf8) + [0] + Array("b".utf8) },
            .error(
                line: 1, column: 6,
                message: "'a\u{0}b' is not a valid view name; a name starts with a letter or '_'"
                    + " and goes on with letters, digits or '_'")),
        BadInput(
            "a byte that is not UTF-8 in a statement",
            bytes: { Array("view a\nH:|[a]|".utf8) + [0xFF] },
            .error(
                line: 2, column: 8,
                message: "byte 0xFF is not UTF-8; layout files are UTF-8 text, so save this one"
                    + " as UTF-8")),
        BadInput(
            "Latin-1 in a comment", bytes: { Array("view a # caf".utf8) + [0xE9] },
            .error(
                line: 1, column: 13,
                message: "byte 0xE9 is not UTF-8; layout files are UTF-8 text, so save this one"
                    + " as UTF-8")),
        BadInput(
            "a UTF-8 sequence cut short, after a byte-order mark and CRLF lines",
            bytes: { [0xEF, 0xBB, 0xBF] + Array("view a\r\nview é".utf8) + [0xE2, 0x82] },
            .error(
                line: 2, column: 7,
                message: "byte 0xE2 is not UTF-8; layout files are UTF-8 text, so save this one"
                    + " as UTF-8")),
        BadInput(
            "UTF-16", bytes: { [0xFF, 0xFE] + Array("view a".utf16.flatMap { [UInt8($0), 0] }) },
            .error(
                line: 1, column: 1,
                message: "byte 0xFF is not UTF-8; layout files are UTF-8 text, so save this one"
                    + " as UTF-8")),
        BadInput(
            "50 MB of comments", "view a\nH:|[a]|; V:|[a]|\n" + comments(),
            .layout(views: 1, frames: ["a": fullScreen])),
        BadInput(
            "50 MB after an error on the first line", "vew a\n" + comments(),
            .error(
                line: 1, column: 1,
                message: "'vew' is not a directive (did you mean 'view'?); a line is a directive"
                    + " (unsafe, spacing, direction, metrics, view, formula, show) or a constraint")
        ),
        BadInput(
            "a 1 MB comment", "view a # " + String(repeating: "x", count: 1_000_000),
            .layout(views: 1)),
        BadInput(
            "a 1 MB view name, used",
            "view \(String(repeating: "a", count: 1_000_000))\n"
                + "H:|[\(String(repeating: "a", count: 1_000_000))]|",
            .layout(views: 1)),
        BadInput(
            "1 MB of spaces before a statement",
            String(repeating: " ", count: 1_000_000) + "view a",
            .layout(views: 1)),
        BadInput(
            "a 1 MB visual format",
            "view a\nH:|" + String(repeating: "-", count: 1_000_000) + "[a]|",
            .error(
                line: 2, column: 5,
                message: "'--' is not a connection; write '-' for standard spacing or '-N-' for a"
                    + " gap of N")),
        BadInput(
            "a 1 MB equation",
            "view a\na.width == " + String(repeating: "1 + ", count: 250_000) + "1",
            .error(
                line: 2, column: 18,
                message: "'+' appears twice; each of '*', '/', '+', '-' and '@' may be used once in"
                    + " an equation")),
    ]

    @Test("bytes that are not a layout, and huge files", arguments: bytes)
    func bytes(_ input: BadInput) throws { try expectOutcome(input) }

    nonisolated static let views: [BadInput] = [
        BadInput(
            "10,000 nested views",
            "view v0\n" + lines(9_999) { "view v\($0 + 1) in v\($0)" },
            .error(
                line: 101, column: 14,
                message: "'v99' is already 100 views deep, and views nest at most 100 deep; put"
                    + " 'v100' in a view nearer the root")),
        BadInput(
            "100 nested views, each filling its parent",
            "view v0\n" + lines(99) { "view v\($0 + 1) in v\($0)" }
                + lines(100) { "H:|[v\($0)]|; V:|[v\($0)]|" },
            .layout(views: 100, frames: ["v99": fullScreen])),
        BadInput(
            "20,000 views, each filling the screen",
            lines(20_000) { "view v\($0)" } + lines(20_000) { "H:|[v\($0)]|; V:|[v\($0)]|" },
            .layout(views: 20_000, frames: ["v0": fullScreen, "v19999": fullScreen])),
        BadInput(
            "parents in a cycle", "view a in b\nview b in a",
            .error(
                line: 1, column: 11,
                message: "'b' is not a declared view; declare a parent on a line above the views"
                    + " in it")),
        BadInput(
            "a view in itself", "view a in a",
            .error(
                line: 1, column: 11,
                message: "'a' cannot be its own parent: a view cannot contain itself; name a view"
                    + " declared above, or leave out 'in'")),
        BadInput(
            "constraints in a cycle",
            "view a\nview b\nH:|[a][b]|\na.width == b.width + 1; b.width == a.width + 1",
            .layout(views: 2, refused: 1, frames: ["a": Rect(x: 0, y: 0, width: 41, height: 0)])),
        BadInput(
            "a visual format through one view twice", "view a\nview b\nH:|[a][b][a]|",
            .layout(
                views: 2,
                frames: [
                    "a": Rect(x: 0, y: 0, width: 0, height: 0),
                    "root": Rect(x: 0, y: 0, width: 0, height: 24),
                ])),
        BadInput(
            "a view declared twice", "view a\nview b in a\nview a in b",
            .error(
                line: 3, column: 6,
                message: "'a' is already declared on line 1; give this view another name")),
        BadInput(
            "a metric defined twice on a line", "metrics m=1 m=2",
            .error(
                line: 1, column: 13,
                message: "metric 'm' is already defined on line 1; give it one value")),
        BadInput(
            "a view named as a metric", "metrics a=3\nview a\nH:|[a(a)]|",
            .error(
                line: 2, column: 6,
                message: "'a' is the name of the metric defined on line 1; give this view another"
                    + " name")),
        BadInput(
            "a metric named as a view", "view a\nmetrics a=3\nH:|[a(a)]|",
            .error(
                line: 2, column: 9,
                message: "'a' is the name of the view declared on line 1; give the metric another"
                    + " name")),
        BadInput(
            "a metric named root", "metrics root=3",
            .error(
                line: 1, column: 9,
                message: "'root' is the root view's name; give the metric another name")),
        BadInput("names that differ in case", "view a\nview A", .layout(views: 2)),
    ]

    @Test("deep nesting, many views, cycles and repeated names", arguments: views)
    func views(_ input: BadInput) throws { try expectOutcome(input) }
}
