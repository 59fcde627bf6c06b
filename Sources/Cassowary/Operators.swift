/// A value that reads as a linear expression: `Variable`, `Term` or `LinearExpression`.
///
/// It lets `2 * a + b - 3`, `a == b + 10` and `a >= 1` be written with one set of operators.
public protocol LinearExpressible: Sendable {
    /// The value as a linear expression.
    var expression: LinearExpression { get }
}

extension Variable: LinearExpressible {
    /// The variable as an expression with coefficient 1.
    public var expression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressible {
    /// The term as an expression of one term.
    public var expression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressible {
    /// The expression itself.
    public var expression: LinearExpression { self }
}

// MARK: Scaling

/// `factor · variable` as a term.
public func * (variable: Variable, factor: Double) -> Term { Term(variable, factor) }
/// `factor · variable` as a term.
public func * (factor: Double, variable: Variable) -> Term { Term(variable, factor) }
/// The term with its coefficient multiplied by `factor`.
public func * (term: Term, factor: Double) -> Term {
    Term(term.variable, term.coefficient * factor)
}
/// The term with its coefficient multiplied by `factor`.
public func * (factor: Double, term: Term) -> Term {
    Term(term.variable, term.coefficient * factor)
}
/// Every coefficient and the constant multiplied by `factor`.
public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    expression.scaled(by: factor)
}
/// Every coefficient and the constant multiplied by `factor`.
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: factor)
}
/// `variable / divisor` as a term with coefficient `1 / divisor`.
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// The term with its coefficient divided by `divisor`.
public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }
/// Every coefficient and the constant divided by `divisor`.
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression.scaled(by: 1 / divisor)
}
/// The variable with coefficient -1.
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
/// The term with its coefficient negated.
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
/// Every coefficient and the constant negated.
public prefix func - (expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: -1)
}

// MARK: Sums

/// The sum of two expressions, their terms kept as written.
public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> LinearExpression {
    let left = lhs.expression
    let right = rhs.expression
    return LinearExpression(left.terms + right.terms, constant: left.constant + right.constant)
}
/// The expression with `rhs` added to its constant.
public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> LinearExpression {
    var sum = lhs.expression
    sum.constant += rhs
    return sum
}
/// The expression with `lhs` added to its constant.
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }
/// The difference of two expressions: `lhs` plus `rhs` negated.
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + rhs.expression.scaled(by: -1)
}
/// The expression with `rhs` taken from its constant.
public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> LinearExpression { lhs + -rhs }
/// `lhs` minus the expression: the expression negated, plus `lhs`.
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.expression.scaled(by: -1) + lhs
}

// MARK: Relations (required strength; change it with `Constraint.strength(_:)`)

/// A required constraint `lhs == rhs`; lower its strength with `Constraint(_:_:strength:)`.
public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// A required constraint `lhs == rhs`, for a constant right side.
public func == <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// A required constraint `lhs == rhs`, for a constant left side.
public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// A required constraint `lhs <= rhs`.
public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// A required constraint `lhs <= rhs`, for a constant right side.
public func <= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// A required constraint `lhs <= rhs`, for a constant left side.
public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// A required constraint `lhs >= rhs`.
public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// A required constraint `lhs >= rhs`, for a constant right side.
public func >= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// A required constraint `lhs >= rhs`, for a constant left side.
public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
