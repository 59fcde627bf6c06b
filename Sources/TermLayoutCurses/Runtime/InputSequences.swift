import TermLayout

/// The sequences ncurses passes on a character at a time, put back together: a terminal's
/// answers to the session's queries (taken out of the keys), Alt with a character (Esc then
/// the character), keys with modifiers where the terminal description does not name them
/// (`ESC [ 1 ; 5 D` for Ctrl-Left, see `ModifiedKeys`), a mouse report (`ESC [ < b ; x ; y M`, SGR
/// mode 1006), and a bracketed paste (between `ESC [ 200 ~` and `ESC [ 201 ~`) as one event.
///
/// A control sequence (CSI, SS3) or a control string (OSC, DCS, APC, PM, SOS) is consumed
/// whole: one that means nothing here is dropped, never passed on as Esc and text. One that
/// has begun but not ended is kept for the next batch, as a terminal's writes may be split
/// on their way; `flush()` gives up on it when no more input comes. A lone Esc stays a key.
package struct InputSequences {
    /// The text of a paste whose end has not come yet.
    private var pasted: String?
    /// The start of a sequence whose end has not come yet.
    private var pending: [TerminalEvent] = []

    /// How long the rest of a sequence may take once it has begun, before `flush()` gives up
    /// on it: far longer than a terminal's split write takes, short enough not to be felt.
    package static let sequenceWait = Duration.milliseconds(100)
    /// How long a paste may pause before `flush()` ends it: a paste over a slow link arrives in
    /// parts, but one whose end never comes must not swallow every key typed after it.
    package static let pasteWait = Duration.seconds(3)

    /// A decoder with no paste begun.
    package init() {}

    /// How long to wait for more input before calling `flush()`; nil while nothing waits.
    package var waitLimit: Duration? {
        if pasted != nil { return Self.pasteWait }
        return pending.isEmpty ? nil : Self.sequenceWait
    }

    /// `events`, after what was kept from earlier batches, with the sequences in them decoded.
    package mutating func decode(_ events: [TerminalEvent]) -> [TerminalEvent] {
        let events = pending + events
        pending = []
        var decoded: [TerminalEvent] = []
        var index = events.startIndex
        while index < events.endIndex {
            let scan =
                pasted == nil ? Self.scan(events, at: index) : Self.scanPasteEnd(events, at: index)
            switch scan {
            case .notASequence:
                if pasted != nil {
                    pasted!.append(Self.text(of: events[index]))
                } else {
                    decoded.append(events[index])
                }
                index += 1
            case .incomplete:
                pending = Array(events[index...])
                index = events.endIndex
            case .broken(let end):
                index = end
            case .sequence(.pasteStart, let end):
                pasted = ""
                index = end
            case .sequence(.pasteEnd, let end):
                if let text = pasted, !text.isEmpty { decoded.append(.key(.paste(text))) }
                pasted = nil
                index = end
            case .sequence(.event(let event), let end):
                if let event { decoded.append(event) }
                index = end
            }
        }
        return decoded
    }

    /// Gives up waiting, as no more input came within `waitLimit`: a paste ends with what it
    /// has, a sequence's start that is Alt with a character becomes that key, and any other
    /// begun sequence is dropped, since the rest of it can no longer be told from typing.
    package mutating func flush() -> [TerminalEvent] {
        defer {
            pasted = nil
            pending = []
        }
        if let text = pasted {
            let rest = pending.map(Self.text(of:)).joined()
            return text.isEmpty && rest.isEmpty ? [] : [.key(.paste(text + rest))]
        }
        if pending.count == 2, case .key(.character(let second)) = pending[1] {
            return [.key(.alt(second))]
        }
        return []
    }

    /// What a sequence is: an event (nil for one that means nothing here), or a paste's marker.
    private enum Sequence {
        case event(TerminalEvent?)
        case pasteStart
        case pasteEnd
    }

    /// What the events from an index on hold.
    private enum Scan {
        /// A whole sequence, and the index after it.
        case sequence(Sequence, end: Int)
        /// The start of a sequence that the events end inside of.
        case incomplete
        /// A sequence that can never be whole: the events up to `end` are dropped.
        case broken(end: Int)
        /// A key like any other.
        case notASequence
    }

    /// The longest sequence kept: longer is no reply or key this decoder knows.
    private static let longestSequence = 4_096

    /// What starts at `start` outside a paste.
    private static func scan(_ events: [TerminalEvent], at start: Int) -> Scan {
        guard events[start] == .key(.escape), start + 1 < events.endIndex,
            case .key(.character(let second)) = events[start + 1]
        else { return .notASequence }
        switch second {
        case "[": return controlSequence(events, from: start + 2)
        case "O": return singleShift(events, at: start + 2)
        case "]", "P", "_", "^", "X":
            return controlString(events, from: start + 2, endsWithBell: second == "]")
        default: return .sequence(.event(.key(.alt(second))), end: start + 2)
        }
    }

    /// A control sequence after its `ESC [`: parameter and intermediate characters (0x20 to
    /// 0x3F), then one final character (0x40 to 0x7E), as ECMA-48 has it.
    private static func controlSequence(_ events: [TerminalEvent], from first: Int) -> Scan {
        var body = ""
        for index in first..<events.endIndex {
            guard case .key(.character(let character)) = events[index],
                let value = character.asciiValue, (0x20...0x7E).contains(value),
                index - first < longestSequence
            else { return .broken(end: index) }
            guard value >= 0x40 else {
                body.append(character)
                continue
            }
            return .sequence(meaning(ofControlSequence: body, final: character), end: index + 1)
        }
        return .incomplete
    }

    /// What a whole control sequence stands for.
    private static func meaning(ofControlSequence body: String, final: Character) -> Sequence {
        if body.hasPrefix("<") {
            let report = MouseEvent(sgrParameters: body.dropFirst(), final: final)
            return .event(report.map(TerminalEvent.mouse))
        }
        if body.hasPrefix("?") {
            let reply = TerminalReply.parse(String(body.dropFirst()), final: final)
            return .event(reply.map(TerminalEvent.reply))
        }
        switch (body, final) {
        case ("200", "~"): return .pasteStart
        case ("201", "~"): return .pasteEnd
        default:
            return .event(ModifiedKeys.key(parameters: body, final: final).map(TerminalEvent.key))
        }
    }

    /// A single shift after its `ESC O`: one final character, a key in the keypad's
    /// application mode. `ESC O` followed by anything else is Alt-O.
    private static func singleShift(_ events: [TerminalEvent], at index: Int) -> Scan {
        guard index < events.endIndex else { return .incomplete }
        guard case .key(.character(let final)) = events[index], let value = final.asciiValue,
            (0x40...0x7E).contains(value)
        else { return .sequence(.event(.key(.alt("O"))), end: index) }
        return .sequence(
            .event(ModifiedKeys.singleShiftKey(final).map(TerminalEvent.key)), end: index + 1)
    }

    /// A control string after its introducer, up to its terminator: ST (`ESC \`), or BEL for
    /// an operating system command, which xterm accepts too. Another Esc ends it unfinished.
    private static func controlString(
        _ events: [TerminalEvent], from first: Int, endsWithBell: Bool
    ) -> Scan {
        for index in first..<events.endIndex {
            guard index - first < longestSequence else { return .broken(end: index) }
            switch events[index] {
            case .key(.control("g")) where endsWithBell:
                return .sequence(.event(nil), end: index + 1)
            case .key(.escape):
                guard index + 1 < events.endIndex else { return .incomplete }
                guard events[index + 1] == .key(.character("\\")) else {
                    return .broken(end: index)
                }
                return .sequence(.event(nil), end: index + 2)
            default: continue
            }
        }
        return .incomplete
    }

    /// The marker that ends a paste.
    private static let pasteEnd =
        [TerminalEvent.key(.escape)] + "[201~".map { .key(.character($0)) }

    /// Inside a paste everything is text but its end marker.
    private static func scanPasteEnd(_ events: [TerminalEvent], at start: Int) -> Scan {
        let available = events[start...].prefix(pasteEnd.count)
        guard available.elementsEqual(pasteEnd.prefix(available.count)) else {
            return .notASequence
        }
        guard available.count == pasteEnd.count else { return .incomplete }
        return .sequence(.pasteEnd, end: start + pasteEnd.count)
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
}
