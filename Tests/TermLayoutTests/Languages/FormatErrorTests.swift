import TermLayout
import Testing

@Suite("Errors of the constraint languages")
@MainActor
struct FormatErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var options: VisualFormatOptions = []
        var metrics: [String: Double] = [:]
        var offset: Int
        var message: String
        var testDescription: String { input.debugDescription }
    }

    /// One case per class of error the specification lists, and the ones equations add.
    nonisolated static let cases: [Case] = [
        Case(
            input: "V|[a]", offset: 1,
            message: "expected ':' after 'V' (write 'H:' or 'V:'), but found '|'"),
        Case(
            input: "[9]", offset: 1,
            message: "expected a view name (a letter or '_', then letters, digits or '_') after"
                + " '[', but found '9'"),
        Case(
            input: "[a(5)x", offset: 5, message: "expected ']' to close the view 'a', but found 'x'"
        ),
        Case(
            input: "[a(5]", offset: 4,
            message: "expected ',' or ')' after the predicate, but found ']'"),
        Case(
            input: "[sidbar]", offset: 1,
            message: "'sidbar' is not a view name (did you mean 'sidebar'?); add it to the views"
                + " dictionary or fix the spelling"),
        Case(
            input: "[a]-gapp-[b]", metrics: ["gap": 1], offset: 4,
            message: "'gapp' is not a metric (did you mean 'gap'?); add it to the metrics"
                + " dictionary or write a number"),
        Case(
            input: "[a(>5)]", offset: 3, message: "'>' is not a relation; write '==', '<=' or '>='"),
        Case(
            input: "[a(5@0)]", offset: 5,
            message: "priority 0 is out of range; use a number from 1 to 999, or 1000 for required"),
        Case(
            input: "[a(5@)]", offset: 5,
            message:
                "expected a priority (a number from 1 to 999, or 1000) after '@', but found ')'"),
        Case(
            input: "[a]-b-[c]", offset: 4,
            message: "'b' is a view name, but a gap is a number or a metric; put views in"
                + " brackets, '[b]'"),
        Case(
            input: "[a]--[b]", offset: 4,
            message: "'--' is not a connection; write '-' for standard spacing or '-N-' for a gap"
                + " of N"),
        Case(
            input: "[a]-(>=b)-[c]", offset: 7,
            message: "'b' is a view name, but a connection takes a number or a metric; to match a"
                + " view's size, put the predicate in its brackets: '[view(==b)]'"),
        Case(
            input: "V:[a][b]", options: .alignAllTop, offset: 0,
            message: "alignAllTop aligns along the axis this V: format lays out; alignment"
                + " options belong to formats of the other axis"),
        Case(
            input: "H:[a]-[b]", options: .spacingBaselineToBaseline, offset: 0,
            message: "spacingBaselineToBaseline applies to vertical formats; start this one with"
                + " 'V:' or drop the option"),
        Case(
            input: "", offset: 0,
            message: "the format is empty; write a visual format such as 'H:|-[a]-|' or an"
                + " equation such as 'a.width == 10'"),
        Case(
            input: "H:[a];", offset: 6,
            message: "a format between ';' separators is empty; remove the extra ';'"),
        Case(
            input: "[a]–[b]", offset: 3,
            message: "expected '-', '[', an edge or the end of the format after ']', but found the"
                + " non-ASCII character '–' (U+2013); formats are plain ASCII, so retype it (a"
                + " typographic dash or quote, perhaps)"),
        Case(
            input: "|[a]|[b]", offset: 5,
            message: "expected the end of the format after its closing edge (separate formats"
                + " with ';'), but found '['"),
        Case(
            input: "|-", offset: 0,
            message: "this looks like a visual format, but it has no view; a visual format needs"
                + " at least one view in brackets, such as '[a]'"),
        Case(
            input: "[a(w)]", metrics: ["w": .nan], offset: 3,
            message: "metric 'w' is nan; give it a finite value"),
        Case(
            input: "[a(\(String(repeating: "9", count: 400)))]", offset: 3,
            message: "the number is too large; constants must be finite"),
        Case(
            input: "[a]\n[b]", offset: 3,
            message: "expected '-', '[', an edge or the end of the format after ']', but found"
                + " control character U+000A"),
        Case(
            input: "a.width = 5", offset: 8,
            message: "'=' is not a relation; write '==', '<=' or '>='"),
        Case(
            input: "a.width == 5 @1000.5", offset: 14,
            message:
                "priority 1000.5 is out of range; use a number from 1 to 999, or 1000 for required"),
        Case(
            input: "a.width == 5 x", offset: 13,
            message: "expected '*', '/', '+', '-', '@' or the end of the equation, but found 'x'"),
        Case(
            input: "a.width == b.top", offset: 13,
            message: "'width' is a size but 'top' is a location; relate a size to a size and a"
                + " location to a location"),
        Case(
            input: "a.leading == b.left", offset: 15,
            message: "'leading' cannot be related to 'left': use leading/trailing on both sides or"
                + " left/right on both sides"),
        Case(
            input: "a.width == 5 / 0", offset: 15,
            message: "division by zero; divide by a number other than 0"),
        Case(
            input: "a.width == 2 * b.width", offset: 15,
            message: "'b' is a view name, but '*' takes a number or a metric; an equation has one"
                + " view on each side, its multiplier after it: 'a.width == b.width * 2 + 1'"),
        Case(
            input: "a.width == zz", offset: 11,
            message: "'zz' is neither a view nor a metric; add it to the views or metrics"
                + " dictionary"),
        Case(
            input: "a.width", offset: 7,
            message: "expected '==', '<=' or '>=' after the attribute, but found the end of the"
                + " input"),
        Case(
            input: "H:[a]", options: [.directionLeftToRight, .directionRightToLeft], offset: 0,
            message: "choose one direction option, not several (directionLeadingToTrailing,"
                + " directionLeftToRight or directionRightToLeft)"),
        Case(
            input: "when depth < 3: a.width == 1", offset: 5,
            message: "'depth' is not a size; a condition compares the terminal's 'width' or"
                + " 'height'"),
        Case(
            input: "when a.left < 3: a.width == 1", offset: 7,
            message: "'left' is not a size; a condition compares a view's 'width' or 'height'"),
        Case(
            input: "when sidbar.width < 3: a.width == 1", offset: 5,
            message: "'sidbar' is not a view name (did you mean 'sidebar'?); add it to the views"
                + " dictionary or fix the spelling"),
        Case(
            input: "when width 80: a.width == 1", offset: 11,
            message: "expected '<', '<=', '>', '>=' or '==' after the size, but found '8'"),
        Case(
            input: "when width < 8.5: a.width == 1", offset: 13,
            message: "a size is a whole number of cells up to 1000000000, not 8.5"),
        Case(
            input: "when width < 80 H:|[a]|", offset: 16,
            message: "expected ':' after the condition, or 'and' and another comparison, but"
                + " found 'H'"),
        Case(
            input: "when width < 0: a.width == 1", offset: 5,
            message: "the condition holds at no size: 'width < 0' leaves nothing, as sizes are 0"
                + " or more"),
        Case(
            input: "when width > 5 and width < 3: a.width == 1", offset: 19,
            message: "the condition holds at no size: 'width < 3' leaves nothing of what the"
                + " comparisons before it allow"),
        Case(
            input: "when width < 80:", offset: 16,
            message: "expected a format after the condition's ':'"),
    ]

    @Test("each bad input is rejected at its offset with words that name the fix", arguments: cases)
    func rejected(_ testCase: Case) {
        let scene = Scene("a", "b", "c", "sidebar")
        let error = scene.error(
            testCase.input, options: testCase.options, metrics: testCase.metrics)
        #expect(error?.message == testCase.message)
        #expect(error?.offset == testCase.offset)
        #expect(error?.input == testCase.input)
    }

    @Test(
        "an unknown name has a kind a caller can give its own advice for",
        arguments: [
            (
                "[sidbar]", FormatError.Kind.unknownView("sidbar"),
                "'sidbar' is not a view name (did you mean 'sidebar'?)"
            ),
            (
                "[a]-gapp-[b]", .unknownMetric("gapp"),
                "'gapp' is not a metric (did you mean 'gap'?)"
            ),
            ("[a(wide)]", .unknownName("wide"), "'wide' is neither a view nor a metric"),
            ("a.width == wide", .unknownName("wide"), "'wide' is neither a view nor a metric"),
            ("[a(>5)]", .other, "'>' is not a relation; write '==', '<=' or '>='"),
        ])
    func kinds(input: String, kind: FormatError.Kind, problem: String) throws {
        let error = try #require(Scene("a", "b", "c", "sidebar").error(input, metrics: ["gap": 1]))
        #expect(error.kind == kind)
        #expect(error.problem == problem)
        #expect(error.message.hasPrefix(problem))
    }

    @Test("the description is the message, the input and a caret under the offending character")
    func threeLineDescription() {
        let scene = Scene("sidebar", "content")
        let error = scene.error("H:|-[sidbar]-[content]|")
        #expect(
            error?.description == """
                Unable to parse constraint format: 'sidbar' is not a view name (did you mean \
                'sidebar'?); add it to the views dictionary or fix the spelling
                H:|-[sidbar]-[content]|
                     ^
                """)
    }

    @Test("control characters in the input are shown as symbols, never sent to the terminal")
    func controlCharactersAreShownAsSymbols() {
        let error = Scene("a", "b").error("[a]\n[b]\u{1B}[31m\u{202E}")
        #expect(
            error?.description.split(separator: "\n").dropFirst().first == "[a]␊[b]␛[31m\u{FFFD}")
    }

    /// Found by the languages fuzz target: a suggestion quoted a dictionary key with a line break.
    @Test("control characters in a name the message suggests are shown as symbols too")
    func controlCharactersInSuggestionsAreShownAsSymbols() throws {
        var scene = Scene()
        try scene.add(View(identifier: "side"), named: "side\rbar")
        let error = try #require(scene.error("[sidebar]"))
        #expect(error.message.contains("did you mean 'side\rbar'?"))
        #expect(
            error.description.split(omittingEmptySubsequences: false) { $0.isNewline }.count == 3)
        #expect(error.description.contains("(did you mean 'side␍bar'?)"))
    }

    @Test("'|' beside a view without a superview is an error that names the view")
    func edgeWithoutSuperview() {
        let loose = View(identifier: "loose")
        for (format, offset) in [("|[loose]", 0), ("loose.top == <|", 13)] {
            let error = #expect(throws: FormatError.self) {
                try LayoutConstraint.constraints(withVisualFormat: format, views: ["loose": loose])
            }
            #expect(error?.offset == offset)
            #expect(error?.message.hasPrefix("'loose' has no superview") == true)
        }
    }
}
