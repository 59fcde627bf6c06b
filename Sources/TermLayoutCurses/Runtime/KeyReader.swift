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

/// Reads events through the session's input window with `wget_wch`, never waiting: the run
/// loop calls it when the terminal has input.
package struct KeyReader {
    let window: UnsafeMutablePointer<WINDOW>
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

    /// The characters ncurses read as its mouse key (`kmous`, which begins a mouse report),
    /// put back so that `InputSequences` reads the report whole: the session decodes the
    /// reports itself, in SGR form, whatever the terminal description says.
    private static let mouseKeyCharacters: [TerminalEvent] = {
        guard let sequence = termlayout_string_capability("kmous") else { return [] }
        return String(cString: sequence).unicodeScalars.map {
            .key($0 == "\u{1B}" ? .escape : .character(Character($0)))
        }
    }()

    /// The next events: nil when none came, an empty list for input that is not an event (an
    /// unmapped key code).
    private func next() -> [TerminalEvent]? {
        // Keeps `wget_wch` from refreshing the input window over the panels.
        untouchwin(window)
        var code: wint_t = 0
        switch wget_wch(window, &code) {
        case termlayout_key_code_yes():
            if Int32(code) == KEY_MOUSE { return Self.mouseKeyCharacters }
            let event =
                extendedKeys[Int32(code)].map(TerminalEvent.key) ?? Self.keyCode(Int32(code))
            return event.map { [$0] } ?? []
        case termlayout_ok(): return Self.character(UInt32(code)).map { [.key($0)] } ?? []
        default: return nil
        }
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
