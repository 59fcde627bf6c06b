/// UTF-8 put together from the terminal's bytes. A character split
/// between two reads is kept whole; bytes that are no UTF-8 become U+FFFD, one for each
/// maximal part that could have begun a character, as Swift's own decoding counts them,
/// and never take the bytes after them along (ncurses' `wget_wch` lost the next keys).
package struct UTF8Input {
    /// The bytes of a character begun but not ended.
    private var partial: [UInt8] = []
    /// How many bytes the begun character has in all.
    private var length = 0

    /// Nothing begun.
    package init() {}

    /// Whether a character has begun whose rest has not come yet.
    package var isWaiting: Bool { !partial.isEmpty }

    /// The characters `byte` ends: none while a character is still being put together, two
    /// when it shows that the bytes before it were no character.
    package mutating func scalars(adding byte: UInt8) -> [Unicode.Scalar] {
        guard !partial.isEmpty else { return begin(byte) }
        guard continues(with: byte) else { return [Self.replacement] + giveUp(then: byte) }
        partial.append(byte)
        guard partial.count == length else { return [] }
        defer { partial = [] }
        return [Self.scalar(of: partial)]
    }

    /// Gives up on a begun character: U+FFFD if one had begun.
    package mutating func flush() -> [Unicode.Scalar] {
        defer { partial = [] }
        return partial.isEmpty ? [] : [Self.replacement]
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private mutating func giveUp(then byte: UInt8) -> [Unicode.Scalar] {
        partial = []
        return begin(byte)
    }

    /// A byte with no character begun: ASCII, the lead byte of a longer character, or none.
    private mutating func begin(_ byte: UInt8) -> [Unicode.Scalar] {
        switch byte {
        case 0x00...0x7F: return [Unicode.Scalar(byte)]
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return [Self.replacement]
        }
        partial = [byte]
        return []
    }

    /// Whether `byte` may come next in the begun character: a continuation byte, in the
    /// narrower range after a lead that would otherwise begin an overlong form, a UTF-16
    /// surrogate or a scalar past U+10FFFF.
    private func continues(with byte: UInt8) -> Bool {
        guard partial.count == 1 else { return (0x80...0xBF).contains(byte) }
        switch partial[0] {
        case 0xE0: return (0xA0...0xBF).contains(byte)
        case 0xED: return (0x80...0x9F).contains(byte)
        case 0xF0: return (0x90...0xBF).contains(byte)
        case 0xF4: return (0x80...0x8F).contains(byte)
        default: return (0x80...0xBF).contains(byte)
        }
    }

    /// The scalar of a whole, valid character's bytes.
    private static func scalar(of bytes: [UInt8]) -> Unicode.Scalar {
        let leadBits = UInt32(bytes[0]) & (0xFF >> (bytes.count + 1))
        let value = bytes.dropFirst().reduce(leadBits) { $0 << 6 | UInt32($1 & 0x3F) }
        return Unicode.Scalar(value) ?? replacement
    }
}
