import TermLayout

/// xterm's encoding of keys, with modifiers or without, which most terminals and tmux follow:
/// `ESC [ 1 ; m X` for the arrows, Home, End and F1 to F4, and `ESC [ n ; m ~` for the others,
/// where m is 1 plus Shift 1, Alt 2 and Ctrl 4 (Meta, 8, is dropped), and without the `; m`
/// (or the `1`) for the key alone. The VT220 numbers of Home and End (1, 4), rxvt's (7, 8) and
/// its F1 to F4 (11 to 14) are read too; the rest of a terminal's keys come from its
/// terminfo entry (`KeyStrings`).
package enum ModifiedKeys {
    /// The keys of `ESC [ 1 ; m X`, by their final character.
    private static let byFinal: [Character: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
        "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
    ]
    /// The keys of `ESC [ n ; m ~`, by n.
    private static let byNumber: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4),
        15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8),
        20: .function(9), 21: .function(10), 23: .function(11), 24: .function(12),
    ]

    /// The key a control sequence's parameters and final character stand for, with its
    /// modifiers if it has any; nil when they are not a key's.
    static func key(parameters: String, final: Character) -> Key? {
        let fields =
            parameters.isEmpty
            ? [] : parameters.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Int($0) }
        guard numbers.count == fields.count, numbers.count <= 2 else { return nil }
        if final == "Z", numbers.isEmpty { return .backTab }
        let number = numbers.first ?? 1
        let key = final == "~" ? byNumber[number] : number == 1 ? byFinal[final] : nil
        guard let key, numbers.count == 2 else { return key }
        return modifiers(numbers[1]).map { .modified(key, $0) }
    }

    /// The key of a single shift, `ESC O` and `final`, as the keypad's application mode sends
    /// the arrows, Home, End and F1 to F4; nil for any other.
    static func singleShiftKey(_ final: Character) -> Key? {
        byFinal[final]
    }

    /// Every modified key's sequence: what a terminal may send, for tests and fuzzers that
    /// play one.
    package static var allSequences: [(sequence: String, key: Key)] {
        (2...8).flatMap { code in
            byFinal.map { ("\u{1B}[1;\(code)\($0.key)", Key.modified($0.value, modifiers(code)!)) }
                + byNumber.map {
                    ("\u{1B}[\($0.key);\(code)~", .modified($0.value, modifiers(code)!))
                }
        }
    }

    /// Whether `sequence` (Esc and the rest) is a key in these forms: a control sequence or a
    /// single shift that `key(parameters:final:)` or `singleShiftKey(_:)` reads.
    static func decodes(_ sequence: [Unicode.Scalar]) -> Bool {
        guard sequence.count >= 3, sequence[0] == "\u{1B}",
            let final = sequence.last.map(Character.init)
        else { return false }
        switch sequence[1] {
        case "[":
            let parameters = String(String.UnicodeScalarView(sequence.dropFirst(2).dropLast()))
            return key(parameters: parameters, final: final) != nil
        case "O": return sequence.count == 3 && singleShiftKey(final) != nil
        default: return false
        }
    }

    /// The modifiers of parameter `code`; nil when it holds none of Shift, Alt and Ctrl.
    private static func modifiers(_ code: Int) -> KeyModifiers? {
        guard (2...16).contains(code) else { return nil }
        let modifiers = KeyModifiers(rawValue: (code - 1) & 7)
        return modifiers.isEmpty ? nil : modifiers
    }
}
