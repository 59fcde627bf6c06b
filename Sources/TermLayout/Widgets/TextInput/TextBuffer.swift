/// A place in a text view's text: a line, and an offset in graphemes (Swift `Character`s)
/// within it. 0 is before a line's first grapheme, its count after its last.
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 0; lines are separated by line breaks.
    public var line: Int
    /// The grapheme offset in the line.
    public var offset: Int

    /// Offset `offset` of line `line`.
    public init(line: Int, offset: Int) {
        self.line = line
        self.offset = offset
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.offset) < (rhs.line, rhs.offset)
    }

    public var description: String { "\(line):\(offset)" }
}

/// The lines of a multi-line text and its insertion point, with the edits that cross line
/// breaks; within a line, `TextEditing` edits. Kept as lines, so that appending to a long log
/// and editing one line touch only the lines concerned.
struct TextBuffer {
    /// The lines, without their line breaks; there is always one at least.
    private(set) var lines: [String]
    /// Where typing goes, always inside the text.
    private(set) var insertionPoint = TextPosition(line: 0, offset: 0)

    /// `text` split at its line breaks (`\n`, `\r\n`, `\r` and the other Unicode ones), with
    /// the insertion point at its start.
    init(text: String = "") {
        lines = Self.split(text)
    }

    /// The lines joined with `\n`.
    var text: String { lines.joined(separator: "\n") }

    /// Moves the insertion point to `position`, clamped to the text.
    mutating func move(to position: TextPosition) {
        let line = min(max(position.line, 0), lines.count - 1)
        insertionPoint = TextPosition(
            line: line, offset: min(max(position.offset, 0), lines[line].count))
    }

    /// Inserts `text` at the insertion point and moves past it. Line breaks start new lines, a
    /// tab becomes four spaces, other control characters are dropped (as `TextEditing` drops
    /// them). Returns whether the text changed.
    @discardableResult
    mutating func insert(_ text: String) -> Bool {
        let pieces = Self.split(text).map { piece in
            var kept = TextEditing()
            kept.insert(piece.map { $0 == "\t" ? "    " : String($0) }.joined())
            return kept.text
        }
        guard pieces.count > 1 || !pieces[0].isEmpty else { return false }
        if pieces.count == 1 {
            return edit { $0.insert(pieces[0]) }
        }
        let (line, offset) = (insertionPoint.line, insertionPoint.offset)
        let head = String(lines[line].prefix(offset))
        let tail = String(lines[line].dropFirst(offset))
        var inserted = pieces
        inserted[0] = head + inserted[0]
        let last = inserted.count - 1
        insertionPoint = TextPosition(line: line + last, offset: inserted[last].count)
        inserted[last] += tail
        lines.replaceSubrange(line...line, with: inserted)
        return true
    }

    /// Adds `text` at the end (its first line continues the last line), leaving the insertion
    /// point where it is and keeping control characters other than line breaks.
    mutating func append(_ text: String) {
        let added = Self.split(text)
        lines[lines.count - 1] += added[0]
        lines += added.dropFirst()
    }

    /// Drops the first `count` lines; the insertion point stays on its line, or goes to the
    /// start if its line went.
    mutating func removeFirstLines(_ count: Int) {
        let count = min(max(count, 0), lines.count - 1)
        guard count > 0 else { return }
        lines.removeFirst(count)
        insertionPoint =
            insertionPoint.line >= count
            ? TextPosition(line: insertionPoint.line - count, offset: insertionPoint.offset)
            : TextPosition(line: 0, offset: 0)
    }

    /// Moves one grapheme back or forward; a line break counts as one.
    mutating func moveByCharacter(forward: Bool) {
        if forward, atLineEnd, insertionPoint.line + 1 < lines.count {
            insertionPoint = TextPosition(line: insertionPoint.line + 1, offset: 0)
        } else if !forward, insertionPoint.offset == 0, insertionPoint.line > 0 {
            moveToPreviousLineEnd()
        } else {
            edit { $0.move(by: forward ? 1 : -1) }
        }
    }

    /// Moves to the start of the word before the insertion point or past the end of the word
    /// after it, as `TextEditing` does; a line break separates words as a space does.
    mutating func moveByWord(forward: Bool) {
        if forward, atLineEnd, insertionPoint.line + 1 < lines.count {
            insertionPoint = TextPosition(line: insertionPoint.line + 1, offset: 0)
        } else if !forward, insertionPoint.offset == 0, insertionPoint.line > 0 {
            moveToPreviousLineEnd()
        }
        edit { $0.moveByWord(forward: forward) }
    }

    /// Moves to the start (`toEnd` false) or the end of the line.
    mutating func moveToLineEnd(_ toEnd: Bool) {
        edit { $0.moveToEnd(toEnd) }
    }

    /// Deletes the grapheme before (`backward`) or after the insertion point; at either end of
    /// a line, the line break there, joining two lines. Returns whether the text changed.
    @discardableResult
    mutating func deleteCharacter(backward: Bool) -> Bool {
        if joinLine(backward: backward) { return true }
        return edit { $0.deleteCharacter(backward: backward) }
    }

    /// Deletes back to the start of the previous word (Ctrl-W), through a line break.
    @discardableResult
    mutating func deleteWordBackward() -> Bool {
        let joined = joinLine(backward: true)
        return edit { $0.deleteWordBackward() } || joined
    }

    /// Deletes to the end of the line (Ctrl-K) or to its start (Ctrl-U); where there is nothing
    /// to delete that way, the line break there. Returns whether the text changed.
    @discardableResult
    mutating func deleteToLineEnd(_ toEnd: Bool) -> Bool {
        if joinLine(backward: !toEnd) { return true }
        return edit { $0.deleteToEnd(toEnd) }
    }

    private var atLineEnd: Bool { insertionPoint.offset == lines[insertionPoint.line].count }

    private mutating func moveToPreviousLineEnd() {
        let line = insertionPoint.line - 1
        insertionPoint = TextPosition(line: line, offset: lines[line].count)
    }

    /// Deletes the line break before the insertion point (`backward`), when it is at the start
    /// of a line after the first, or after it, when it is at the end of a line before the
    /// last; returns whether it did.
    private mutating func joinLine(backward: Bool) -> Bool {
        let line = insertionPoint.line
        if backward, insertionPoint.offset == 0, line > 0 {
            moveToPreviousLineEnd()
        } else if backward || !atLineEnd || line + 1 == lines.count {
            return false
        }
        let joined = insertionPoint.line
        lines[joined] += lines.remove(at: joined + 1)
        return true
    }

    /// Runs a one-line edit on the insertion point's line; returns what it returned.
    @discardableResult
    private mutating func edit<Result>(_ body: (inout TextEditing) -> Result) -> Result {
        var editing = TextEditing(text: lines[insertionPoint.line])
        editing.move(by: insertionPoint.offset - editing.insertionPoint)
        let result = body(&editing)
        lines[insertionPoint.line] = editing.text
        insertionPoint.offset = editing.insertionPoint
        return result
    }

    /// `text` cut at its line breaks; one empty line for no text.
    private static func split(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }
}
