import TermLayout

/// The sequences a terminal description names for its keys (terminfo's `kf1`, `khome` and
/// the like) that xterm's forms do not already decode: the Linux console's `ESC [ [ A` for
/// F1, rxvt's `ESC [ 7 ~` for Home. The session reads them from the terminfo entry.
package struct KeyStrings: Sendable {
    private var keys: [[Unicode.Scalar]: Key] = [:]
    /// Every proper prefix of a sequence, so that one cut by a read waits for its rest.
    private var prefixes: Set<[Unicode.Scalar]> = []

    /// The sequences of `pairs` that begin with Esc and that `ModifiedKeys` would not read
    /// as a key; the first of two for the same sequence wins.
    package init(_ pairs: [(sequence: String, key: Key)] = []) {
        for (sequence, key) in pairs {
            let scalars = Array(sequence.unicodeScalars)
            guard scalars.count > 1, scalars[0] == "\u{1B}", keys[scalars] == nil,
                !ModifiedKeys.decodes(scalars)
            else { continue }
            keys[scalars] = key
            for length in 1..<scalars.count { prefixes.insert(Array(scalars[..<length])) }
        }
    }

    /// What the scalars from `start` on hold: one of the sequences, or the start of one.
    enum Match {
        case key(Key, end: Int)
        case incomplete
    }

    /// The longest sequence at `start`, or that the scalars end inside one; nil for neither.
    func match(_ scalars: [Unicode.Scalar], at start: Int) -> Match? {
        var found: Match?
        var end = start + 1
        while end <= scalars.endIndex {
            let candidate = Array(scalars[start..<end])
            if let key = keys[candidate] { found = .key(key, end: end) }
            guard prefixes.contains(candidate) else { return found }
            end += 1
        }
        return found ?? .incomplete
    }
}
