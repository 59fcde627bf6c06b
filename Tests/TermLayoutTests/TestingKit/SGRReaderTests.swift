import TermLayout
import Testing

@testable import TermLayoutTesting

/// A style with `attributes` in `foreground`, for short table rows.
private func fg(_ foreground: TerminalColor, _ attributes: TextAttributes = []) -> TextStyle {
    TextStyle(attributes, foreground: foreground)
}

/// A style with `attributes` on `background`.
private func on(_ background: TerminalColor, _ attributes: TextAttributes = []) -> TextStyle {
    TextStyle(attributes, background: background)
}

@Suite("Reading SGR escape sequences")
struct SGRReaderTests {
    /// Each row: a sequence's parameters, the style before it, the style after it.
    static let sequences: [(String, TextStyle, TextStyle)] = [
        ("1", .plain, TextStyle(.bold)),
        ("2", .plain, TextStyle(.dim)),
        ("4", .plain, TextStyle(.underline)),
        ("4:3", .plain, TextStyle(.underline)),
        ("4:0", TextStyle([.underline, .bold]), TextStyle(.bold)),
        ("7", .plain, TextStyle(.reverse)),
        ("1;2;4;7", .plain, TextStyle([.bold, .dim, .underline, .reverse])),
        ("0", TextStyle([.bold, .reverse], foreground: .red, background: .blue), .plain),
        ("", TextStyle(.bold, foreground: .red), .plain),
        ("22", TextStyle([.bold, .dim, .underline]), TextStyle(.underline)),
        ("24", TextStyle([.underline, .bold]), TextStyle(.bold)),
        ("27", TextStyle([.reverse, .dim]), TextStyle(.dim)),
        ("30", .plain, fg(.black)),
        ("31", TextStyle(.bold), fg(.red, .bold)),
        ("37", fg(.red), fg(.white)),
        ("39", fg(.red, .bold), TextStyle(.bold)),
        ("40", .plain, on(.black)),
        ("46", .plain, on(.cyan)),
        ("49", on(.cyan, .reverse), TextStyle(.reverse)),
        ("90", .plain, fg(.brightBlack)),
        ("97", .plain, fg(.brightWhite)),
        ("100", .plain, on(.brightBlack)),
        ("107", .plain, on(.brightWhite)),
        ("38;5;9", .plain, fg(.indexed(9))),
        ("38:5:17", .plain, fg(.indexed(17))),
        ("48;5;255", .plain, on(.indexed(255))),
        ("38;2;255;0;0", .plain, fg(.rgb(red: 255, green: 0, blue: 0))),
        ("48:2::0:0:255", .plain, on(.rgb(red: 0, green: 0, blue: 255))),
        ("48:2:0:0:255", .plain, on(.rgb(red: 0, green: 0, blue: 255))),
        ("1;31;44", .plain, TextStyle(.bold, foreground: .red, background: .blue)),
        // tmux's way of turning one attribute off: all off, then the others on again.
        (
            "0;7;4:3", TextStyle([.reverse, .underline, .bold], foreground: .green),
            TextStyle([.reverse, .underline])
        ),
        ("3", .plain, TextStyle(.italic)),
        ("23", TextStyle([.italic, .bold]), TextStyle(.bold)),
        // Blink, hidden, strike-through, overline: not in TextStyle, so skipped.
        ("5;8;9;53", TextStyle(.bold), TextStyle(.bold)),
        // A colour out of range is skipped with its own fields, and what follows still counts.
        ("38;5;300;1", fg(.red), fg(.red, .bold)),
        ("38;2;1;2;999;4", .plain, TextStyle(.underline)),
        ("38;9;1", .plain, TextStyle(.bold)),
        ("38", fg(.red), fg(.red)),
    ]

    @Test("each SGR code changes the style as a terminal does", arguments: sequences)
    func applies(parameters: String, before: TextStyle, after: TextStyle) {
        var reader = SGRReader(style: before)
        reader.apply(parameters)
        #expect(reader.style == after)
    }

    /// Each row: lines as capture-pane -e prints them, and the runs read from each line.
    static let lines: [([String], [[StyledRun]])] = [
        (["plain"], [[StyledRun(text: "plain", style: .plain)]]),
        (
            ["\u{1B}[31mred\u{1B}[0m \u{1B}[7mrev"],
            [
                [
                    StyledRun(text: "red", style: fg(.red)),
                    StyledRun(text: " ", style: .plain),
                    StyledRun(text: "rev", style: TextStyle(.reverse)),
                ]
            ]
        ),
        // capture-pane writes only changes, so a style carries into the next line.
        (
            ["\u{1B}[1mbold", "still", "\u{1B}[0m\u{1B}[39m\u{1B}[49mplain"],
            [
                [StyledRun(text: "bold", style: TextStyle(.bold))],
                [StyledRun(text: "still", style: TextStyle(.bold))],
                [StyledRun(text: "plain", style: .plain)],
            ]
        ),
        (
            ["漢\u{1B}[4m字 e\u{301}"],
            [
                [
                    StyledRun(text: "漢", style: .plain),
                    StyledRun(text: "字 e\u{301}", style: TextStyle(.underline)),
                ]
            ]
        ),
        (["", "\u{1B}[44m", "x"], [[], [], [StyledRun(text: "x", style: on(.blue))]]),
        // Other sequences are skipped without splitting the text: a CSI that is not SGR, one
        // with a private marker, a hyperlink (an OSC ended by ST, then by BEL), a charset.
        (
            ["a\u{1B}[2Kb\u{1B}[>4;2mc\u{1B}]8;;http://x\u{1B}\\d\u{1B}]8;;\u{07}e\u{1B}(Bf"],
            [[StyledRun(text: "abcdef", style: .plain)]]
        ),
        (["cut\u{1B}[3"], [[StyledRun(text: "cut", style: .plain)]]),
    ]

    @Test("lines split into runs at each SGR sequence", arguments: lines)
    func runs(lines: [String], runs: [[StyledRun]]) {
        var reader = SGRReader()
        #expect(lines.map { reader.runs(in: $0[...]) } == runs)
    }
}
