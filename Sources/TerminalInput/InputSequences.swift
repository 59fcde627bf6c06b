import TermLayout

/// The keys and sequences in the terminal's characters: a terminal's answers to the session's
/// queries (taken out of the keys), Alt with a character (Esc then the character), the keys
/// of xterm's forms (`ESC [ 1 ; 5 D` for Ctrl-Left, see `ModifiedKeys`) and of the terminal
/// description (`KeyStrings`), a mouse report (`ESC [ < b ; x ; y M`, SGR mode 1006), and a
/// bracketed paste (between `ESC [ 200 ~` and `ESC [ 201 ~`) as one event, or as several of
/// `pastePartLength` scalars when it is longer.
///
/// A control sequence (CSI, SS3) or a control string (OSC, DCS, APC, PM, SOS) is consumed
/// whole: one that means nothing here is dropped, never passed on as Esc and text. One that
/// has begun but not ended is kept for the next batch, as a terminal's writes may be split
/// on their way; `flush()` gives up on it when no more input comes, and a lone Esc becomes
/// the Esc key.
package struct InputSequences {
    /// The text of a paste whose end has not come yet, since its last part.
    private var pasted: String?
    /// How many scalars `pasted` holds (a string counts them only by walking them).
    private var pastedLength = 0
    /// The start of a sequence whose end has not come yet.
    private var pending: [Unicode.Scalar] = []
    /// The terminal description's own key sequences.
    private let keyStrings: KeyStrings
    /// How long a lone Esc waits for a sequence's rest before it is the Esc key.
    private let escapeWait: Duration
    /// Whether a lone Esc is the Esc key once `escapeWait` has passed; under the kitty keyboard
    /// protocol Esc is `ESC [ 27 u`, and a lone Esc only the start of a sequence cut by a read,
    /// given up after the sequence's wait.
    package var loneEscapeIsKey = true

    /// How long the rest of a sequence may take once it has begun, before `flush()` gives up
    /// on it: far longer than a terminal's split write takes, short enough not to be felt.
    package static let sequenceWait = Duration.milliseconds(100)
    /// How long a paste may pause before `flush()` ends it: a paste over a slow link arrives in
    /// parts, but one whose end never comes must not swallow every key typed after it.
    package static let pasteWait = Duration.seconds(3)
    /// The most scalars a paste event holds: a longer paste is passed on in parts of this many,
    /// in order, as it arrives, so that a paste of any size holds no more than this in the
    /// decoder and the app draws frames while it comes.
    package static let pastePartLength = 65_536

    /// A decoder with no paste begun, which reads `keyStrings` as keys besides xterm's and
    /// waits `escapeWait` after a lone Esc.
    package init(keyStrings: KeyStrings = KeyStrings(), escapeWait: Duration = defaultEscapeWait) {
        (self.keyStrings, self.escapeWait) = (keyStrings, escapeWait)
    }

    /// How long a lone Esc waits unless the app says otherwise: no key sequence's bytes come
    /// further apart from a terminal on the same machine, and a person does not feel it.
    package static let defaultEscapeWait = Duration.milliseconds(25)

    /// How long to wait for more input before calling `flush()`; nil while nothing waits.
    package var waitLimit: Duration? {
        if pasted != nil { return Self.pasteWait }
        if pending.isEmpty { return nil }
        return pending == ["\u{1B}"] && loneEscapeIsKey ? escapeWait : Self.sequenceWait
    }

    /// `scalars`, after what was kept from earlier batches, decoded.
    package mutating func decode(_ scalars: [Unicode.Scalar]) -> [TerminalEvent] {
        let scalars = pending + scalars
        pending = []
        var decoded: [TerminalEvent] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scan =
                pasted == nil ? scan(scalars, at: index) : Self.scanPasteEnd(scalars, at: index)
            switch scan {
            case .notASequence:
                if pasted != nil {
                    appendPasted(scalars[index], to: &decoded)
                } else {
                    decoded.append(.key(Self.key(for: scalars[index])))
                }
                index += 1
            case .incomplete:
                pending = Array(scalars[index...])
                index = scalars.endIndex
            case .broken(let end):
                index = end
            case .sequence(.pasteStart, let end):
                (pasted, pastedLength) = ("", 0)
                index = end
            case .sequence(.pasteEnd, let end):
                endPaste(into: &decoded)
                index = end
            case .sequence(.event(let event), let end):
                if let event { decoded.append(event) }
                index = end
            }
        }
        return decoded
    }

    /// Gives up waiting, as no more input came within `waitLimit`: a paste ends with what it
    /// has, a lone Esc is the Esc key, a sequence's start that is Alt with a character becomes
    /// that key, and any other begun sequence is dropped, since the rest of it can no longer
    /// be told from typing.
    package mutating func flush() -> [TerminalEvent] {
        defer { pending = [] }
        if pasted != nil {
            var parts: [TerminalEvent] = []
            for scalar in pending { appendPasted(scalar, to: &parts) }
            endPaste(into: &parts)
            return parts
        }
        if pending == ["\u{1B}"] { return loneEscapeIsKey ? [.key(.escape)] : [] }
        if pending.count == 2, case .character(let second) = Self.key(for: pending[1]) {
            return [.key(.alt(second))]
        }
        return []
    }

    /// Adds a pasted scalar to the paste, and passes the paste on as a part of its own once it
    /// holds `pastePartLength` scalars.
    private mutating func appendPasted(_ scalar: Unicode.Scalar, to decoded: inout [TerminalEvent])
    {
        pasted!.unicodeScalars.append(Self.pasteText(scalar))
        pastedLength += 1
        guard pastedLength == Self.pastePartLength else { return }
        decoded.append(.key(.paste(pasted!)))
        (pasted, pastedLength) = ("", 0)
    }

    /// Passes on what the paste holds since its last part, if anything, and ends it.
    private mutating func endPaste(into decoded: inout [TerminalEvent]) {
        if let text = pasted, !text.isEmpty { decoded.append(.key(.paste(text))) }
        (pasted, pastedLength) = (nil, 0)
    }

    /// The key a character stands for: the C0 controls that have names by name, the other
    /// control codes as Ctrl+letter, everything else as text.
    package static func key(for scalar: Unicode.Scalar) -> Key {
        switch scalar.value {
        case 0x0A, 0x0D: .enter
        case 0x09: .tab
        case 0x08, 0x7F: .backspace
        case 0x1B: .escape
        case 0x01...0x1A: .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
        default: .character(Character(scalar))
        }
    }

    /// What a sequence is: an event (nil for one that means nothing here), or a paste's marker.
    private enum Sequence {
        case event(TerminalEvent?)
        case pasteStart
        case pasteEnd
    }

    /// What the scalars from an index on hold.
    private enum Scan {
        /// A whole sequence, and the index after it.
        case sequence(Sequence, end: Int)
        /// The start of a sequence that the scalars end inside of.
        case incomplete
        /// A sequence that can never be whole: the scalars up to `end` are dropped.
        case broken(end: Int)
        /// A key like any other.
        case notASequence
    }

    /// The longest sequence kept: longer is no reply or key this decoder knows.
    private static let longestSequence = 4_096

    /// What starts at `start` outside a paste.
    private func scan(_ scalars: [Unicode.Scalar], at start: Int) -> Scan {
        guard scalars[start] == "\u{1B}" else { return .notASequence }
        switch keyStrings.match(scalars, at: start) {
        case .key(let key, let end): return .sequence(.event(.key(key)), end: end)
        case .incomplete: return .incomplete
        case nil: break
        }
        guard start + 1 < scalars.endIndex else { return .incomplete }
        switch scalars[start + 1] {
        case "[": return Self.controlSequence(scalars, from: start + 2)
        case "O": return Self.singleShift(scalars, at: start + 2)
        case "]", "P", "_", "^", "X":
            return Self.controlString(scalars, from: start + 2, introducer: scalars[start + 1])
        case let second:
            switch Self.key(for: second) {
            case .escape: return .notASequence
            case .character(let character):
                return .sequence(.event(.key(.alt(character))), end: start + 2)
            case let key: return .sequence(.event(.key(.modified(key, .alt))), end: start + 2)
            }
        }
    }

    /// A control sequence after its `ESC [`: parameter and intermediate characters (0x20 to
    /// 0x3F), then one final character (0x40 to 0x7E), as ECMA-48 has it.
    private static func controlSequence(_ scalars: [Unicode.Scalar], from first: Int) -> Scan {
        var body = ""
        for index in first..<scalars.endIndex {
            let value = scalars[index].value
            guard (0x20...0x7E).contains(value), index - first < longestSequence else {
                return .broken(end: index)
            }
            guard value >= 0x40 else {
                body.unicodeScalars.append(scalars[index])
                continue
            }
            let final = Character(scalars[index])
            return .sequence(meaning(ofControlSequence: body, final: final), end: index + 1)
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
        case ("", "I"): return .event(.focus(true))
        case ("", "O"): return .event(.focus(false))
        case (_, "u"):
            return .event(ExtendedKeys.kittyKey(parameters: body).map(TerminalEvent.key))
        case (_, "~") where body.hasPrefix("27;"):
            let numbers = body.split(separator: ";", omittingEmptySubsequences: false)
                .map { Int($0) }
            guard numbers.allSatisfy({ $0 != nil }) else { return .event(nil) }
            return .event(
                ExtendedKeys.modifyOtherKeysKey(parameters: numbers.dropFirst().map { $0! })
                    .map(TerminalEvent.key))
        default:
            return .event(ModifiedKeys.key(parameters: body, final: final).map(TerminalEvent.key))
        }
    }

    /// A single shift after its `ESC O`: one final character, a key in the keypad's
    /// application mode. `ESC O` followed by anything else is Alt-O.
    private static func singleShift(_ scalars: [Unicode.Scalar], at index: Int) -> Scan {
        guard index < scalars.endIndex else { return .incomplete }
        guard (0x40...0x7E).contains(scalars[index].value) else {
            return .sequence(.event(.key(.alt("O"))), end: index)
        }
        let key = ModifiedKeys.singleShiftKey(Character(scalars[index]))
        return .sequence(.event(key.map(TerminalEvent.key)), end: index + 1)
    }

    /// A control string after its introducer, up to its terminator: ST (`ESC \\`), or BEL for
    /// an operating system command, which xterm accepts too. Another Esc ends it unfinished.
    /// Only XTVERSION's answer (`DCS > |`) means something here.
    private static func controlString(
        _ scalars: [Unicode.Scalar], from first: Int, introducer: Unicode.Scalar
    ) -> Scan {
        for index in first..<scalars.endIndex {
            guard index - first < longestSequence else { return .broken(end: index) }
            switch scalars[index] {
            case "\u{07}" where introducer == "]":
                return .sequence(.event(nil), end: index + 1)
            case "\u{1B}":
                guard index + 1 < scalars.endIndex else { return .incomplete }
                guard scalars[index + 1] == "\\" else { return .broken(end: index) }
                let content = scalars[first..<index]
                guard introducer == "P", content.starts(with: [">", "|"]) else {
                    return .sequence(.event(nil), end: index + 2)
                }
                let name = content.dropFirst(2).filter { (0x20...0x7E).contains($0.value) }
                let reply = TerminalReply.terminalName(String(String.UnicodeScalarView(name)))
                return .sequence(.event(.reply(reply)), end: index + 2)
            default: continue
            }
        }
        return .incomplete
    }

    /// The marker that ends a paste.
    private static let pasteEnd = Array("\u{1B}[201~".unicodeScalars)

    /// Inside a paste everything is text but its end marker.
    private static func scanPasteEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Scan {
        let available = scalars[start...].prefix(pasteEnd.count)
        guard available.elementsEqual(pasteEnd.prefix(available.count)) else {
            return .notASequence
        }
        guard available.count == pasteEnd.count else { return .incomplete }
        return .sequence(.pasteEnd, end: start + pasteEnd.count)
    }

    /// A pasted character as the paste's text has it: a terminal sends a pasted line break
    /// as Enter, a carriage return.
    private static func pasteText(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar == "\r" ? "\n" : scalar
    }
}
