#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the environment asks of colour, beside what the terminal's entry says:
/// `TERMLAYOUT_COLOR` (none, 16, 256 or truecolor) overrides the rest; `NO_COLOR`, when set
/// and not empty, turns colour off and keeps the attributes (no-color.org); `COLORTERM`
/// (truecolor or 24bit) says the terminal takes 24-bit colour, as most modern terminals
/// announce under `TERM=xterm-256color`, whose entry has only the 256-colour palette.
public struct ColorSettings: Hashable, Sendable {
    /// The most colours the program may use.
    public enum Limit: String, Hashable, Sendable, CaseIterable {
        /// No colours: attributes alone.
        case none
        /// The standard colours and their bright forms.
        case ansi16 = "16"
        /// xterm's 256-colour palette.
        case palette256 = "256"
        /// 24 bits, where the terminal takes them.
        case trueColor = "truecolor"
    }

    /// The limit asked for; nil to go by the terminal.
    public var limit: Limit?
    /// Whether the environment says the terminal takes 24-bit colour.
    public var trueColorAdvertised: Bool

    /// Settings that go by the terminal's entry alone.
    public init(limit: Limit? = nil, trueColorAdvertised: Bool = false) {
        self.limit = limit
        self.trueColorAdvertised = trueColorAdvertised
    }

    /// The settings `variable` gives, as `getenv` reads them; an error naming the variable
    /// and the values it takes when `TERMLAYOUT_COLOR` holds another.
    public init(variable: (String) -> String?) throws(TerminalError) {
        let trueColor = ["truecolor", "24bit"].contains(variable("COLORTERM")?.lowercased())
        self.init(trueColorAdvertised: trueColor)
        if let value = variable("TERMLAYOUT_COLOR"), !value.isEmpty {
            guard let limit = Limit(rawValue: value.lowercased()) else {
                throw .invalidSetting(
                    name: "TERMLAYOUT_COLOR", value: value,
                    expected: Limit.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self.limit = limit
        } else if let noColor = variable("NO_COLOR"), !noColor.isEmpty {
            limit = Limit.none
        }
    }

    /// The settings of this process's environment.
    public static func fromEnvironment() throws(TerminalError) -> ColorSettings {
        try ColorSettings { name in getenv(name).map { String(cString: $0) } }
    }

    /// Whether 24-bit colour is asked for, by the override or by the terminal's announcement.
    var wantsTrueColor: Bool {
        limit == .trueColor || (limit == nil && trueColorAdvertised)
    }

    /// The terminal description to start ncurses with in place of `term`'s own, where the
    /// colours asked for need another: the one with 24-bit colour (`xterm-direct` for
    /// `xterm-256color` or `xterm`, `tmux-direct` for `tmux-256color`), or, below 24 bits on
    /// such a terminal, the one with xterm's palette (ncurses takes a direct-colour
    /// terminal's colour numbers as RGB). nil when `term`'s own serves.
    func entry(replacing term: String) -> String? {
        if term.hasSuffix("-direct") {
            guard let limit, limit != .trueColor, limit != .none else { return nil }
            return term.dropLast("-direct".count) + "-256color"
        }
        guard wantsTrueColor else { return nil }
        let family = term.hasSuffix("-256color") ? term.dropLast("-256color".count) : term[...]
        return family + "-direct"
    }

    /// `depth`, the terminal's own, lowered to the limit asked for. A direct-colour terminal
    /// whose palette entry could not be had keeps to the standard colours, which it takes as
    /// they are.
    func capping(_ depth: ColorDepth) -> ColorDepth {
        switch (limit, depth) {
        case (nil, _), (.trueColor?, _): depth
        case (.none?, _): .monochrome
        case (_, .direct): .ansi8
        case (.ansi16?, .palette256): .ansi16
        default: depth
        }
    }
}
