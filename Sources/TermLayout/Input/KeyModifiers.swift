/// Modifier keys held with a key (`Key.modified`) or a mouse action. The bits are xterm's and
/// the kitty keyboard protocol's: a modified key's parameter is 1 plus their sum.
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
    /// Super (the Windows or Command key), which only the kitty keyboard protocol reports.
    public static let `super` = KeyModifiers(rawValue: 8)
    /// Hyper, which only the kitty keyboard protocol reports.
    public static let hyper = KeyModifiers(rawValue: 16)

    /// As a key bar names them: `ctrl-shift`.
    public var description: String {
        [
            (KeyModifiers.hyper, "hyper"), (.super, "super"), (.control, "ctrl"), (.alt, "alt"),
            (.shift, "shift"),
        ]
        .filter { contains($0.0) }.map(\.1).joined(separator: "-")
    }
}
