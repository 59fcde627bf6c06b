import CNcursesw
import TermLayout

/// What the terminal sent: a key, a mouse action, news that its size changed, or an answer
/// to a query.
package enum TerminalEvent: Equatable {
    case key(Key)
    case mouse(MouseEvent)
    case resize
    case reply(TerminalReply)
}

/// Reads events through the session's input window with `wgetch`, never waiting: the run
/// loop calls it when the terminal has input. ncurses decodes the function keys its terminal
/// description names; the characters' bytes are put together here (`UTF8Input`).
package struct KeyReader {
    let window: UnsafeMutablePointer<WINDOW>
    /// Puts back together the characters whose bytes ncurses passes one at a time.
    private var characters = UTF8Input()
    /// Puts back together what ncurses passes a character at a time, a paste across batches.
    private var sequences = InputSequences()

    /// The codes ncurses gives keys with modifiers where the terminal description names their
    /// sequences (xterm's `kLFT5` for Ctrl-Left, `kf13` for Shift-F1, `KEY_SLEFT`); elsewhere
    /// they arrive as sequences, which `InputSequences` decodes.
    private let extendedKeys: [Int32: Key]

    init(window: UnsafeMutablePointer<WINDOW>) {
        self.window = window
        wtimeout(window, 0)
        var extendedKeys: [Int32: Key] = [:]
        for (sequence, key) in ModifiedKeys.allSequences {
            let code = key_defined(sequence)
            if code > 0 { extendedKeys[code] = key }
        }
        self.extendedKeys = extendedKeys
    }

    /// Every event waiting, without blocking. ncurses still waits its escape delay for the
    /// rest of a sequence that has begun, as for any key.
    mutating func pendingEvents() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        while let next = next() {
            events += next
        }
        return sequences.decode(events)
    }

    /// How long to wait for the rest of a character, a sequence or a paste that has begun
    /// before calling `flush()`; nil while nothing has begun. A character cut inside a paste
    /// waits as long as the paste: the rest of both comes in the same late write.
    var waitLimit: Duration? {
        let character = characters.isWaiting ? InputSequences.sequenceWait : nil
        return [character, sequences.waitLimit].compactMap { $0 }.max()
    }

    /// The events of a character, a sequence or a paste whose rest did not come in time (see
    /// `InputSequences.flush()`).
    mutating func flush() -> [TerminalEvent] {
        sequences.decode(Self.keys(characters.flush())) + sequences.flush()
    }

    /// The characters ncurses read as its mouse key (`kmous`, which begins a mouse report),
    /// put back so that `InputSequences` reads the report whole: the session decodes the
    /// reports itself, in SGR form, whatever the terminal description says.
    private static let mouseKeyCharacters: [TerminalEvent] = {
        guard let sequence = termlayout_string_capability("kmous") else { return [] }
        return String(cString: sequence).unicodeScalars.map {
            .key($0 == "\u{1B}" ? .escape : .character(Character($0)))
        }
    }()

    /// The next events: nil when none came, an empty list for input that is not an event yet
    /// (the first bytes of a character) or at all (an unmapped key code).
    private mutating func next() -> [TerminalEvent]? {
        // Keeps `wgetch` from refreshing the input window over the panels.
        untouchwin(window)
        let code = wgetch(window)
        guard code != termlayout_err() else { return nil }
        guard code > 0xFF else {
            return Self.keys(characters.scalars(adding: UInt8(code)))
        }
        // A key ends a character begun before it, unfinished.
        let broken = Self.keys(characters.flush())
        if code == KEY_MOUSE { return broken + Self.mouseKeyCharacters }
        let event = extendedKeys[code].map(TerminalEvent.key) ?? Self.keyCode(code)
        return broken + (event.map { [$0] } ?? [])
    }

    private static let keyCodes: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right, KEY_HOME: .home,
        KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_BTAB: .backTab,
        KEY_DC: .delete, KEY_IC: .insert, KEY_BACKSPACE: .backspace, KEY_ENTER: .enter,
    ]

    /// A function key's event; nil for codes without a `Key`.
    static func keyCode(_ code: Int32) -> TerminalEvent? {
        if code == termlayout_key_resize() { return .resize }
        if let key = keyCodes[code] { return .key(key) }
        for number in 1...24 where code == termlayout_key_f(Int32(number)) {
            return .key(.function(number))
        }
        return nil
    }

    /// The keys characters stand for.
    private static func keys(_ scalars: [Unicode.Scalar]) -> [TerminalEvent] {
        scalars.compactMap { character($0.value).map(TerminalEvent.key) }
    }

    /// The key a character stands for: the C0 controls that have names by name, the other
    /// control codes as Ctrl+letter, everything else as text. nil for what is not a scalar.
    package static func character(_ code: UInt32) -> Key? {
        switch code {
        case 0x0A, 0x0D: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(code + 0x60)!))
        default: return Unicode.Scalar(code).map { .character(Character($0)) }
        }
    }
}
