import TermLayout

/// The sequences ncurses passes on a character at a time, put back together: a terminal's
/// answers to the session's queries (taken out of the keys), Alt with a character (Esc then
/// the character), and Ctrl with an arrow where the terminal description does not name it
/// (`ESC [ 1 ; 5 D`, as xterm and tmux send it). A sequence must arrive in one batch, as a
/// terminal writes it; a lone Esc, or one that begins nothing known, stays a key.
enum InputSequences {
    /// `events` with the sequences in them decoded.
    static func decode(_ events: [TerminalEvent]) -> [TerminalEvent] {
        var decoded: [TerminalEvent] = []
        var index = events.startIndex
        while index < events.endIndex {
            if let (event, end) = sequence(in: events, at: index) {
                if let event { decoded.append(event) }
                index = end
            } else {
                decoded.append(events[index])
                index += 1
            }
        }
        return decoded
    }

    /// The event the sequence at `start` stands for and the index after it; nil when no
    /// sequence starts there, and a nil event for a reply the session did not ask for.
    private static func sequence(in events: [TerminalEvent], at start: Int) -> (
        TerminalEvent?, Int
    )? {
        guard events[start] == .key(.escape), start + 1 < events.endIndex,
            case .key(.character(let second)) = events[start + 1]
        else { return nil }
        guard second == "[" else { return (.key(.alt(second)), start + 2) }
        // A control sequence: ESC [, parameters, a final letter or `~`.
        var parameters = ""
        for index in (start + 2)..<events.endIndex {
            guard case .key(.character(let character)) = events[index] else { return nil }
            if character.isNumber || ";?$".contains(character) {
                parameters.append(character)
                continue
            }
            guard character.isLetter || character == "~" else { return nil }
            let end = index + 1
            if parameters.hasPrefix("?") {
                return (
                    TerminalReply.parse(String(parameters.dropFirst()), final: character)
                        .map(TerminalEvent.reply), end
                )
            }
            switch (parameters, character) {
            case ("1;5", "D"): return (.key(.controlLeft), end)
            case ("1;5", "C"): return (.key(.controlRight), end)
            default: return nil
            }
        }
        return nil
    }
}
