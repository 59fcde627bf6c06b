import Foundation
import Testing

@testable import TermLayoutTesting

/// `termlayout` run on bad files and bad arguments, as a subprocess in bounded memory
/// (`memoryLimitKiB`) and time: each is an error at its place, or a layout, and nothing it
/// prints holds a raw control character.
@Suite("termlayout on bad input")
struct BadInputCommandTests {
    nonisolated static let nameRule =
        " is not a valid view name; a name starts with a letter or '_' and goes on with letters,"
        + " digits or '_'"
    nonisolated static let notUTF8 =
        " is not UTF-8; layout files are UTF-8 text, so save this one as UTF-8"
    nonisolated static let escapeName = BadRun.Input.text { "view a\u{1B}[2J\n" }
    nonisolated static let escapeNameError = "FILE:1:6: error: 'a␛[2J'" + nameRule + "\n"
    /// Views pinned to every edge of the screen.
    nonisolated static func filling(_ count: Int) -> BadRun.Input {
        .text { fillingText(count) }
    }
    /// The layout file of `filling(count)`.
    nonisolated static func fillingText(_ count: Int) -> String {
        (0..<count).map { "view v\($0)\n" }.joined()
            + (0..<count).map { "H:|[v\($0)]|; V:|[v\($0)]|\n" }.joined()
    }
    /// 50 MB of comment lines, 100 bytes each.
    nonisolated static let comments: @Sendable () -> String = {
        String(repeating: "# " + String(repeating: "x", count: 97) + "\n", count: 500_000)
    }

