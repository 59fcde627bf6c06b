/// An unknown of the tableau: an external variable, or a slack, error or dummy symbol the solver
/// made for a constraint.
///
/// Symbols are numbered in creation order and compare by that number; every tie in the solver
/// (which symbol enters, which row leaves) is broken by that order, so results never depend on
/// hashing or memory layout.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        /// A user's `Variable`; unrestricted in sign.
        case external = 0
        /// The slack of an inequality; never negative.
        case slack = 1
        /// One side of a non-required constraint's error; never negative.
        case error = 2
        /// The marker of a required equality; never pivots.
        case dummy = 3
    }

    /// Creation number in the high bits, kind in the low two.
    let raw: UInt32

    init(index: Int, kind: Kind) {
        raw = UInt32(index) << 2 | kind.rawValue
    }

    static let invalid = Symbol(raw: .max)

    init(raw: UInt32) { self.raw = raw }

    /// Position in the solver's per-symbol arrays.
    var index: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isValid: Bool { self != .invalid }
    /// External symbols may take any sign; the others are kept at zero or above.
    var isRestricted: Bool { raw & 3 != Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    /// Slack and error symbols may enter the basis; externals only when a row is first solved.
    var isPivotable: Bool {
        let kind = raw & 3
        return kind == Kind.slack.rawValue || kind == Kind.error.rawValue
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// One coefficient of a row. The coefficient is kept as two halves of its bits: a `Double`
/// field would align the cell to 8 bytes and pad it to 16, and rows are most of the tableau's
/// memory: 12-byte cells made the 100×100 grid's resize faster (Benchmarks/README.md).
struct Cell {
    var symbol: Symbol
    private var lowBits: UInt32
    private var highBits: UInt32

    init(symbol: Symbol, coefficient: Double) {
        self.symbol = symbol
        (lowBits, highBits) = Self.halves(of: coefficient)
    }

    var coefficient: Double {
        get { Double(bitPattern: UInt64(highBits) << 32 | UInt64(lowBits)) }
        set { (lowBits, highBits) = Self.halves(of: newValue) }
    }

    private static func halves(of value: Double) -> (UInt32, UInt32) {
        let bits = value.bitPattern
        return (UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32))
    }
}

/// Coefficients this small are rounding noise and are dropped from rows, as kiwi does.
let epsilon = 1.0e-8

func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
