/// How a cell's text looks: attributes and two colours. Every terminal the backend drives
/// understands these, so a style means the same on the headless `Screen` and under ncurses.
public struct TextStyle: Hashable, Sendable, CustomStringConvertible {
    public var attributes: TextAttributes
    public var foreground: TerminalColor
    public var background: TerminalColor

    public init(
        _ attributes: TextAttributes = [], foreground: TerminalColor = .default,
        background: TerminalColor = .default
    ) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's own colours and no attributes: what a cleared cell has.
    public static let plain = TextStyle()

    /// The attributes, then `fg:` and `bg:` for colours that are not the default; `plain` for
    /// the plain style. Snapshots list styles this way, so it is short and stable.
    public var description: String {
        var words = attributes.names
        if foreground != .default { words.append("fg:\(foreground)") }
        if background != .default { words.append("bg:\(background)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}

/// The attributes every terminal in the terminfo database with colour also has.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let reverse = TextAttributes(rawValue: 1 << 3)

    private static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.reverse, "reverse"),
    ]

    /// The names of the attributes set, in a fixed order.
    var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// A colour as a terminal numbers it. The eight standard colours work on every colour
/// terminal, the bright ones on 16-colour terminals, `indexed` needs 256 colours; `default` is
/// whatever the terminal's own foreground or background is (ncurses' `use_default_colors`).
/// `.indexed(1)` names the same palette entry as `.red`, but they stay different values so
/// that a style says which kind of terminal it was written for.
public enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite
    case indexed(UInt8)

    private static let named: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow,
        .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    /// The colour's number in the terminal's palette (what ncurses' `init_pair` takes); nil for
    /// the terminal's default.
    public var paletteIndex: Int? {
        switch self {
        case .default: nil
        case .indexed(let index): Int(index)
        default: Self.named.firstIndex(of: self)
        }
    }

    /// The case's name; an indexed colour is its number.
    public var description: String {
        switch self {
        case .default: "default"
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .brightBlack: "brightBlack"
        case .brightRed: "brightRed"
        case .brightGreen: "brightGreen"
        case .brightYellow: "brightYellow"
        case .brightBlue: "brightBlue"
        case .brightMagenta: "brightMagenta"
        case .brightCyan: "brightCyan"
        case .brightWhite: "brightWhite"
        case .indexed(let index): "\(index)"
        }
    }
}
