/// A constraint string that could not be parsed: what is wrong, the whole input, and where.
/// The same type serves VFL, equations and formulas.
public struct FormatError: Error, Equatable, CustomStringConvertible {
    /// What kind of mistake it is, for a caller that gives its own advice: a layout file says
    /// where to declare a view rather than which dictionary to add it to.
    public enum Kind: Hashable, Sendable {
        /// A name that is no view of the views dictionary.
        case unknownView(String)
        /// A name that is no metric of the metrics dictionary.
        case unknownMetric(String)
        /// A name that is neither a view nor a metric.
        case unknownName(String)
        /// Anything else: the grammar, a number, a relation, an attribute, a priority.
        case other
    }

    /// What kind of mistake it is.
    public let kind: Kind
    /// What is wrong, without advice: `'sdie' is not a view name (did you mean 'side'?)`.
    public let problem: String
    /// What to do about it, for the Swift API: `add it to the views dictionary`; nil when the
    /// problem says it all.
    public let advice: String?
    /// What is wrong, in one sentence that names what was expected, and what to do about it.
    public var message: String { advice.map { "\(problem); \($0)" } ?? problem }
    /// The whole string given, even when it held several formats.
    public let input: String
    /// The 0-based offset, counted in Unicode scalars, of the character where parsing stopped;
    /// the input's length when more was expected. Everything before it is ASCII, so it is also
    /// the column of the caret.
    public let offset: Int

    /// An error of `kind` at `offset` of `input`.
    public init(
        _ kind: Kind = .other, problem: String, advice: String? = nil, input: String, offset: Int
    ) {
        self.kind = kind
        self.problem = problem
        self.advice = advice
        self.input = input
        self.offset = offset
    }

    /// Three lines: the message, the input, a caret under the offending character. Control and
    /// formatting characters in the input, and in the message (which may quote a name of the
    /// views or metrics dictionary), are shown as visible symbols, never sent raw.
    public var description: String {
        "Unable to parse constraint format: \(printable(message))\n\(printable(input))\n"
            + String(repeating: " ", count: offset) + "^"
    }
}
