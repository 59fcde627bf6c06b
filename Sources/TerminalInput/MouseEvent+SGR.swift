import TermLayout

extension MouseEvent {
    /// The action an SGR mouse report (mode 1006) stands for, from its parameters after the
    /// `<` (`button;column;row`, counted from 1) and its final character (`M` for a press or
    /// a drag, `m` for a release); nil for a report that is malformed or means nothing here
    /// (the wheel sideways, motion with no button held).
    init?(sgrParameters parameters: Substring, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1],
            let row = numbers[2], column >= 1, row >= 1, final == "M" || final == "m"
        else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let buttons: [MouseEvent.Button] = [.left, .middle, .right, .none]
        let button = buttons[code & 3]
        let kind: Kind
        switch (code & 64 != 0, code & 32 != 0, final) {
        case (true, _, _):
            guard code & 3 < 2 else { return nil }
            kind = code & 1 == 0 ? .scrollUp : .scrollDown
        case (false, true, _):
            guard button != .none else { return nil }
            kind = .drag
        case (false, false, "m"): kind = .release
        default:
            guard button != .none else { return nil }
            kind = .press
        }
        self.init(
            kind, button: kind == .scrollUp || kind == .scrollDown ? .none : button,
            at: Point(x: column - 1, y: row - 1), modifiers: modifiers)
    }
}
