import TermLayout

/// xterm's encoding of keys with modifiers, which most terminals and tmux follow:
/// `ESC [ 1 ; m X` for the arrows, Home, End and F1 to F4, and `ESC [ n ; m ~` for the others,
/// where m is 1 plus Shift 1, Alt 2 and Ctrl 4 (Meta, 8, is dropped). Both the key codes
/// ncurses gives where the terminal description names such sequences and the sequences that
/// arrive character by character where it does not are decoded with it.
enum ModifiedKeys {
    /// The keys of `ESC [ 1 ; m X`, by their final character.
    private static let byFinal: [Character: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
        "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
    ]
    /// The keys of `ESC [ n ; m ~`, by n.
    private static let byNumber: [Int: Key] = [
        2: .insert, 3: .delete, 5: .pageUp, 6: .pageDown, 15: .function(5), 17: .function(6),
        18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// The key a control sequence's parameters and final character stand for, with its
    /// modifiers if it has any; nil when they are not a key's.
    static func key(parameters: String, final: Character) -> Key? {
        let fields =
            parameters.isEmpty
            ? [] : parameters.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Int($0) }
        guard numbers.count == fields.count, numbers.count <= 2 else { return nil }
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

    /// Every modified key's sequence, for asking ncurses which of them the terminal
    /// description names.
    static var allSequences: [(sequence: String, key: Key)] {
        (2...8).flatMap { code in
            byFinal.map { ("\u{1B}[1;\(code)\($0.key)", Key.modified($0.value, modifiers(code)!)) }
                + byNumber.map {
                    ("\u{1B}[\($0.key);\(code)~", .modified($0.value, modifiers(code)!))
                }
        }
    }

    /// The modifiers of parameter `code`; nil when it holds none of Shift, Alt and Ctrl.
    private static func modifiers(_ code: Int) -> KeyModifiers? {
        guard (2...16).contains(code) else { return nil }
        let modifiers = KeyModifiers(rawValue: (code - 1) & 7)
        return modifiers.isEmpty ? nil : modifiers
    }
}
