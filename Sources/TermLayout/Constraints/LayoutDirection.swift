/// Which screen side leading and trailing stand for.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left and trailing is right, as in English.
    case leftToRight
    /// Leading is right and trailing is left, as in Arabic and Hebrew.
    case rightToLeft
}
