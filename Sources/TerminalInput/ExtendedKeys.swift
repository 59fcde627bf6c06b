import TermLayout

/// The keys of the kitty keyboard protocol (`ESC [ code ; m u`) and of xterm's
/// modifyOtherKeys (`ESC [ 27 ; m ; code ~`): a key by its Unicode code point, with
/// modifiers that tell apart what the legacy encoding cannot (Ctrl-I from Tab, Shift-Enter
/// from Enter, Ctrl-Shift-A from Ctrl-A). m is 1 plus Shift 1, Alt 2, Ctrl 4, Super 8,
/// Hyper 16, Meta 32, Caps Lock 64 and Num Lock 128; Meta and the locks are dropped.
enum ExtendedKeys {
    /// The key a kitty sequence's parameters stand for: the code point (and its shifted and
    /// base alternates after colons), then the modifiers (and the event type after a colon),
    /// then the text; nil for one that is no key here (a key release, a modifier pressed
    /// alone, the keypad's private code points).
    static func kittyKey(parameters: String) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count) else { return nil }
        let codes = fields[0].split(separator: ":", omittingEmptySubsequences: false)
        guard let code = Int(codes[0]) else { return nil }
        let shifted = codes.count > 1 ? Int(codes[1]) : nil
        var modifiers = 1
        if fields.count > 1 {
            let parts = fields[1].split(separator: ":", omittingEmptySubsequences: false)
            guard let value = parts[0].isEmpty ? 1 : Int(parts[0]) else { return nil }
            modifiers = value
            // 1 is a press, 2 a repeat, 3 a release: only presses and repeats are keys.
            if parts.count > 1, parts[1] == "3" { return nil }
        }
        return key(code: code, shifted: shifted, modifiers: modifiers)
    }

    /// The key of xterm's `ESC [ 27 ; m ; code ~`, from the parameters after the 27.
    static func modifyOtherKeysKey(parameters: [Int]) -> Key? {
        guard parameters.count == 2 else { return nil }
        return key(code: parameters.last!, shifted: nil, modifiers: parameters.first!)
    }

    /// The key of `code` with the modifiers of parameter `modifiers`.
    private static func key(code: Int, shifted: Int?, modifiers parameter: Int) -> Key? {
        guard (1...256).contains(parameter), let base = baseKey(code) else { return nil }
        let modifiers = KeyModifiers(rawValue: (parameter - 1) & 0x1F)
        switch (base, modifiers) {
        case (_, []): return base
        case (.tab, .shift): return .backTab
        case (.character(let character), .shift):
            let text = shifted.flatMap(Unicode.Scalar.init).map(Character.init)
            return .character(text ?? character.alone(character.uppercased()))
        case (.character(let character), .control) where character.isASCII && character.isLetter:
            return .control(character.alone(character.lowercased()))
        case (.character(let character), .alt): return .alt(character)
        case (.character(let character), _):
            return .modified(.character(character.alone(character.lowercased())), modifiers)
        default: return .modified(base, modifiers)
        }
    }

    /// The key a code point stands for alone; nil for the C0 controls without a key and for
    /// the private code points kitty gives keys with no character (the keypad, media keys,
    /// the modifiers themselves).
    private static func baseKey(_ code: Int) -> Key? {
        switch code {
        case 13: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 27: return .escape
        case 0..<32, 0xE000...0xF8FF: return nil
        default:
            return Unicode.Scalar(UInt32(clamping: code)).map { .character(Character($0)) }
        }
    }
}

extension Character {
    /// `changed` (this character upper- or lower-cased) where it is one character: "ß"
    /// upper-cased is "SS", two, and stays "ß".
    fileprivate func alone(_ changed: String) -> Character {
        changed.count == 1 ? Character(changed) : self
    }
}
