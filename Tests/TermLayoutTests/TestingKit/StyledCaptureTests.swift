import TermLayout
import Testing

@testable import TermLayoutTesting

/// A screen of `size` showing `rows`, each a row's runs of text from its first cell.
@MainActor
private func screen(_ size: Size, _ rows: [[(String, TextStyle)]]) -> Screen {
    let screen = Screen(size: size)
    for (y, runs) in rows.enumerated() {
        var x = 0
        for (text, style) in runs { x = screen.draw(text, at: Point(x: x, y: y), style: style) }
    }
    return screen
}

@Suite("Capturing a pane with its styles, and comparing screens")
@MainActor
struct StyledCaptureTests {
    /// Each row: what a program prints (`printf`'s format: `\033` is ESC, `\n` a new line) in a
    /// 14×3 pane, and the runs each row then shows.
    nonisolated static let printed: [(format: String, rows: [[(String, TextStyle)]])] = [
        (
            // Reverse spaces at a row's end, carried into the next row; a wide character.
            "\\033[31mred\\033[1mbold\\033[0m \\033[7mrev  \\n\\033[38;5;200m漢\\033[0;4mu\\033[44m  ",
            [
                [
                    ("red", TextStyle(foreground: .red)),
                    ("bold", TextStyle(.bold, foreground: .red)), (" ", .plain),
                    ("rev  ", TextStyle(.reverse)),
                ],
                [
                    ("漢", TextStyle(.reverse, foreground: .indexed(200))),
                    ("u", TextStyle(.underline)), ("  ", TextStyle(.underline, background: .blue)),
                ],
            ]
        ),
        (
            // Bright colours by their own codes and by index; a direct colour, as it is.
            "\\033[91mA\\033[38;5;9mB\\033[48;2;255;0;0mC\\033[2;49mD\\033[22;39m字 \\033[7m漢",
            [
                [
                    ("A", TextStyle(foreground: .brightRed)),
                    ("B", TextStyle(foreground: .indexed(9))),
                    (
                        "C",
                        TextStyle(
                            foreground: .indexed(9), background: .rgb(red: 255, green: 0, blue: 0))
                    ),
                    ("D", TextStyle(.dim, foreground: .indexed(9))), ("字 ", .plain),
                    ("漢", TextStyle(.reverse)),
                ]
            ]
        ),
    ]

    @Test(
        "a pane's cells come back with their text and style",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), arguments: printed)
    func captures(format: String, rows: [[(String, TextStyle)]]) throws {
        let size = Size(width: 14, height: 3)
        let session = try TmuxSession(
            arguments: ["/bin/sh", "-c", "printf \"$1\"; sleep 30", "sh", format], size: size,
            environment: ["LANG": "C.UTF-8"])
        defer { session.close() }
        let expected = screen(size, rows)
        _ = try session.waitUntil { $0 == expected.lines }
        let captured = try session.captureScreen()
        #expect(captured.styledLines == expected.styledLines)
    }

    @Test("screens that show the same, colours by palette entry, compare equal")
    func same() {
        let size = Size(width: 6, height: 2)
        let named = screen(
            size, [[("ab", TextStyle(.bold, foreground: .red))], [("漢", on(.brightBlue))]])
        let indexed = screen(
            size, [[("ab", TextStyle(.bold, foreground: .indexed(1)))], [("漢", on(.indexed(12)))]])
        #expect(expectSameScreen(indexed, as: named))
        #expect(expectSameScreen(named, as: named))
    }

    /// Each row: two screens' runs that differ, and a line the failure must show.
    nonisolated static let different:
        [(actual: [(String, TextStyle)], expected: [(String, TextStyle)], shows: String)] = [
            ([("ab", .plain)], [("ab", TextStyle(.reverse))], "3 - a = reverse"),
            (
                [("ab", TextStyle(foreground: .indexed(16)))],
                [("ab", TextStyle(foreground: .black))], "3 + a = fg:16"
            ),
            ([("ab", .plain)], [("ac", .plain)], "1 + ab    "),
        ]

    @Test("screens that differ in a cell's text or style record an issue", arguments: different)
    func differ(actual: [(String, TextStyle)], expected: [(String, TextStyle)], shows: String) {
        let size = Size(width: 6, height: 1)
        withKnownIssue {
            #expect(!expectSameScreen(screen(size, [actual]), as: screen(size, [expected])))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(shows) }
        }
    }
}

/// A style on `background`.
private func on(_ background: TerminalColor) -> TextStyle {
    TextStyle(background: background)
}
