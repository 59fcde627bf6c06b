/// A cursor over one piece of a constraint string, shared by the three languages. It works on
/// UTF-8 bytes: the grammar is ASCII, and the first non-ASCII byte is always an error, so byte
/// offsets before it are also character offsets.
package struct FormatScanner {
    let input: String
    let bytes: [UInt8]
    var position: Int
    /// The end of the piece being parsed (exclusive).
    let end: Int

    init(input: String, bytes: [UInt8], range: Range<Int>) {
        self.input = input
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
    }

    /// A cursor over all of `text`.
    package init(whole text: String) {
        let bytes = Array(text.utf8)
        self.init(input: text, bytes: bytes, range: 0..<bytes.count)
    }

    var current: UInt8? { position < end ? bytes[position] : nil }

    func byte(at offset: Int) -> UInt8? { offset < end ? bytes[offset] : nil }

    package var isAtEnd: Bool { position >= end }

    /// Consumes `byte` if it is next.
    package mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        position += 1
        return true
    }

    mutating func skipSpaces() {
        while let byte = current, byte == .space || byte == .tab { position += 1 }
    }

    /// An identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    package mutating func name() -> (text: String, start: Int)? {
        guard let first = current, first.isNameStart else { return nil }
        let start = position
        position += 1
        while let byte = current, byte.isNameStart || byte.isDigit { position += 1 }
        return (String(decoding: bytes[start..<position], as: UTF8.self), start)
    }

    /// An unsigned decimal (`12`, `0.5`), or nil when no digit is next. Throws for a number too
    /// large to be finite.
    package mutating func number() throws(FormatError) -> (value: Double, start: Int)? {
        guard let first = current, first.isDigit else { return nil }
        let start = position
        while let byte = current, byte.isDigit { position += 1 }
        if current == .dot, let next = byte(at: position + 1), next.isDigit {
            position += 1
            while let byte = current, byte.isDigit { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number is too large; constants must be finite", at: start)
        }
        return (value, start)
    }

    /// `==`, `<=` or `>=` at the cursor; nil when none starts here. A lone `=`, `<` or `>` is
    /// an error: every language spells relations with two characters except formulas.
    mutating func relation() throws(FormatError) -> LayoutRelation? {
        let relation: LayoutRelation
        switch current {
        case .equals: relation = .equal
        case .less: relation = .lessThanOrEqual
        case .greater: relation = .greaterThanOrEqual
        default: return nil
        }
        guard byte(at: position + 1) == .equals else {
            throw error(
                "'\(Character(Unicode.Scalar(current!)))' is not a relation; write '==', '<=' or"
                    + " '>='", at: position)
        }
        position += 2
        return relation
    }

    /// `|`, `|>` or `<|` at the cursor, or nil when none starts here.
    mutating func edge() throws(FormatError) -> EdgeToken? {
        let offset = position
        if take(.bar) {
            return EdgeToken(isSafeArea: take(.greater), offset: offset)
        }
        guard take(.less) else { return nil }
        guard take(.bar) else {
            throw unexpected("expected '|' after '<' (the safe-area edge is '<|')")
        }
        return EdgeToken(isSafeArea: true, offset: offset)
    }

    func error(_ message: String, at offset: Int) -> FormatError {
        FormatError(problem: message, input: input, offset: offset)
    }

    /// The error for a name that is not in the dictionaries, with the Swift API's advice.
    func unknown(_ kind: FormatError.Kind, _ problem: String, advice: String, at offset: Int)
        -> FormatError
    {
        FormatError(kind, problem: problem, advice: advice, input: input, offset: offset)
    }

    /// The error for finding something other than `expectation` at the cursor, naming what was
    /// found: the end of the format, whitespace, a control character, a non-ASCII character.
    func unexpected(_ expectation: String) -> FormatError {
        error(expectation + ", but found " + foundDescription, at: position)
    }

    private var foundDescription: String {
        guard let byte = current else { return "the end of the input" }
        switch byte {
        case .space, .tab: return "whitespace, which a visual format does not allow"
        case 0x00..<0x20, 0x7F: return "control character U+00\(byte.hexDigits)"
        case 0x80...:
            let scalar = String(decoding: bytes[position..<min(position + 4, end)], as: UTF8.self)
                .unicodeScalars.first!
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
            return "the non-ASCII character '\(printable(String(scalar)))' (\(code)); formats are"
                + " plain ASCII, so retype it (a typographic dash or quote, perhaps)"
        default: return "'\(Character(Unicode.Scalar(byte)))'"
        }
    }
}

extension UInt8 {
    /// The byte as two uppercase hex digits: `0A`, `FF`.
    var hexDigits: String {
        let digits = String(self, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// `|` (the superview) or `|>` / `<|` (its safe-area guide), where it stands in the input.
struct EdgeToken {
    var isSafeArea: Bool
    var offset: Int
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let dot = UInt8(ascii: ".")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let bar = UInt8(ascii: "|")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let equals = UInt8(ascii: "=")
    static let dash = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let star = UInt8(ascii: "*")
    static let slash = UInt8(ascii: "/")
    static let at = UInt8(ascii: "@")
    static let comma = UInt8(ascii: ",")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isNameStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == UInt8(ascii: "_")
    }
}
