import Synchronization

/// An unknown of a linear system: a cheap value whose identity is fixed at creation.
///
/// Two copies of one `Variable` are the same unknown; two variables created separately are
/// different even when they share a name. The name is for messages only.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// Process-wide creation order; also the variable's identity.
    public let id: Int
    /// An optional name used in descriptions and error messages.
    public let name: String?

    /// A new unknown, different from every other, named for messages if `name` is given.
    public init(_ name: String? = nil) {
        self.id = variableCounter.add(1, ordering: .relaxed).newValue
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { name ?? "v\(id)" }
}

private let variableCounter = Atomic<Int>(0)
