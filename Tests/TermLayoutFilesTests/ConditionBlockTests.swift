import TermLayout
import TermLayoutFiles
import Testing

@Suite("'when' blocks in layout files")
@MainActor
struct ConditionBlockTests {
    /// A sidebar beside the content from 60 columns and above it below, a badge shown from 8
    /// rows, and one conditional line of its own.
    static let text = """
        view sidebar
        view content
        view badge

        H:[badge(5)]|; V:|[badge(1)]
        when width >= 60:
            H:|[sidebar(20)][content]|
            V:|[sidebar]|; V:|[content]|   # a comment inside the block
        # a comment at the margin does not end the block
        when width < 60:
          V:|[sidebar(3)][content]|

          H:|[sidebar]|; H:|[content]|
        when height >= 8:
            show badge
            formula badge -: height < 2
        when height < 3: badge.width == 1
        """

    @Test("each line of a block carries the block's condition, and a 'when' line its own")
    func conditions() throws {
        let file = try LayoutFile(text: Self.text, fileName: "when.layout")
        #expect(
            file.constraints.map(\.description) == [
                "badge.width == 5", "root.trailing == badge.trailing", "badge.top == root.top",
                "badge.height == 1",
                "when width >= 60: sidebar.leading == root.leading",
                "when width >= 60: sidebar.width == 20",
                "when width >= 60: content.leading == sidebar.trailing",
                "when width >= 60: root.trailing == content.trailing",
                "when width >= 60: sidebar.top == root.top",
                "when width >= 60: root.bottom == sidebar.bottom",
                "when width >= 60: content.top == root.top",
                "when width >= 60: root.bottom == content.bottom",
                "when width < 60: sidebar.top == root.top",
                "when width < 60: sidebar.height == 3",
                "when width < 60: content.top == sidebar.bottom",
                "when width < 60: root.bottom == content.bottom",
                "when width < 60: sidebar.leading == root.leading",
                "when width < 60: root.trailing == sidebar.trailing",
                "when width < 60: content.leading == root.leading",
                "when width < 60: root.trailing == content.trailing",
                "when height >= 8: badge.height <= 2",
                "when height < 3: badge.width == 1",
            ])
        #expect(file.views["badge"]?.shownWhen == .height(8...))
    }

    @Test(
        "the file's screen switches at its thresholds",
        arguments: [
            (Size(width: 70, height: 8), "0,0 20×8", "20,0 50×8", false),
            (Size(width: 59, height: 8), "0,0 59×3", "0,3 59×5", false),
            (Size(width: 60, height: 7), "0,0 20×7", "20,0 40×7", true),
        ])
    func frames(size: Size, sidebar: String, content: String, badgeHidden: Bool) throws {
        let file = try LayoutFile(text: Self.text, fileName: "when.layout")
        file.root.terminalSize = size
        file.root.layoutIfNeeded()
        #expect(file.views["sidebar"]?.absoluteFrame.description == sidebar)
        #expect(file.views["content"]?.absoluteFrame.description == content)
        #expect(file.views["badge"]?.isHidden == badgeHidden)
    }

    typealias Case = LayoutFileErrorTests.Case

    nonisolated static let cases: [Case] = [
        Case(
            text: "view a\nwhen depth < 3:\n  H:|[a]|", line: 2, column: 6,
            message: "'depth' is not a size; a condition compares the terminal's 'width' or"
                + " 'height'"),
        Case(
            text: "view a\n  when sidbar.width < 3:\n    H:|[a]|", line: 2, column: 8,
            message: "'sidbar' is not a view name; declare it on a 'view' line above this one, or"
                + " fix the spelling"),
        Case(
            text: "view a\nwhen width < 80\n  H:|[a]|", line: 2, column: 16,
            message: "expected ':' after the condition, or 'and' and another comparison, but"
                + " found the end of the input"),
        Case(
            text: "view a\nwhen width > 5 and width < 3:\n  H:|[a]|", line: 2, column: 20,
            message: "the condition holds at no size: 'width < 3' leaves nothing of what the"
                + " comparisons before it allow"),
        Case(
            text: "view a\nwhen width < 80:\nH:|[a]|", line: 2, column: 1,
            message: "the 'when' block holds no lines; indent the lines under it that apply only"
                + " while its condition holds"),
        Case(
            text: "view a\nwhen width < 80:  # nothing yet", line: 2, column: 1,
            message: "the 'when' block holds no lines; indent the lines under it that apply only"
                + " while its condition holds"),
        Case(
            text: "when width < 80:\n  when height < 3:\n    view a", line: 2, column: 3,
            message: "a 'when' block cannot hold another (this one opened on line 1); join the"
                + " conditions with 'and' in one 'when'"),
        Case(
            text: "when width < 80:\n  view a", line: 2, column: 3,
            message: "'view' cannot be in a 'when' block (opened on line 1); only constraint,"
                + " 'formula' and 'show' lines apply under a condition"),
        Case(
            text: "view a\nshow a", line: 2, column: 1,
            message: "'show' belongs in a 'when' block: it shows views only while the block's"
                + " condition holds"),
        Case(
            text: "view a\nwhen width < 80:\n  show", line: 3, column: 7,
            message: "expected the names of declared views after 'show', but found the end of"
                + " the line"),
        Case(
            text: "view a\nwhen width < 80:\n  show b", line: 3, column: 8,
            message: "'b' is not a declared view; declare it on a 'view' line above this one, or"
                + " fix the spelling"),
        Case(
            text: "view a\nwhen width < 80:\n  show a\nwhen width >= 80:\n  show a", line: 5,
            column: 8,
            message: "'a' is already shown under the condition on line 3; a view has one"
                + " condition, so join them with 'and'"),
        Case(
            text: "view a\nwhen width < 80:\n  when width > 90: H:|[a]|", line: 3, column: 3,
            message: "this line's condition and its block's (line 2) hold at no size together"),
    ]

    @Test("each error names its line, its column and the fix", arguments: cases)
    func rejected(_ testCase: Case) {
        let error = #expect(throws: LayoutFileError.self) {
            try LayoutFile(text: testCase.text, fileName: "screen.layout")
        }
        #expect(error?.message == testCase.message)
        #expect(error?.line == testCase.line)
        #expect(error?.column == testCase.column)
    }
}
