/// A variable multiplied by a coefficient, the building block of an `LinearExpression`.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown the term multiplies.
    public var variable: Variable
    /// The factor on `variable`.
    public var coefficient: Double

    /// `coefficient · variable`; the coefficient is 1 unless given.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Prints whole numbers without a fractional part, everything else as Swift does.
package func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
