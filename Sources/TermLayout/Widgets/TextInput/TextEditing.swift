/// The text of a one-line field and its insertion point, with the edits a terminal text field
/// offers: by grapheme (a Swift `Character`), by word, to either end, and the Emacs keys a
/// shell's line editor has. A value: the field holds one, and tests check it as a table.
public struct TextEditing: Hashable, Sendable {
    /// The text, as graphemes.
    public private(set) var characters: [Character]
    /// Where typing goes: 0 before the first grapheme, `characters.count` after the last.
    public private(set) var insertionPoint: Int
    /// The most graphemes the text may hold; nil for no limit. Input past it is dropped.
    public var maximumLength: Int? {
        didSet { clampToMaximum() }
    }

    /// `text`, with the insertion point at its end.
    public init(text: String = "", maximumLength: Int? = nil) {
        characters = Array(text)
        insertionPoint = characters.count
        self.maximumLength = maximumLength
        clampToMaximum()
    }

    /// The text as a string.
    public var text: String { String(characters) }

    /// Replaces the text; the insertion point goes to its end.
    public mutating func setText(_ text: String) {
        characters = Array(text)
        insertionPoint = characters.count
        clampToMaximum()
    }

    /// Inserts `text` at the insertion point, without its control characters (a line break, a
    /// tab, an escape sequence's ESC), cut to the maximum length; returns whether it changed.
    @discardableResult
    public mutating func insert(_ text: String) -> Bool {
        var inserted = text.filter { !$0.unicodeScalars.contains(where: isControl) }
        if let maximumLength {
            inserted = String(inserted.prefix(max(0, maximumLength - characters.count)))
        }
        guard !inserted.isEmpty else { return false }
        characters.insert(contentsOf: inserted, at: insertionPoint)
        insertionPoint += inserted.count
        return true
    }

    /// Moves the insertion point by `offset` graphemes, within the text.
    public mutating func move(by offset: Int) {
        insertionPoint = min(max(insertionPoint + offset, 0), characters.count)
    }

    /// Moves the insertion point to the start (`toEnd` false) or the end of the text.
    public mutating func moveToEnd(_ toEnd: Bool) {
        insertionPoint = toEnd ? characters.count : 0
    }

    /// Moves to the start of the word before the insertion point, or past the end of the word
    /// after it; a word is a run of letters and digits, as in a shell.
    public mutating func moveByWord(forward: Bool) {
        insertionPoint = wordBoundary(forward: forward)
    }

    /// Deletes the grapheme before the insertion point (`backward`) or after it; returns
    /// whether it changed the text.
    @discardableResult
    public mutating func deleteCharacter(backward: Bool) -> Bool {
        delete(to: backward ? insertionPoint - 1 : insertionPoint + 1)
    }

    /// Deletes back to the start of the previous word (Ctrl-W).
    @discardableResult
    public mutating func deleteWordBackward() -> Bool {
        delete(to: wordBoundary(forward: false))
    }

    /// Deletes from the insertion point to the end (Ctrl-K) or to the start (Ctrl-U).
    @discardableResult
    public mutating func deleteToEnd(_ toEnd: Bool) -> Bool {
        delete(to: toEnd ? characters.count : 0)
    }

    /// Deletes between the insertion point and `boundary` (clamped to the text), leaving the
    /// insertion point at the start of what went.
    private mutating func delete(to boundary: Int) -> Bool {
        let other = min(max(boundary, 0), characters.count)
        let range = min(other, insertionPoint)..<max(other, insertionPoint)
        guard !range.isEmpty else { return false }
        characters.removeSubrange(range)
        insertionPoint = range.lowerBound
        return true
    }

    private func wordBoundary(forward: Bool) -> Int {
        let isWord = { (character: Character) in character.isLetter || character.isNumber }
        var index = insertionPoint
        if forward {
            while index < characters.count, !isWord(characters[index]) { index += 1 }
            while index < characters.count, isWord(characters[index]) { index += 1 }
        } else {
            while index > 0, !isWord(characters[index - 1]) { index -= 1 }
            while index > 0, isWord(characters[index - 1]) { index -= 1 }
        }
        return index
    }

    private mutating func clampToMaximum() {
        if let maximumLength, characters.count > maximumLength {
            characters.removeLast(characters.count - max(0, maximumLength))
        }
        insertionPoint = min(insertionPoint, characters.count)
    }
}

/// C0 and C1 controls, and DEL: what a paste or a typed key must not put in a one-line field.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
