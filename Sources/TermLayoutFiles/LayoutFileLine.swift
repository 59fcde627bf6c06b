import TermLayout

/// One line of a layout file, with the span of its statement: the text between leading
/// whitespace and a `#` comment or trailing whitespace. Offsets are indices of Unicode scalars
/// in the line, so an offset plus one is the column errors report.
struct LayoutFileLine {
    /// A whitespace-separated word of a directive and where it starts.
    struct Word {
        var text: String
        var start: Int
        var end: Int { start + text.unicodeScalars.count }
    }

    let number: Int
    let text: String
    let scalars: [Unicode.Scalar]
    let start: Int
    let end: Int

    /// The lines of `text`, split at `\n` (a `\r` before it is dropped), numbered from 1, each
    /// made when it is reached: a file is read no further than its first error, and holds one
    /// line's scalars at a time. A byte-order mark at the start, which some editors write, is
    /// not part of the first line.
    static func lines(of text: String) -> some Sequence<LayoutFileLine> {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        // Split by scalars: "\r\n" is one Character, which a search for "\n" would not find.
        return sequence(state: (rest: Optional(scalars), number: 0)) { state -> LayoutFileLine? in
            guard let rest = state.rest else { return nil }
            let end = rest.firstIndex(of: "\n")
            let line = rest[..<(end ?? rest.endIndex)]
            state.rest = end.map { rest[rest.index(after: $0)...] }
            state.number += 1
            return LayoutFileLine(
                number: state.number, text: String(line.last == "\r" ? line.dropLast() : line))
        }
    }

    init(number: Int, text: String) {
        self.number = number
        self.text = text
        scalars = Array(text.unicodeScalars)
        var end = scalars.firstIndex(of: "#") ?? scalars.count
        var start = 0
        while start < end, Self.isSpace(scalars[start]) { start += 1 }
        while end > start, Self.isSpace(scalars[end - 1]) { end -= 1 }
        self.start = start
        self.end = end
    }

    func text(from start: Int, to end: Int) -> String {
        String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// The whitespace-separated words between two offsets (the statement's end by default).
    func words(from start: Int, to end: Int? = nil) -> [Word] {
        let end = end ?? self.end
        var words: [Word] = []
        var index = start
        while index < end {
            if Self.isSpace(scalars[index]) {
                index += 1
                continue
            }
            let wordStart = index
            while index < end, !Self.isSpace(scalars[index]) { index += 1 }
            words.append(Word(text: text(from: wordStart, to: index), start: wordStart))
        }
        return words
    }

    func error(_ message: String, at offset: Int, in file: String) -> LayoutFileError {
        LayoutFileError(
            file: file, line: number, column: offset + 1, message: message, lineText: text)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}
