import TerminalInput

/// The terminal modes a session turns on beside ncurses' own, which are xterm's and kitty's
/// sequences rather than terminfo capabilities: bracketed paste, focus reports, the mouse,
/// the keyboard protocol the terminal agreed to, and the app's window title. `on` and `off`
/// turn them all on and off at once, at the start, around a stop and at the end.
struct TerminalModes {
    /// Whether the terminal reports the mouse (xterm's modes 1002 and 1006).
    var reportsMouse = false
    /// The keyboard protocol in force: legacy until the terminal's answers at start say more.
    private(set) var keyboardProtocol = KeyboardProtocol.legacy
    /// The window title the app asked for; the terminal's own is pushed while it shows.
    var title: String?
    /// XTVERSION's answer, if it came before DA1's.
    private var terminalName: String?

    /// The queries sent at start, DA1 last, which every terminal answers, after the others:
    /// the kitty keyboard protocol's flags, XTVERSION, and DECRQM for synchronized output.
    static let queries = "\u{1B}[?u\u{1B}[>0q\u{1B}[?2026$p\u{1B}[c"

    /// Turns every mode on.
    var on: String {
        "\u{1B}[?2004h\u{1B}[?1004h" + (reportsMouse ? Self.mouseOn : "") + keyboardProtocol.on
            + (title.map { Self.titlePush + Self.setting(title: $0) } ?? "")
    }

    /// Turns every mode off: harmless for one that is off, but for the keyboard protocol's
    /// and the title's, which go only where they were turned on.
    var off: String {
        Self.mouseOff + "\u{1B}[?2004l\u{1B}[?1004l" + keyboardProtocol.off
            + (title == nil ? "" : Self.titlePop)
    }

    /// Button-event tracking (presses, releases, drags, the wheel) in SGR form.
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l"
    /// XTWINOPS' push and pop of the window title.
    static let titlePush = "\u{1B}[22;0t"
    static let titlePop = "\u{1B}[23;0t"

    /// OSC 2 with `title`, its control characters left out: it is data, never sequences.
    static func setting(title: String) -> String {
        let text = title.unicodeScalars.filter {
            $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
        }
        return "\u{1B}]2;" + String(String.UnicodeScalarView(text)) + "\u{1B}\\"
    }

    /// Takes in an answer to the queries; returns what to write now: the keyboard protocol
    /// turned on once the terminal has said which it has.
    mutating func note(_ reply: TerminalReply) -> String {
        switch reply {
        case .keyboardFlags where keyboardProtocol == .legacy:
            keyboardProtocol = .kitty
            return keyboardProtocol.on
        case .terminalName(let name): terminalName = name
        case .deviceAttributes where keyboardProtocol == .legacy:
            // xterm itself and tmux (with `extended-keys on`) take modifyOtherKeys; a terminal
            // that does not know it could read its sequence as underline and faint.
            guard let name = terminalName, name.hasPrefix("XTerm(") || name.hasPrefix("tmux ")
            else { break }
            keyboardProtocol = .modifyOtherKeys
            return keyboardProtocol.on
        default: break
        }
        return ""
    }
}

/// How a terminal reports keys beyond what the legacy encoding tells apart (Shift-Enter from
/// Enter, Ctrl-I from Tab, Ctrl-Shift-A from Ctrl-A).
public enum KeyboardProtocol: Hashable, Sendable {
    /// The legacy encoding: what the terminal sends without being asked.
    case legacy
    /// The kitty keyboard protocol, flag 1 ("disambiguate escape codes"): every key with a
    /// modifier is `ESC [ code ; m u`, and Esc itself is `ESC [ 27 u`, so a lone Esc waits for
    /// nothing.
    case kitty
    /// xterm's modifyOtherKeys at level 2: keys with modifiers as `ESC [ 27 ; m ; code ~`
    /// (xterm, and tmux with `extended-keys on`, which sends them as `ESC [ code ; m u`).
    case modifyOtherKeys

    /// Turns the protocol on: kitty's push of its flags, or xterm's resource.
    var on: String {
        switch self {
        case .legacy: ""
        case .kitty: "\u{1B}[>1u"
        case .modifyOtherKeys: "\u{1B}[>4;2m"
        }
    }

    /// Turns it off: kitty's pop, or xterm's resource back to its default.
    var off: String {
        switch self {
        case .legacy: ""
        case .kitty: "\u{1B}[<u"
        case .modifyOtherKeys: "\u{1B}[>4m"
        }
    }
}
