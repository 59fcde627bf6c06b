/// A constraint string that could not be parsed: what is wrong, the whole input, and where.
/// The same type serves VFL, equations and formulas.
public struct FormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence that names what was expected.
    public let message: String
    /// The whole string given, even when it held several formats.
    public let input: String
    /// The 0-based offset, counted in Unicode scalars, of the character where parsing stopped;
    /// the input's length when more was expected. Everything before it is ASCII, so it is also
    /// the column of the caret.
    public let offset: Int

    /// An error at `offset` of `input`.
    public init(message: String, input: String, offset: Int) {
        self.message = message
        self.input = input
        self.offset = offset
    }

    /// Three lines: the message, the input, a caret under the offending character. Control and
    /// formatting characters in the input are shown as visible symbols, never sent raw.
    public var description: String {
        "Unable to parse constraint format: \(message)\n\(printable(input))\n"
            + String(repeating: " ", count: offset) + "^"
    }
}
