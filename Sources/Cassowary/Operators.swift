/// A value that reads as a linear expression: `Variable`, `Term` or `Expression`.
///
/// It lets `2 * a + b - 3`, `a == b + 10` and `a >= 1` be written with one set of operators.
public protocol LinearExpressible: Sendable {
    var expression: Expression { get }
}

extension Variable: LinearExpressible {
    public var expression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
    public var expression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    public var expression: Expression { self }
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
public func * (expression: Expression, factor: Double) -> Expression {
    expression.scaled(by: factor)
}
public func * (factor: Double, expression: Expression) -> Expression {
    expression.scaled(by: factor)
}
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }
public func / (expression: Expression, divisor: Double) -> Expression {
    expression.scaled(by: 1 / divisor)
}
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
public prefix func - (expression: Expression) -> Expression { expression.scaled(by: -1) }

// MARK: Sums

public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    let left = lhs.expression
    let right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}
public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression {
    var sum = lhs.expression
    sum.constant += rhs
    return sum
}
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    lhs + rhs.expression.scaled(by: -1)
}
public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs + -rhs }
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression {
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
