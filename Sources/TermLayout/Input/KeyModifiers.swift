/// Modifier keys held with a key (`Key.modified`) or a mouse action. The bits are xterm's:
/// a modified key's parameter is 1 plus their sum.
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Meta).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Ctrl.
    public static let control = KeyModifiers(rawValue: 4)

    /// As a key bar names them: `ctrl-shift`.
    public var description: String {
        [(KeyModifiers.control, "ctrl"), (.alt, "alt"), (.shift, "shift")]
            .filter { contains($0.0) }.map(\.1).joined(separator: "-")
    }
}