    nonisolated static let files: [BadRun] = [
        BadRun(
            "an empty file", .text { "" }, "frames FILE --size 80x24", status: 0,
            output: ["root 0 0 80 24"]),
        BadRun(
            "an empty file, drawn", .text { "" }, "draw FILE --size 3x2", status: 0,
            output: ["   ", "   "]),
        BadRun(
            "an empty file, checked", .text { "" }, "check FILE --sizes 1x1-3x3", status: 0,
            output: ["checked 9 sizes: 0 with problems", "minimum size: 1x1"]),
        BadRun(
            "an empty file's constraints", .text { "" }, "constraints FILE", status: 0, output: []),
        BadRun(
            "random bytes",
            .bytes {
                var generator = SplitMix64(seed: 2024)
                return (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            }, "frames FILE --size 80x24", status: 1, errors: "FILE:1:1: error: byte 0xD5" + notUTF8
        ),
        BadRun(
            "NUL bytes", .bytes { Array("view a\n".utf8) + [0, 0] }, "frames FILE --size 80x24",
            status: 1,
            errors: "FILE:2:1: error: expected a view name to begin the equation, but found control"
                + " character U+0000\n␀␀\n^\n"),
        BadRun(
            "Latin-1, shown live", .bytes { Array("view a # caf".utf8) + [0xE9] }, "show FILE",
            status: 1, errors: "FILE:1:13: error: byte 0xE9" + notUTF8 + "\nview a # caf\u{FFFD}\n"),
        BadRun(
            "50 MB of comments", .text { "view a\nH:|[a]|; V:|[a]|\n" + comments() },
            "frames FILE --size 80x24", status: 0, output: ["root 0 0 80 24", "a 0 0 80 24"]),
        BadRun(
            "50 MB after an error on the first line", .text { "vew a\n" + comments() },
            "check FILE --sizes 80x24", status: 1,
            errors: "FILE:1:1: error: 'vew' is not a directive"),
        BadRun(
            "a 1 MB view name, drawn",
            .text {
                let name = String(repeating: "a", count: 1_000_000)
                return "view \(name)\nH:|[\(name)]|; V:|[\(name)]|"
            }, "draw FILE --size 10x3", status: 0,
            output: ["┌─ aaa… ─┐", "│        │", "└────────┘"]),
        BadRun(
            "a 1 MB visual format",
            .text { "view a\nH:|" + String(repeating: "-", count: 1_000_000) + "[a]|" },
            "frames FILE --size 80x24", status: 1,
            errors: "FILE:2:5: error: '--' is not a connection"),
        BadRun(
            "10,000 nested views",
            .text { "view v0\n" + (1..<10_000).map { "view v\($0) in v\($0 - 1)\n" }.joined() },
            "frames FILE --size 80x24", status: 1,
            errors: "FILE:101:14: error: 'v99' is already 100 views deep, and views nest at most"
                + " 100 deep; put 'v100' in a view nearer the root\nview v100 in v99\n"),
        BadRun(
            "20,000 views, drawn", filling(20_000), "draw FILE --size 12x3", status: 0,
            output: ["┌─ v19999 ─┐", "│          │", "└──────────┘"]),
        BadRun(
            "20,000 views, checked", filling(20_000), "check FILE --sizes 80x24", status: 0,
            output: ["checked 1 sizes: 0 with problems", "minimum size: 1x1"]),
        BadRun(
            "20,000 views, as JSON", filling(20_000), "frames FILE --size 80x24 --json", status: 0),
        BadRun(
            "parents in a cycle", .text { "view a in b\nview b in a" }, "frames FILE --size 80x24",
            status: 1, errors: "FILE:1:11: error: 'b' is not a declared view"),
        BadRun(
            "constraints in a cycle",
            .text { "view a\nview b\nH:|[a][b]|\na.width == b.width + 1; b.width == a.width + 1" },
            "frames FILE --size 20x3 --json", status: 0,
            errors: "Not installed, it conflicts: b.width == a.width + 1\n",
            output: [
                "{", "  \"size\": {\"width\": 20, \"height\": 3},",
                "  \"minimumSize\": {\"width\": 1, \"height\": 1},",
                "  \"safeArea\": {\"x\": 0, \"y\": 0, \"width\": 20, \"height\": 3},",
                "  \"views\": [",
                "    {\"name\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 11, \"height\": 0},",
                "     \"safeAreaInsets\": {\"top\": 0, \"left\": 0, \"bottom\": 0, \"right\": 0}},",
                "    {\"name\": \"b\", \"frame\": {\"x\": 11, \"y\": 0, \"width\": 9, \"height\": 0},",
                "     \"safeAreaInsets\": {\"top\": 0, \"left\": 0, \"bottom\": 0, \"right\": 0}}",
                "  ],", "  \"broken\": [\"b.width == a.width + 1\"],",
                "  \"ambiguous\": [\"a\", \"b\"]",
                "}",
            ]),
        BadRun(
            "a view declared twice", .text { "view a\nview a" }, "constraints FILE", status: 1,
            errors: "FILE:2:6: error: 'a' is already declared on line 1"),
        BadRun(
            "a metric named as a view", .text { "view a\nmetrics a=1" }, "constraints FILE",
            status: 1,
            errors: "FILE:2:9: error: 'a' is the name of the view declared on line 1"),
        BadRun(
            "a number beyond any screen", .text { "view a\nH:|[a(99999999999999999999)]" },
            "frames FILE --size 80x24", status: 0, output: ["root 0 0 80 24", "a 0 0 1000000000 0"]),
        BadRun(
            "a number too large to be finite",
            .text { "metrics m=" + String(repeating: "9", count: 400) },
            "frames FILE --size 80x24", status: 1,
            errors: "FILE:1:11: error: the number is too large; constants must be finite"),
    ]

    @Test("bad files give an error at their place, or a layout", arguments: files)
    func file(_ run: BadRun) throws { try expectRun(run) }

    nonisolated static let controlCharacters: [BadRun] = [
        BadRun(
            "an escape in a view name, frames", escapeName, "frames FILE --size 80x24", status: 1,
            errors: escapeNameError),
        BadRun(
            "an escape in a view name, JSON", escapeName, "frames FILE --json", status: 1,
            errors: escapeNameError),
        BadRun(
            "an escape in a view name, draw", escapeName, "draw FILE", status: 1,
            errors: escapeNameError),
        BadRun(
            "an escape in a view name, check", escapeName, "check FILE --sizes 1x1", status: 1,
            errors: escapeNameError),
        BadRun(
            "an escape in a view name, constraints", escapeName, "constraints FILE", status: 1,
            errors: escapeNameError),
        BadRun(
            "an escape in a view name, show", escapeName, "show FILE", status: 1,
            errors: escapeNameError),
        BadRun(
            "an escape in the name of a file with an error", .text { "view a\nH:|[b]|" },
            "frames FILE --size 80x24", fileName: "bad\u{1B}[31m.layout", status: 1,
            errors: "bad␛[31m.layout:2:5: error: 'b' is not a view name"),
        BadRun(
            "an escape in the name of a missing file", .none, "frames FILE --size 80x24",
            fileName: "gone\u{1B}[2J.layout", status: 1,
            errors: "termlayout: gone␛[2J.layout: No such file or directory\n"),
        BadRun(
            "an escape in the name of a missing file, shown live", .none, "show FILE",
            fileName: "gone\u{9B}2J.layout", status: 1,
            errors: "termlayout: gone\u{FFFD}2J.layout: No such file or directory\n"),
        BadRun(
            "an escape as the size", .text { "" }, "frames FILE --size \u{1B}[2J", status: 2,
            errors: "Error: The value '␛[2J' is invalid for '--size <WxH>': expected WIDTHxHEIGHT"),
        BadRun(
            "an escape as a side", .text { "" }, "frames FILE --unsafe \u{1B}=1", status: 2,
            errors: "Error: The value '␛=1' is invalid for '--unsafe <sides>': '␛' is not a side"),
        BadRun(
            "an escape as a subcommand", .none, "\u{1B}[2J", status: 2,
            errors: "Error: Unexpected argument '␛[2J'"),
    ]

    @Test("control characters never reach the terminal raw", arguments: controlCharacters)
    func controlCharacter(_ run: BadRun) throws { try expectRun(run) }

    nonisolated static let sizeError =
        "' is invalid for '--size <WxH>': expected WIDTHxHEIGHT such as 80x24, each from 1 to"
        + " 1000 cells, but found '"
    nonisolated static let pinned = BadRun.Input.text { "view a\nH:|[a]|; V:|[a]|" }

    nonisolated static let sizes: [BadRun] = [
        BadRun(
            "size 0x0", pinned, "frames FILE --size 0x0", status: 2,
            errors: "Error: The value '0x0" + sizeError + "0x0'\n"),
        BadRun(
            "size -1x5", pinned, "frames FILE --size -1x5", status: 2,
            errors: "Error: The value '-1x5" + sizeError + "-1x5'\n"),
        BadRun(
            "size 100000x100000", pinned, "draw FILE --size 100000x100000", status: 2,
            errors: "Error: The value '100000x100000" + sizeError + "100000x100000'\n"),
        BadRun(
            "size 10x", pinned, "frames FILE --size 10x", status: 2,
            errors: "Error: The value '10x" + sizeError + "10x'\n"),
        BadRun(
            "size x", pinned, "frames FILE --size x", status: 2,
            errors: "Error: The value 'x" + sizeError + "x'\n"),
        BadRun(
            "size 1x1", pinned, "frames FILE --size 1x1", status: 0,
            output: ["root 0 0 1 1", "a 0 0 1 1"]),
        BadRun("size 1x1, drawn", pinned, "draw FILE --size 1x1", status: 0, output: ["a"]),
        BadRun(
            "size 1x1, checked", pinned, "check FILE --sizes 1x1", status: 0,
            output: ["checked 1 sizes: 0 with problems", "minimum size: 1x1"]),
        BadRun(
            "sizes -1x5", pinned, "check FILE --sizes -1x5", status: 2,
            errors:
                "Error: The value '-1x5' is invalid for '--sizes <WxH-WxH>': expected a range such as"
                + " 1x1-200x60, but found '-1x5'\n"),
        BadRun(
            "an unsafe border too large to count", pinned,
            "frames FILE --unsafe top=99999999999999999999",
            status: 2,
            errors: "Error: The value 'top=99999999999999999999' is invalid for '--unsafe <sides>':"
                + " 99999999999999999999 cells is too many; write at most \(Int.max)\n"),
        BadRun(
            "the largest unsafe border", pinned,
            "frames FILE --size 20x3 --unsafe top=\(Int.max),bottom=\(Int.max)", status: 0,
            output: ["root 0 0 20 3", "a 0 0 20 3"]),
    ]

    @Test(
        "sizes and borders out of range are usage errors, the smallest size lays out",
        arguments: sizes)
    func size(_ run: BadRun) throws { try expectRun(run) }
}
