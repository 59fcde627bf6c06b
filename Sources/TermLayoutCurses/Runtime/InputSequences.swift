import TermLayout

/// The sequences ncurses passes on a character at a time, put back together: a terminal's
/// answers to the session's queries (taken out of the keys), Alt with a character (Esc then
/// the character), keys with modifiers where the terminal description does not name them
/// (`ESC [ 1 ; 5 D` for Ctrl-Left, see `ModifiedKeys`), a mouse report (`ESC [ < b ; x ; y M`, SGR
/// mode 1006), and a bracketed paste (between `ESC [ 200 ~`
/// and `ESC [ 201 ~`) as one event. A sequence must arrive in one batch, as a terminal writes
/// it, but a paste may take many; a lone Esc, or one that begins nothing known, stays a key.
package struct InputSequences {
    /// The text of a paste whose end has not come yet.
    private var pasted: String?

    /// A decoder with no paste begun.
    package init() {}

    /// `events` with the sequences in them decoded.
    package mutating func decode(_ events: [TerminalEvent]) -> [TerminalEvent] {
        var decoded: [TerminalEvent] = []
        var index = events.startIndex
        while index < events.endIndex {
            guard let (sequence, end) = Self.sequence(in: events, at: index) else {
                if pasted != nil {
                    pasted!.append(Self.text(of: events[index]))
                } else {
                    decoded.append(events[index])
                }
                index += 1
                continue
            }
            switch (sequence, pasted) {
            case (.pasteEnd, let text?):
                decoded.append(.key(.paste(text)))
                pasted = nil
            case (.pasteStart, nil):
                pasted = ""
            case (.event(let event), nil):
                if let event { decoded.append(event) }
            case (_, .some), (.pasteEnd, nil):
                // Inside a paste a sequence is text; an end without a start is dropped.
                if pasted != nil {
                    pasted! += events[index..<end].map(Self.text(of:)).joined()
                }
            }
            index = end
        }
        return decoded
    }

    /// What a sequence is: an event (nil for a reply nobody asked for), or a paste's marker.
    private enum Sequence {
        case event(TerminalEvent?)
        case pasteStart
        case pasteEnd
    }

    /// What a key inside a paste stands for as text: ncurses has made Enter of a line break,
    /// Tab of a tab, Backspace of DEL.
    private static func text(of event: TerminalEvent) -> String {
        switch event {
        case .key(.character(let character)): String(character)
        case .key(.enter): "\n"
        case .key(.tab): "\t"
        case .key(.escape): "\u{1B}"
        case .key(.backspace): "\u{7F}"
        case .key(.control(let letter)):
            letter.asciiValue.map { String(UnicodeScalar($0 - 0x60)) } ?? ""
        default: ""
        }
    }

    /// The sequence starting at `start` and the index after it; nil when none starts there.
    private static func sequence(
        in events: [TerminalEvent], at start: Int
    ) -> (sequence: Sequence, end: Int)? {
        guard events[start] == .key(.escape), start + 1 < events.endIndex,
            case .key(.character(let second)) = events[start + 1]
        else { return nil }
        guard second == "[" else { return (.event(.key(.alt(second))), start + 2) }
        // A control sequence: ESC [, parameters, a final letter or `~`.
        var parameters = ""
        for index in (start + 2)..<events.endIndex {
            guard case .key(.character(let character)) = events[index] else { return nil }
            if character.isNumber || ";?$<".contains(character) {
                parameters.append(character)
                continue
            }
            guard character.isLetter || character == "~" else { return nil }
            let end = index + 1
            if parameters.hasPrefix("<") {
                let report = MouseEvent(sgrParameters: parameters.dropFirst(), final: character)
                return (.event(report.map(TerminalEvent.mouse)), end)
            }
            if parameters.hasPrefix("?") {
                let reply = TerminalReply.parse(String(parameters.dropFirst()), final: character)
                return (.event(reply.map(TerminalEvent.reply)), end)
            }
            if let key = ModifiedKeys.key(parameters: parameters, final: character) {
                return (.event(.key(key)), end)
            }
            switch (parameters, character) {
            case ("200", "~"): return (.pasteStart, end)
            case ("201", "~"): return (.pasteEnd, end)
            default: return nil
            }
        }
        return nil
    }
}
