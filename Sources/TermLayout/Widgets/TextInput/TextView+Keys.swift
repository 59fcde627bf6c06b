/// The keys of an editable text view (see `TextView.handleKey(_:)`).
extension TextView {
    /// Edits or moves as `key` says, then keeps the cursor in sight; returns false for a key
    /// it does not take.
    func handleEditingKey(_ key: Key) -> Bool {
        let before = buffer.insertionPoint
        let lineCount = buffer.lines.count
        var changed = false
        var keepsGoal = false
        switch key {
        case .character(let character): changed = buffer.insert(String(character))
        case .paste(let text): changed = buffer.insert(text)
        case .enter: changed = buffer.insert("\n")
        case .backspace: changed = buffer.deleteCharacter(backward: true)
        case .delete: changed = buffer.deleteCharacter(backward: false)
        case .control("k"): changed = buffer.deleteToLineEnd(true)
        case .control("u"): changed = buffer.deleteToLineEnd(false)
        case .control("w"): changed = buffer.deleteWordBackward()
        case .left, .right: buffer.moveByCharacter(forward: key == .right)
        case .modified(.left, .control), .alt("b"): buffer.moveByWord(forward: false)
        case .modified(.right, .control), .alt("f"): buffer.moveByWord(forward: true)
        case .control("a"), .control("e"): buffer.moveToLineEnd(key == .control("e"))
        case .home, .end: moveToRowEnd(key == .end)
        case .up, .down:
            moveByRows(key == .down ? 1 : -1)
            keepsGoal = true
        case .pageUp, .pageDown:
            moveByPage(down: key == .pageDown)
            keepsGoal = true
        default: return false
        }
        if !keepsGoal { goalCell = nil }
        if changed {
            // Lines before the first of the two insertion points, and as many lines after the
            // last as are left in both, are as they were.
            let after = buffer.insertionPoint
            let kept = min(lineCount - before.line, buffer.lines.count - after.line) - 1
            textDidChange(replacing: min(before.line, after.line)..<(lineCount - kept))
        }
        keepCursorInSight()
        if changed { onChange(text) }
        return true
    }

    /// Moves `count` wrapped rows down (up, when negative), to the cell Up and Down aim for;
    /// past the first row to the start of the text, past the last to its end.
    private func moveByRows(_ count: Int) {
        let caret = caretLocation
        let goal = goalCell ?? caret.x
        goalCell = goal
        let target = caret.y + count
        if target < 0 {
            buffer.move(to: TextPosition(line: 0, offset: 0))
        } else if target >= rows.rowCount {
            buffer.move(to: TextPosition(line: buffer.lines.count - 1, offset: .max))
        } else {
            let (line, row) = rows.location(ofRow: target)
            let offset = wrapping(ofLine: line).offset(inRow: row, atCell: goal)
            buffer.move(to: TextPosition(line: line, offset: offset))
        }
    }

    /// Scrolls a page (the rows in sight less one) and moves the insertion point as far.
    private func moveByPage(down: Bool) {
        let page = max(1, viewportSize.height - 1) * (down ? 1 : -1)
        scroll(to: Point(x: contentOffset.x, y: contentOffset.y + page))
        moveByRows(page)
    }

    /// Moves to the start of the wrapped row, or to its end: on a row that wraps, before its
    /// last grapheme (usually the space it wraps at).
    private func moveToRowEnd(_ toEnd: Bool) {
        let point = buffer.insertionPoint
        let wrapping = wrapping(ofLine: point.line)
        let row = wrapping.row(of: point.offset)
        let offset =
            toEnd ? wrapping.offset(inRow: row, atCell: .max) : wrapping.rowStarts[row]
        buffer.move(to: TextPosition(line: point.line, offset: offset))
    }
}
