import TermLayout

/// What a terminal answers to the queries a session sends. Answers come in as input, and are
/// picked out of it, so that they never reach the app as keys.
enum TerminalReply: Equatable {
    /// DECRPM, the state of DEC private mode `mode`: 0 not known to the terminal, 1 set,
    /// 2 reset, 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, state: Int)
    /// DA1, the primary device attributes. Every terminal answers this query, and answers in
    /// order, so it marks the end of the answers to the queries sent before it.
    case deviceAttributes

    /// `events` with the replies in them taken out, and the replies. A reply is `ESC [ ?`,
    /// parameters (digits, `;`, `$`) and a final letter, all read in one batch; anything else,
    /// a lone Escape included, stays a key.
    static func separate(_ events: [TerminalEvent]) -> (keys: [TerminalEvent], replies: [Self]) {
        var keys: [TerminalEvent] = []
        var replies: [Self] = []
        var index = events.startIndex
        while index < events.endIndex {
            if let (reply, end) = reply(in: events, at: index) {
                if let reply { replies.append(reply) }
                index = end
            } else {
                keys.append(events[index])
                index += 1
            }
        }
        return (keys, replies)
    }

    /// The reply starting at `start` and the index after it; nil when no reply starts there,
    /// and a nil reply for one this session does not ask about.
    private static func reply(in events: [TerminalEvent], at start: Int) -> (Self?, Int)? {
        let introducer: [TerminalEvent] = [
            .key(.escape), .key(.character("[")), .key(.character("?")),
        ]
        guard events[start...].starts(with: introducer) else { return nil }
        var parameters = ""
        for index in (start + introducer.count)..<events.endIndex {
            guard case .key(.character(let character)) = events[index] else { return nil }
            if character.isNumber || character == ";" || character == "$" {
                parameters.append(character)
                continue
            }
            guard character.isLetter else { return nil }
            return (parse(parameters, final: character), index + 1)
        }
        return nil
    }

    private static func parse(_ parameters: String, final: Character) -> Self? {
        switch final {
        case "c": return .deviceAttributes
        case "y":
            let numbers = parameters.dropLast().split(separator: ";").compactMap { Int($0) }
            guard parameters.hasSuffix("$"), numbers.count == 2 else { return nil }
            return .modeReport(mode: numbers[0], state: numbers[1])
        default: return nil
        }
    }
}
