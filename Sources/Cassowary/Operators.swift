/// A value that reads as a linear expression: `Variable`, `Term` or `LinearExpression`.
///
/// It lets `2 * a + b - 3`, `a == b + 10` and `a >= 1` be written with one set of operators.
public protocol LinearExpressible: Sendable {
    var expression: LinearExpression { get }
}

extension Variable: LinearExpressible {
    public var expression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressible {
    public var expression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressible {
    public var expression: LinearExpression { self }
}

// MARK: Scaling

public func * (variable: Variable, factor: Double) -> Term { Term(variable, factor) }
public func * (factor: Double, variable: Variable) -> Term { Term(variable, factor) }
public func * (term: Term, factor: Double) -> Term {
    Term(term.variable, term.coefficient * factor)
}
public func * (factor: Double, term: Term) -> Term {
    Term(term.variable, term.coefficient * factor)
}
public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    expression.scaled(by: factor)
}
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: factor)
}
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression.scaled(by: 1 / divisor)
}
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
public prefix func - (expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: -1)
}

// MARK: Sums

public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> LinearExpression {
    let left = lhs.expression
    let right = rhs.expression
    return LinearExpression(left.terms + right.terms, constant: left.constant + right.constant)
}
public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> LinearExpression {
    var sum = lhs.expression
    sum.constant += rhs
    return sum
}
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + rhs.expression.scaled(by: -1)
}
public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.expression.scaled(by: -1) + lhs
}

// MARK: Relations (required strength; change it with `Constraint.strength(_:)`)

public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func == <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
