/// SplitMix64: a tiny seeded generator that gives the same sequence on every platform, so a
/// failing sweep, walk or fuzz case replays exactly from its seed. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The generator whose sequence `seed` fixes.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive.
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "next(below:) needs a positive bound")
        return Int(next() % UInt64(bound))
    }
}
