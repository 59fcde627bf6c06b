/// How a cell's text looks: attributes and two colours. Every terminal the backend drives
/// understands these, so a style means the same on the headless `Screen` and under ncurses.
public struct TextStyle: Hashable, Sendable, CustomStringConvertible {
    /// Bold, dim, underline, reverse, in any combination.
    public var attributes: TextAttributes
    /// The text's colour.
    public var foreground: TerminalColor
    /// The colour behind the text.
    public var background: TerminalColor

    /// A style with `attributes` in the given colours; the terminal's own colours unless given.
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

    /// This style with `overlay` laid over it: the attributes of both, and `overlay`'s colours
    /// where they are not the default. A selected row in colours of its own keeps them under a
    /// selection that is only reverse video.
    public func applying(_ overlay: TextStyle) -> TextStyle {
        TextStyle(
            attributes.union(overlay.attributes),
            foreground: overlay.foreground == .default ? foreground : overlay.foreground,
            background: overlay.background == .default ? background : overlay.background)
    }

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

    /// Bold, or bright on terminals that show bold that way.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Half-bright.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underlined.
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Foreground and background swapped, as a selection shows.
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    /// Slanted, for emphasis or a name; a terminal without italics shows it upright (or, in
    /// some, reversed).
    public static let italic = TextAttributes(rawValue: 1 << 4)

    /// Each attribute and its name in `TextStyle.description`, in the order names are listed.
    package static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.reverse, "reverse"),
        (.italic, "italic"),
    ]

    /// The names of the attributes set, in a fixed order.
    var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// A colour as a terminal numbers it. The eight standard colours work on every colour
/// terminal, the bright ones on 16-colour terminals, `indexed` needs 256 colours and `rgb` a
/// 24-bit (direct-colour) terminal; `default` is whatever the terminal's own foreground or
/// background is (ncurses' `use_default_colors`). On a terminal with fewer colours the ncurses
/// backend shows the nearest it has. `.indexed(1)` names the same palette entry as `.red`, but
/// they stay different values so that a style says which kind of terminal it was written for.
public enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own foreground or background colour.
    case `default`
    /// Standard colour 0, black.
    case black
    /// Standard colour 1, red.
    case red
    /// Standard colour 2, green.
    case green
    /// Standard colour 3, yellow.
    case yellow
    /// Standard colour 4, blue.
    case blue
    /// Standard colour 5, magenta.
    case magenta
    /// Standard colour 6, cyan.
    case cyan
    /// Standard colour 7, white.
    case white
    /// Bright colour 8, black made bright; needs a 16-colour terminal.
    case brightBlack
    /// Bright colour 9, red made bright; needs a 16-colour terminal.
    case brightRed
    /// Bright colour 10, green made bright; needs a 16-colour terminal.
    case brightGreen
    /// Bright colour 11, yellow made bright; needs a 16-colour terminal.
    case brightYellow
    /// Bright colour 12, blue made bright; needs a 16-colour terminal.
    case brightBlue
    /// Bright colour 13, magenta made bright; needs a 16-colour terminal.
    case brightMagenta
    /// Bright colour 14, cyan made bright; needs a 16-colour terminal.
    case brightCyan
    /// Bright colour 15, white made bright; needs a 16-colour terminal.
    case brightWhite
    /// Entry N of the 256-colour palette; needs a 256-colour terminal.
    case indexed(UInt8)
    /// A 24-bit colour; needs a direct-colour terminal (terminfo's `RGB`, as `xterm-direct`
    /// has), else the nearest of the palette shows.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    private static let named: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow,
        .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    /// The colour's number in the terminal's palette (what ncurses' `init_pair` takes); nil for
    /// the terminal's default and for an RGB colour, which is no palette entry.
    public var paletteIndex: Int? {
        switch self {
        case .default, .rgb: nil
        case .indexed(let index): Int(index)
        default: Self.named.firstIndex(of: self)
        }
    }

    /// The case's name; an indexed colour is its number, an RGB colour `#RRGGBB` in hex.
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
        case .rgb(let red, let green, let blue):
            "#" + [red, green, blue].map(\.hexDigits).joined()
        }
    }
}
