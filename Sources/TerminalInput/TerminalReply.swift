import TermLayout

/// What a terminal answers to the queries a session sends. Answers come in as input, and are
/// picked out of it, so that they never reach the app as keys.
package enum TerminalReply: Equatable, Sendable {
    /// DECRPM, the state of DEC private mode `mode`: 0 not known to the terminal, 1 set,
    /// 2 reset, 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, state: Int)
    /// DA1, the primary device attributes. Every terminal answers this query, and answers in
    /// order, so it marks the end of the answers to the queries sent before it.
    case deviceAttributes
    /// The kitty keyboard protocol's flags in force (`ESC [ ? flags u`): a terminal that
    /// answers has the protocol.
    case keyboardFlags(Int)
    /// XTVERSION's answer (`DCS > | name ST`): the terminal's name and version, as
    /// "XTerm(390)" or "tmux 3.3a", printable ASCII only.
    case terminalName(String)

    /// The reply `ESC [ ?` `parameters` `final` stands for; nil for one the session does not
    /// ask about.
    static func parse(_ parameters: String, final: Character) -> Self? {
        switch final {
        case "c": return .deviceAttributes
        case "u": return Int(parameters).map { .keyboardFlags($0) }
        case "y":
            let numbers = parameters.dropLast().split(separator: ";").compactMap { Int($0) }
            guard parameters.hasSuffix("$"), numbers.count == 2 else { return nil }
            return .modeReport(mode: numbers[0], state: numbers[1])
        default: return nil
        }
    }
}
