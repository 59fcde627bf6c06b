/// A constraint string that could not be parsed: what is wrong, the whole input, and where.
/// The same type serves VFL, equations and formulas.
public struct FormatError: Error, Equatable, CustomStringConvertible {
    public let message: String
    /// The whole string given, even when it held several formats.
    public let input: String
    /// The 0-based offset, counted in Unicode scalars, of the character where parsing stopped;
    /// the input's length when more was expected. Everything before it is ASCII, so it is also
    /// the column of the caret.
    public let offset: Int

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

/// `text` with every control, format or separator character replaced by a visible stand-in,
/// so that data never reaches a terminal as a control sequence. Printable ASCII and ordinary
/// characters are kept; a C0 control becomes its Control Pictures symbol (one column wide).
func printable(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: result.append("\u{2421}")
        case 0x20...0x7E: result.append(scalar)
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse,
                .surrogate, .unassigned:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
    }
    return String(result)
}
