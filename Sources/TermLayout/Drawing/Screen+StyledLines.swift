extension Screen {
    /// A snapshot with styles, readable in a diff: the text `lines`; then as many lines again,
    /// one character a cell, `.` for a cell in the plain style and a key for any other; then
    /// one line `key = style` per key, in the order the keys first appear. Keys go a–z, A–Z,
    /// 0–9, then on through one-cell letters from U+00C0, so every style gets its own.
    ///
    ///     ┌─ Log ─┐
    ///     │ok     │
    ///     └───────┘
    ///     aaabbbaaa
    ///     a.......a
    ///     aaaaaaaaa
    ///     a = fg:cyan
    ///     b = bold
    public var styledLines: [String] {
        var keys: [TextStyle: Character] = [.plain: "."]
        var legend: [String] = []
        var unused = StyleKeys()
        let mask = (0..<size.height).map { y in
            String(
                (0..<size.width).map { x in
                    let style = self[x, y].style
                    if let key = keys[style] { return key }
                    let key = unused.next()
                    keys[style] = key
                    legend.append("\(key) = \(style)")
                    return key
                })
        }
        return lines + mask + legend
    }
}

/// The keys of `styledLines`, in order.
private struct StyleKeys {
    private var ascii = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        .makeIterator()
    private var scalar: UInt32 = 0xBF

    mutating func next() -> Character {
        if let key = ascii.next() { return key }
        while true {
            scalar += 1
            guard let candidate = Unicode.Scalar(scalar) else { continue }
            switch candidate.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .otherLetter:
                if String(candidate).displayWidth == 1 { return Character(candidate) }
            default:
                break
            }
        }
    }
}
