/// The system clipboard, reached through the terminal (OSC 52): the terminal puts the text
/// there, so it works over ssh and in tmux (with `set-clipboard on`). A terminal that does not
/// take OSC 52, or refuses it, ignores it; nothing comes back to say so.
enum Clipboard {
    /// The sequence that puts `text` on the clipboard: its UTF-8 in Base64.
    static func copying(_ text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{1B}\\"
    }

    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in Base64 (RFC 4648), padded with `=`.
    static func base64(_ bytes: [UInt8]) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let group = bytes[start..<min(start + 3, bytes.count)]
            let value = group.enumerated().reduce(0) {
                $0 | Int($1.element) << (16 - 8 * $1.offset)
            }
            for index in 0..<4 {
                encoded.append(
                    index <= group.count
                        ? alphabet[value >> (18 - 6 * index) & 0x3F] : UInt8(ascii: "="))
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
