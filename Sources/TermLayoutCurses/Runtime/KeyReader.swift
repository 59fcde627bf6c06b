import CEventLoop
import CNcursesw
import TermLayout
import TerminalInput

/// Reads the terminal's bytes itself, never waiting, and decodes them once (`InputDecoder`):
/// the run loop calls it when the terminal has input. ncurses decodes no key; it only tells
/// which sequences the terminal description names for its keys.
package struct KeyReader {
    let descriptor: Int32
    private var decoder: InputDecoder

    /// A reader of `descriptor` that takes a lone Esc for the Esc key after `escapeWait`.
    init(descriptor: Int32, escapeWait: Duration) {
        self.descriptor = descriptor
        decoder = InputDecoder(keyStrings: Self.terminfoKeys(), escapeWait: escapeWait)
    }

    /// The most read at once: input beyond it waits for the next turn of the run loop, so
    /// that a flood (a huge paste) never holds up a frame for long.
    private static let batchLimit = 65_536

    /// Every event the waiting bytes complete, without blocking.
    mutating func pendingEvents() -> [TerminalEvent] {
        var bytes = [UInt8](repeating: 0, count: 4_096)
        var events: [TerminalEvent] = []
        var total = 0
        while total < Self.batchLimit {
            let count = bytes.withUnsafeMutableBufferPointer {
                termlayout_read_waiting(descriptor, $0.baseAddress, UInt($0.count))
            }
            guard count > 0 else { break }
            events += decoder.decode(bytes[..<count])
            total += count
        }
        return events
    }

    /// Whether a lone Esc is the Esc key once its wait has passed: not under the kitty
    /// keyboard protocol, which sends Esc as a sequence of its own.
    var loneEscapeIsKey: Bool {
        get { decoder.loneEscapeIsKey }
        set { decoder.loneEscapeIsKey = newValue }
    }

    /// How long to wait for the rest of a character, a sequence or a paste that has begun
    /// before calling `flush()`; nil while nothing has begun.
    var waitLimit: Duration? { decoder.waitLimit }

    /// The events of a character, a sequence or a paste whose rest did not come in time.
    mutating func flush() -> [TerminalEvent] { decoder.flush() }

    /// Whether bytes are waiting to be read, never blocking.
    var hasWaitingInput: Bool { termlayout_input_waiting(descriptor) != 0 }

    /// The terminfo capabilities of the keys `Key` names.
    private static let keyCapabilities: [(name: String, key: Key)] =
        [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
            ("khome", .home), ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown),
            ("kich1", .insert), ("kdch1", .delete), ("kcbt", .backTab), ("kent", .enter),
        ] + (1...24).map { ("kf\($0)", .function($0)) }

    /// The sequences the current terminal description names for its keys.
    private static func terminfoKeys() -> KeyStrings {
        KeyStrings(
            keyCapabilities.compactMap { capability in
                termlayout_string_capability(capability.name).map {
                    (String(cString: $0), capability.key)
                }
            })
    }
}
