import TermLayout
import Testing

/// An edit of a field's text, by name, for the table.
enum Edit: Sendable, CustomTestStringConvertible {
    case insert(String)
    case move(Int)
    case toEnd(Bool)
    case word(forward: Bool)
    case delete(backward: Bool)
    case deleteWord
    case deleteToEnd(Bool)

    var testDescription: String { "\(self)" }

    func apply(to editing: inout TextEditing) {
        switch self {
        case .insert(let text): editing.insert(text)
        case .move(let offset): editing.move(by: offset)
        case .toEnd(let end): editing.moveToEnd(end)
        case .word(let forward): editing.moveByWord(forward: forward)
        case .delete(let backward): editing.deleteCharacter(backward: backward)
        case .deleteWord: editing.deleteWordBackward()
        case .deleteToEnd(let end): editing.deleteToEnd(end)
        }
    }
}

@Suite("Editing a line of text by grapheme, by word and to either end")
struct TextEditingTests {
    /// Starting from `hello world` with the insertion point at the end, unless the edits move
    /// it; `|` marks the insertion point in the expected text.
    @Test(
        "each edit leaves the text and the insertion point as a shell's line editor does",
        arguments: [
            ([Edit.move(-5), .insert("big ")], "hello big |world"),
            ([.toEnd(false), .delete(backward: false)], "|ello world"),
            ([.delete(backward: true), .delete(backward: true)], "hello wor|"),
            ([.word(forward: false)], "hello |world"),
            ([.word(forward: false), .word(forward: false), .word(forward: true)], "hello| world"),
            ([.deleteWord], "hello |"),
            ([.move(-6), .deleteToEnd(true)], "hello|"),
            ([.move(-6), .deleteToEnd(false)], "| world"),
            ([.move(-100), .move(-1), .delete(backward: true)], "|hello world"),
            ([.insert("\u{1B}[31mred\n")], "hello world[31mred|"),
            ([.toEnd(false), .insert("é"), .insert("漢")], "é漢|hello world"),
        ] as [([Edit], String)])
    func edits(_ edits: [Edit], expected: String) {
        var editing = TextEditing(text: "hello world")
        for edit in edits { edit.apply(to: &editing) }
        var shown = editing.characters
        shown.insert("|", at: editing.insertionPoint)
        #expect(String(shown) == expected)
    }

    @Test("Left and Right step over a whole grapheme: an accented letter, a flag, a family")
    func graphemes() {
        var editing = TextEditing(text: "e\u{301}🇫🇷👨‍👩‍👧")
        #expect(editing.characters.count == 3)
        editing.move(by: -1)
        editing.deleteCharacter(backward: true)
        #expect(editing.text == "e\u{301}👨‍👩‍👧")
    }

    @Test("the maximum length cuts what is typed or pasted, and a text set later")
    func maximumLength() {
        var editing = TextEditing(text: "abc", maximumLength: 5)
        editing.insert("defgh")
        #expect(editing.text == "abcde")
        editing.maximumLength = 2
        #expect(editing.text == "ab" && editing.insertionPoint == 2)
    }
}
