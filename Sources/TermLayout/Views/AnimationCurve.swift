/// How an animation's frames follow time: the part of the way they have moved at `t`, the part
/// of the duration gone, both from 0 to 1. The eased curves are cubic.
public enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// `t`: an even pace.
    case linear
    /// `t³`: slow away, fast at the end.
    case easeIn
    /// `1 − (1 − t)³`: fast away, slow at the end.
    case easeOut
    /// `4t³` up to half way, `1 − (2 − 2t)³ / 2` after: slow at both ends.
    case easeInOut

    /// The part of the way moved at `t` (clamped to 0...1): 0 at 0, 1 at 1.
    public func progress(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - cube(1 - t)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - cube(2 - 2 * t) / 2
        }
    }

    private func cube(_ value: Double) -> Double { value * value * value }
}
