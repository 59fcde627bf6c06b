import TermLayout

/// A statement of a layout file that could not be read or built: where it is and what is wrong.
/// Format errors from the constraint languages arrive here with their offset turned into the
/// column of the file's line.
public struct LayoutFileError: Error, Equatable, CustomStringConvertible {
    /// The name the file was given (its path as the user wrote it, for the command).
    public let file: String
    /// 1-based.
    public let line: Int
    /// 1-based, counted in Unicode scalars of the line.
    public let column: Int
    /// What is wrong with the statement.
    public let message: String
    /// The whole line, as written, without its line break.
    public let lineText: String

    /// An error at `line` and `column` of `file`, quoting `lineText`.
    public init(file: String, line: Int, column: Int, message: String, lineText: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.lineText = lineText
    }

    /// Three lines, as a compiler prints them: `FILE:LINE:COLUMN: error: MESSAGE`, the line,
    /// and a caret under the column. Tabs stay tabs, in the caret line too, so the caret is
    /// aligned whatever the tab stops; other control characters show as symbols (in the file
    /// name and the message too: a name quoted from the file never reaches a terminal raw),
    /// and wide characters before the caret count two cells.
    public var description: String {
        let before = String(String.UnicodeScalarView(lineText.unicodeScalars.prefix(column - 1)))
        let indent = before.split(separator: "\t", omittingEmptySubsequences: false).map {
            String(repeating: " ", count: printable(String($0)).displayWidth)
        }
        return "\(printable(file)):\(line):\(column): error: \(printableLines(message))\n"
            + lineText.split(separator: "\t", omittingEmptySubsequences: false).map {
                printable(String($0))
            }.joined(separator: "\t") + "\n" + indent.joined(separator: "\t") + "^"
    }
}
