import TermLayout
import TermLayoutFiles
import Testing

/// Control and escape characters wherever a file has text: names can hold none (they are
/// ASCII identifiers), so each is an error at its column, and the error's lines show the
/// characters as symbols (`expectOutcome` checks that no control character is left raw).
@Suite("Control characters in layout files")
@MainActor
struct ControlCharacterTests {
    nonisolated static let nameRule =
        " is not a valid view name; a name starts with a letter or '_' and goes on with"
        + " letters, digits or '_'"

    nonisolated static let cases: [BadInput] = [
        BadInput(
            "an escape sequence in a view name", "view a\u{1B}[2J",
            .error(line: 1, column: 6, message: "'a\u{1B}[2J'" + nameRule)),
        BadInput(
            "a window-title sequence as a view name", "view \u{1B}]0;title\u{7}",
            .error(line: 1, column: 6, message: "'\u{1B}]0;title\u{7}'" + nameRule)),
        BadInput(
            "a C1 control sequence in a view name", "view a\u{9B}31m",
            .error(line: 1, column: 6, message: "'a\u{9B}31m'" + nameRule)),
        BadInput(
            "DEL in a view name", "view a\u{7F}",
            .error(line: 1, column: 6, message: "'a\u{7F}'" + nameRule)),
        BadInput(
            "a right-to-left override in a view name", "view a\u{202E}b",
            .error(line: 1, column: 6, message: "'a\u{202E}b'" + nameRule)),
        BadInput(
            "a carriage return inside a line", "view a\rview b",
            .error(line: 1, column: 6, message: "'a\rview'" + nameRule)),
        BadInput(
            "a vertical tab between words", "view\u{0B}a",
            .error(
                line: 1, column: 1,
                message: "'view' is not a view name; declare it on a 'view' line above this one,"
                    + " or fix the spelling")),
        BadInput("a tab between words", "view\ta\tintrinsic=1x1", .layout(views: 1)),
        BadInput(
            "an escape in a parent's name", "view a\nview b in a\u{1B}",
            .error(
                line: 2, column: 11,
                message: "'a\u{1B}' is not a declared view; declare a parent on a line above the"
                    + " views in it")),
        BadInput(
            "an escape in a metric name", "metrics \u{1B}=1",
            .error(
                line: 1, column: 9,
                message: "'\u{1B}' is not a valid metric name; a name starts with a letter or '_'"
                    + " and goes on with letters, digits or '_'")),
        BadInput(
            "an escape in a metric's value", "metrics m=1\u{1B}",
            .error(
                line: 1, column: 11,
                message: "expected a number such as '2', '-1' or '0.5' after 'm=', but found"
                    + " '1\u{1B}'")),
        BadInput(
            "an escape in the direction", "direction \u{1B}[31m",
            .error(
                line: 1, column: 11,
                message: "'\u{1B}[31m' is not a direction; write leftToRight or rightToLeft")),
        BadInput(
            "an escape as a side of the unsafe border", "unsafe \u{1B}=1",
            .error(
                line: 1, column: 8,
                message: "'\u{1B}' is not a side of the unsafe border; the sides are top, left,"
                    + " bottom and right")),
        BadInput(
            "an escape in a visual format", "view a\nH:|[a\u{1B}]|",
            .error(
                line: 2, column: 6,
                message: "expected ']' to close the view 'a', but found control character U+001B")),
        BadInput(
            "a bell in an equation", "view a\na.width\u{7} == 1",
            .error(
                line: 2, column: 8,
                message: "expected '==', '<=' or '>=' after the attribute, but found control"
                    + " character U+0007")),
        BadInput(
            "an escape in a formula", "view a\nformula a -: width = 3\u{1B}",
            .error(
                line: 2, column: 23,
                message: "expected '+', '-', '@' or the end of the formula, but found control"
                    + " character U+001B")),
        BadInput(
            "an escape in the options", "view a\nview b\nH:[a][b] options=alignAllTop\u{1B}",
            .error(
                line: 3, column: 18,
                message: "'alignAllTop\u{1B}' is not a format option (did you mean"
                    + " 'alignAllTop'?); the options are"
                    + " alignAllLeft, alignAllRight, alignAllTop, alignAllBottom,"
                    + " alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY,"
                    + " alignAllFirstBaseline, alignAllLastBaseline, directionLeadingToTrailing,"
                    + " directionLeftToRight, directionRightToLeft, spacingBaselineToBaseline")),
    ]

    @Test("each is an error at its column, shown without raw control characters", arguments: cases)
    func rejected(_ input: BadInput) throws { try expectOutcome(input) }
}
