import TermLayout

/// Reads the words of one directive and words its errors, naming the directive.
struct DirectiveReader {
    typealias Word = LayoutFileLine.Word

    let keyword: String
    let line: LayoutFileLine
    let file: String

    func error(_ message: String, at offset: Int) -> LayoutFileError {
        line.error(message, at: offset, in: file)
    }

    /// The error for a line that ends where more was expected.
    func missing(_ expectation: String) -> LayoutFileError {
        error(
            "expected \(expectation) after '\(keyword)', but found the end of the line",
            at: line.end)
    }

    /// The directive's one word.
    func single(_ words: [Word], _ expectation: String) throws(LayoutFileError) -> Word {
        guard let first = words.first else { throw missing(expectation) }
        if words.count > 1 {
            throw error(
                "unexpected '\(words[1].text)'; '\(keyword)' takes one value", at: words[1].start)
        }
        return first
    }

    /// `key=value`, the value with where it starts.
    func keyValue(_ word: Word, _ expectation: String) throws(LayoutFileError)
        -> (key: String, value: Word)
    {
        guard let equals = word.text.firstIndex(of: "=") else {
            throw error("expected \(expectation), but found '\(word.text)'", at: word.start)
        }
        let key = String(word.text[..<equals])
        let value = String(word.text[word.text.index(after: equals)...])
        return (key, Word(text: value, start: word.start + key.unicodeScalars.count + 1))
    }

    /// A whole number of cells, 0 or more, and at most `Int.max`.
    func cells(_ value: Word, after key: String) throws(LayoutFileError) -> Int {
        guard !value.text.isEmpty, value.text.allSatisfy(\.isASCIIDigit) else {
            throw error(
                "expected a whole number of cells after '\(key)=', but found \(quoted(value.text))",
                at: value.start)
        }
        guard let cells = Int(value.text) else {
            throw error(
                "\(value.text) cells is too many; write at most \(Int.max)", at: value.start)
        }
        return cells
    }

    /// `'text'`, or `nothing` for an empty value.
    func quoted(_ text: String) -> String { text.isEmpty ? "nothing" : "'\(text)'" }
}
