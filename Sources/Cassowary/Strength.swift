/// How much a constraint matters: required, or a set of weighted priority levels.
///
/// Levels are **strictly ordered**: any error at a higher level costs more than every error at
/// lower levels together (a lexicographic objective), unlike kiwi, which adds its tiers into one
/// number. Within a level, errors are weighed by `weight` and summed.
///
/// The levels are Auto Layout priorities: a priority `p` in `1...999` is level `p`, and 1000 is
/// required. Fractional levels in `(0, 1000)` are allowed for a caller's internal priorities.
/// kiwi's three tiers map onto UIKit's named priorities: strong = 750 (`defaultHigh`),
/// medium = 500, weak = 250 (`defaultLow`).
public struct Strength: Hashable, Sendable, CustomStringConvertible {
    /// One priority level and the weight of an error there.
    public struct Level: Hashable, Sendable {
        /// The Auto Layout priority of the level, in `(0, 1000)`.
        public var priority: Double
        /// How much an error counts within the level; errors there are weighed by it and summed.
        public var weight: Double

        /// A level at `priority` whose errors count `weight` times.
        public init(priority: Double, weight: Double) {
            self.priority = priority
            self.weight = weight
        }
    }

    /// The weighted levels, highest priority first, each priority at most once. Empty for
    /// `required`.
    public let levels: [Level]
    /// A required constraint must hold; the solver refuses one that cannot.
    public let isRequired: Bool

    /// The priority at which Auto Layout's `required` sits.
    public static let requiredPriority: Double = 1000

    /// Must hold: the solver refuses a required constraint that contradicts others.
    public static let required = Strength(levels: [], isRequired: true)
    /// kiwi's strong tier, at UIKit's `defaultHigh` (750).
    public static let strong = Strength(priority: 750)
    /// kiwi's medium tier, at 500.
    public static let medium = Strength(priority: 500)
    /// kiwi's weak tier, at UIKit's `defaultLow` (250).
    public static let weak = Strength(priority: 250)

    /// An Auto Layout priority: 1000 is required, anything below is the level of that number.
    /// The solver rejects a priority that is not finite or not in `(0, 1000]`.
    public init(priority: Double, weight: Double = 1) {
        if priority == Self.requiredPriority {
            self.init(levels: [], isRequired: true)
        } else {
            self.init(levels: [Level(priority: priority, weight: weight)], isRequired: false)
        }
    }

    /// Several levels at once, as kiwi's composite strengths have. Levels with zero weight are
    /// dropped; the same priority given twice adds its weights.
    public init(levels: [Level]) {
        var merged: [Level] = []
        for level in levels.sorted(by: { $0.priority > $1.priority }) where level.weight != 0 {
            if let last = merged.last, last.priority == level.priority {
                merged[merged.count - 1].weight += level.weight
            } else {
                merged.append(level)
            }
        }
        self.init(levels: merged, isRequired: false)
    }

    private init(levels: [Level], isRequired: Bool) {
        self.levels = levels
        self.isRequired = isRequired
    }

    /// kiwi's `strength::create(a, b, c, w)`: weights `a * w`, `b * w` and `c * w` (each clipped
    /// to `0...1000`) on the strong, medium and weak levels. Like kiwi, all three at 1000 is
    /// required.
    public static func create(
        _ strong: Double, _ medium: Double, _ weak: Double, _ weight: Double = 1
    ) -> Strength {
        func clip(_ value: Double) -> Double { value.isNaN ? value : min(max(value, 0), 1000) }
        let weights = [strong, medium, weak].map { clip($0 * weight) }
        if weights.allSatisfy({ $0 == 1000 }) { return .required }
        return Strength(levels: [
            Level(priority: 750, weight: weights[0]),
            Level(priority: 500, weight: weights[1]),
            Level(priority: 250, weight: weights[2]),
        ])
    }

    /// Whether every number is usable: finite weights and priorities, priorities in `(0, 1000)`,
    /// weights not negative.
    var isValid: Bool {
        levels.allSatisfy {
            $0.priority.isFinite && $0.priority > 0 && $0.priority < Self.requiredPriority
                && $0.weight.isFinite && $0.weight >= 0
        }
    }

    public var description: String {
        if isRequired { return "required" }
        return levels.map { level in
            level.weight == 1
                ? "@\(formatNumber(level.priority))"
                : "@\(formatNumber(level.priority))×\(formatNumber(level.weight))"
        }.joined(separator: " ")
    }
}
