import TermLayout

/// The terminal's bytes decoded in one pass into keys, mouse actions, pastes and replies:
/// UTF-8 put together (`UTF8Input`), then the sequences read (`InputSequences`). It needs
/// neither curses nor a run loop; the session feeds it what it reads, and calls `flush()`
/// once `waitLimit` has passed with no more input.
package struct InputDecoder {
    private var characters = UTF8Input()
    private var sequences: InputSequences

    /// A decoder that reads `keyStrings` as keys besides xterm's, and takes a lone Esc for the
    /// Esc key after `escapeWait` with nothing after it.
    package init(
        keyStrings: KeyStrings = KeyStrings(),
        escapeWait: Duration = InputSequences.defaultEscapeWait
    ) {
        sequences = InputSequences(keyStrings: keyStrings, escapeWait: escapeWait)
    }

    /// Whether a lone Esc is the Esc key once its wait has passed (see `InputSequences`).
    package var loneEscapeIsKey: Bool {
        get { sequences.loneEscapeIsKey }
        set { sequences.loneEscapeIsKey = newValue }
    }

    /// The events `bytes` complete, after what earlier batches began.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        var scalars: [Unicode.Scalar] = []
        for byte in bytes { scalars += characters.scalars(adding: byte) }
        return sequences.decode(scalars)
    }

    /// How long to wait for the rest of a character, a sequence or a paste that has begun
    /// before calling `flush()`; nil while nothing has begun. A character cut inside a paste
    /// waits as long as the paste: the rest of both comes in the same late write.
    package var waitLimit: Duration? {
        let character = characters.isWaiting ? InputSequences.sequenceWait : nil
        return [character, sequences.waitLimit].compactMap { $0 }.max()
    }

    /// The events of a character, a sequence or a paste whose rest did not come in time (see
    /// `InputSequences.flush()`).
    package mutating func flush() -> [TerminalEvent] {
        sequences.decode(characters.flush()) + sequences.flush()
    }
}
