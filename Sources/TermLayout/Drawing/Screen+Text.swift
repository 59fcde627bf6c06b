extension Screen: @MainActor CustomStringConvertible {
    /// The screen as text, one string a row. Trailing spaces are kept: every line is as wide
    /// as the screen, so a snapshot shows the screen's size and where a view stops. A wide
    /// grapheme is one character covering its two cells.
    public var lines: [String] {
        (0..<size.height).map { y in
            (0..<size.width).map { self[$0, y].grapheme }.joined()
        }
    }

    /// `lines` joined with newlines.
    public var description: String { lines.joined(separator: "\n") }

}
