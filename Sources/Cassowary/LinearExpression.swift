/// A linear expression: a sum of terms plus a constant.
///
/// Terms are kept as written; the solver combines repeated variables when it reads them.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms as written; a variable may appear more than once.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The sum of `terms` plus `constant`; zero when both are left out.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `variable` alone, with coefficient 1.
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    /// `term` alone.
    public init(_ term: Term) { self.init([term]) }
    /// A constant with no variables.
    public init(constant: Double) { self.init([], constant: constant) }

    /// The expression with every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            if parts.isEmpty {
                parts.append(term.description)
            } else if term.coefficient < 0 {
                parts.append("- \(Term(term.variable, -term.coefficient))")
            } else {
                parts.append("+ \(term)")
            }
        }
        if parts.isEmpty {
            return formatNumber(constant)
        }
        if constant > 0 { parts.append("+ \(formatNumber(constant))") }
        if constant < 0 { parts.append("- \(formatNumber(-constant))") }
        return parts.joined(separator: " ")
    }
}
