import TermLayout
import TermLayoutFiles
import Testing

@Suite("Errors in layout files")
@MainActor
struct LayoutFileErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { text.debugDescription }
    }

    /// One case per kind of error, the language's errors with their offsets moved into the line.
    nonisolated static let cases: [Case] = [
        // Statements
        Case(
            text: "veiw header", line: 1, column: 1,
            message: "'veiw' is not a directive (did you mean 'view'?); a line is a directive"
                + " (unsafe, spacing, direction, metrics, view, formula, show) or a constraint"),
        Case(
            text: "view a\nformla", line: 2, column: 1,
            message: "'formla' is not a directive (did you mean 'formula'?); a line is a"
                + " directive (unsafe, spacing, direction, metrics, view, formula, show) or a constraint"
        ),
        Case(
            text: "view a\nH:|[a]|    options=", line: 2, column: 20,
            message: "expected an option name such as 'alignAllTop'"),
        // Views
        Case(
            text: "view 9lives", line: 1, column: 6,
            message: "'9lives' is not a valid view name; a name starts with a letter or '_' and"
                + " goes on with letters, digits or '_'"),
        Case(
            text: "view a\n\nview a", line: 3, column: 6,
            message: "'a' is already declared on line 1; give this view another name"),
        Case(
            text: "view root", line: 1, column: 6,
            message: "'root' is the root view's name; give this view another name"),
        Case(
            text: "view content\nview title in contnet", line: 2, column: 15,
            message: "'contnet' is not a declared view (did you mean 'content'?); declare a"
                + " parent on a line above the views in it"),
        Case(
            text: "view a in a", line: 1, column: 11,
            message: "'a' cannot be its own parent: a view cannot contain itself; name a view"
                + " declared above, or leave out 'in'"),
        Case(
            text: "view a\nview b in a in a", line: 2, column: 13,
            message: "'in' is given twice; a view has one parent"),
        Case(
            text: "view a in", line: 1, column: 10,
            message: "expected the parent's name after 'in', but found the end of the line"),
        Case(
            text: "view", line: 1, column: 5,
            message: "expected a view name after 'view', but found the end of the line"),
        Case(
            text: "view a size=3", line: 1, column: 8,
            message: "'size' is not a view option; write 'in PARENT', 'intrinsic=WxH', 'hug=H,V'"
                + " or 'resist=H,V'"),
        Case(
            text: "view a wide", line: 1, column: 8,
            message: "expected 'in PARENT', 'intrinsic=WxH', 'hug=H,V' or 'resist=H,V', but"
                + " found 'wide'"),
        Case(
            text: "view a intrinsic=12", line: 1, column: 18,
            message: "expected WIDTHxHEIGHT in cells, such as '12x1', after 'intrinsic=', but"
                + " found '12'"),
        Case(
            text: "view a intrinsic=1x1 intrinsic=2x2", line: 1, column: 22,
            message: "'intrinsic=' is given twice"),
        Case(
            text: "view a hug=250", line: 1, column: 12,
            message: "expected two priorities, horizontal then vertical, such as '250,750', after"
                + " 'hug=', but found '250'"),
        Case(
            text: "view a resist=750,0", line: 1, column: 19,
            message: "priority 0 is out of range; use a number from 1 to 999, or 1000 for required"),
        // Settings
        Case(
            text: "unsafe middle=1", line: 1, column: 8,
            message: "'middle' is not a side of the unsafe border; the sides are top, left,"
                + " bottom and right"),
        Case(
            text: "unsafe top=-1", line: 1, column: 12,
            message: "expected a whole number of cells after 'top=', but found '-1'"),
        Case(
            text: "unsafe top=1 top=2", line: 1, column: 14,
            message: "'top' is set twice on this line"),
        Case(
            text: "unsafe", line: 1, column: 7,
            message: "expected a side such as 'top=1' after 'unsafe', but found the end of the"
                + " line"),
        Case(
            text: "unsafe top=1\nunsafe bottom=1", line: 2, column: 1,
            message: "'unsafe' is already set on line 1; keep one 'unsafe' line"),
        Case(
            text: "spacing wide", line: 1, column: 9,
            message: "expected a number of cells such as '1', but found 'wide'"),
        Case(
            text: "spacing 1 2", line: 1, column: 11,
            message: "unexpected '2'; 'spacing' takes one value"),
        Case(
            text: "view a\nH:|-[a]-|\nspacing 2", line: 3, column: 1,
            message: "'spacing' must come before the constraint lines it applies to; move it"
                + " above line 2"),
        Case(
            text: "direction ltr", line: 1, column: 11,
            message: "'ltr' is not a direction; write leftToRight or rightToLeft"),
        Case(
            text: "metrics gap=wide", line: 1, column: 13,
            message: "expected a number such as '2', '-1' or '0.5' after 'gap=', but found"
                + " 'wide'"),
        Case(
            text: "metrics gap", line: 1, column: 9,
            message: "expected a metric such as 'gap=1', but found 'gap'"),
        Case(
            text: "metrics 2x=1", line: 1, column: 9,
            message: "'2x' is not a valid metric name; a name starts with a letter or '_' and"
                + " goes on with letters, digits or '_'"),
        Case(
            text: "metrics gap=1\nmetrics gap=2", line: 2, column: 9,
            message: "metric 'gap' is already defined on line 1; give it one value"),
        // Constraint lines: the languages' errors, at their column in the file.
        Case(
            text: "view sidebar\n  H:|-[sidbar]-|", line: 2, column: 8,
            message: "'sidbar' is not a view name (did you mean 'sidebar'?); declare it on a"
                + " 'view' line above this one, or fix the spelling"),
        Case(
            text: "metrics gap=1\nview a\nH:|-gapp-[a]", line: 3, column: 5,
            message: "'gapp' is not a metric (did you mean 'gap'?); define it on a 'metrics' line"
                + " above this one, or write a number"),
        Case(
            text: "view a\nview b\nH:|[a]--[b]|", line: 3, column: 8,
            message: "'--' is not a connection; write '-' for standard spacing or '-N-' for a"
                + " gap of N"),
        Case(
            text: "view a\na.width == 3; a.widht == 4", line: 2, column: 17,
            message: "'widht' is not an attribute (did you mean 'width'?); use left, right, top,"
                + " bottom, leading, trailing, width, height, centerX, centerY, firstBaseline,"
                + " lastBaseline, baseline, center, size or edges"),
        Case(
            text: "view a\na.width == wide", line: 2, column: 12,
            message: "'wide' is neither a view nor a metric; declare it on a 'view' or 'metrics'"
                + " line above this one"),
        Case(
            text: "view a\nview b\nH:[a][b]   options=alignAllTopp", line: 3, column: 20,
            message: "'alignAllTopp' is not a format option (did you mean 'alignAllTop'?); the"
                + " options are alignAllLeft, alignAllRight, alignAllTop, alignAllBottom,"
                + " alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY,"
                + " alignAllFirstBaseline, alignAllLastBaseline, directionLeadingToTrailing,"
                + " directionLeftToRight, directionRightToLeft, spacingBaselineToBaseline"),
        Case(
            text: "view a\nview b\nH:[a][b] options=alignAllLeft", line: 3, column: 1,
            message: "alignAllLeft aligns along the axis this H: format lays out; alignment"
                + " options belong to formats of the other axis"),
        Case(
            text: "view a\na.width == 3 options=alignAllTop", line: 2, column: 14,
            message: "options apply to visual formats, and this line has none (a visual format"
                + " has '['); remove them"),
        Case(
            text: "view a\nH:|[a]| options=alignAllTop extra", line: 2, column: 29,
            message: "unexpected 'extra' after the options; 'options=' ends the line"),
        Case(
            text: "options=alignAllTop", line: 1, column: 1,
            message: "'options=' applies to the visual format before it on the same line, and"
                + " there is none"),
        // Formulas
        Case(
            text: "view a\nview b\nformula a b: width = 2 * hieght", line: 3, column: 26,
            message: "'hieght' is not an attribute (did you mean 'height'?); a formula relates"
                + " one attribute of each view, such as width or leading"),
        Case(
            text: "view a\nformula a c: width = width", line: 2, column: 11,
            message: "'c' is not a declared view; declare it on a 'view' line above this one, or"
                + " fix the spelling"),
        Case(
            text: "view a\nformula a - width = 3", line: 2, column: 22,
            message: "expected ':' after the formula's two views, as in 'formula a b: width ="
                + " width', but found the end of the line"),
        Case(
            text: "view a\nformula a: width = 3", line: 2, column: 10,
            message: "expected two views before ':', the formula's left-hand view and its"
                + " right-hand one ('-' for none)"),
        // Columns count the characters of the line, whatever precedes the statement.
        Case(
            text: "view a\n\t\tH:|–[a]", line: 2, column: 6,
            message:
                "expected a view such as '[name]', but found the non-ASCII character '–' (U+2013); formats are plain ASCII, so retype it"
                + " (a typographic dash or quote, perhaps)"),
    ]

    @Test("each error names its line, its column and the fix", arguments: cases)
    func rejected(_ testCase: Case) {
        let error = #expect(throws: LayoutFileError.self) {
            try LayoutFile(text: testCase.text, fileName: "screen.layout")
        }
        #expect(error?.message == testCase.message)
        #expect(error?.line == testCase.line)
        #expect(error?.column == testCase.column)
        #expect(error?.file == "screen.layout")
    }

    @Test(
        "what an error quotes from the file shows control characters as symbols, never raw",
        arguments: ["view a\u{1B}[2J", "view b\u{7}\u{9B}31m", "view \u{1B}]0;title\u{7}"])
    func escapesNeverRaw(text: String) {
        let error = #expect(throws: LayoutFileError.self) {
            try LayoutFile(text: text, fileName: "screen\u{1B}[1m.layout")
        }
        let printed = error?.description ?? ""
        #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!printed.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        #expect(printed.contains("screen\u{241B}[1m.layout"), "the ESC of the file name shows as ␛")
    }
}
