import Cassowary

/// libFuzzer's entry point: the input is a program of solver calls (see `SolverProgram`), run
/// against a fresh solver with every check after every call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var program = SolverProgram(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    program.run()
    return 0
}

/// Bytes read as solver calls over six variables. Each call is an opcode byte and its operand
/// bytes; an input that ends mid-call reads zeros. Calls may name constraints that were removed
/// or edit variables that were never added, to reach the refusals too.
///
/// After every call: the tableau's invariants hold, every required constraint in the solver
/// holds (within a tolerance relative to the solution's size), a refusal is the one the call
/// deserved and changed no value, and no refusal is an internal error. A broken check traps,
/// which libFuzzer reports as a crash.
struct SolverProgram {
    /// The kinds of refusal a call can get, by `SolverError` case.
    enum Refusal {
        case duplicate, unknown, duplicateEdit, unknownEdit, requiredEdit, unsatisfiable, other
    }

    private var bytes: [UInt8]
    private var position = 0
    private let solver = Solver()
    private let variables = (0..<6).map { Variable("x\($0)") }
    /// The values `updateVariables` last published, to check what it reports as changed.
    private var values = [Double](repeating: 0, count: 6)
    /// Every constraint the program has made, whether or not it is in the solver now.
    private var constraints: [Constraint] = []
    /// The refusal the current call must get whatever its numbers; nil when it may succeed or
    /// be refused as unsatisfiable.
    private var expected: Refusal?

    private static let strengths: [Strength] = [
        .required, .required, .strong, .medium, .weak,
        Strength(levels: [.init(priority: 750, weight: 2), .init(priority: 1, weight: 0.5)]),
    ]
    private static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func run() {
        while position < bytes.count {
            expected = nil
            do {
                try perform(next() % 8)
                check(refusal: nil)
            } catch {
                check(refusal: error)
            }
        }
    }

    // MARK: - Calls

    /// The call `opcode` stands for, reading its operands and setting `expected` first.
    private mutating func perform(_ opcode: UInt8) throws(SolverError) {
        switch opcode {
        case 0, 1:
            let constraint = makeConstraint()
            constraints.append(constraint)
            try solver.addConstraint(constraint)
        case 2:
            let constraint = pickConstraint()
            if solver.hasConstraint(constraint) { expected = .duplicate }
            try solver.addConstraint(constraint)
        case 3:
            let constraint = pickConstraint()
            if !solver.hasConstraint(constraint) { expected = .unknown }
            try solver.removeConstraint(constraint)
        case 4:
            let (variable, strength) = (pickVariable(), pickStrength())
            if solver.hasEditVariable(variable) {
                expected = .duplicateEdit
            } else if strength.isRequired {
                expected = .requiredEdit
            }
            try solver.addEditVariable(variable, strength: strength)
        case 5:
            let variable = pickVariable()
            if !solver.hasEditVariable(variable) { expected = .unknownEdit }
            try solver.removeEditVariable(variable)
        case 6:
            let (variable, value) = (pickVariable(), number(scale: 1))
            if !solver.hasEditVariable(variable) { expected = .unknownEdit }
            try solver.suggestValue(value, for: variable)
        default:
            let (constraint, constant) = (pickConstraint(), number(scale: 0.25))
            if !solver.hasConstraint(constraint) { expected = .unknown }
            try solver.setConstant(constant, of: constraint)
        }
    }

    /// A constraint of one to three terms with small coefficients and constant.
    private mutating func makeConstraint() -> Constraint {
        let count = Int(next() % 3) + 1
        let terms = (0..<count).map { _ in Term(pickVariable(), number(scale: 1.0 / 16)) }
        let relation = Self.relations[Int(next()) % Self.relations.count]
        return Constraint(
            LinearExpression(terms, constant: number(scale: 0.5)), relation,
            strength: pickStrength())
    }

    /// One of the constraints made so far; before the first, a new required `0 == 0`.
    private mutating func pickConstraint() -> Constraint {
        let index = Int(next())
        if constraints.isEmpty { constraints.append(Constraint(LinearExpression(), .equal)) }
        return constraints[index % constraints.count]
    }

    private mutating func pickVariable() -> Variable { variables[Int(next()) % variables.count] }

    private mutating func pickStrength() -> Strength {
        Self.strengths[Int(next()) % Self.strengths.count]
    }

    /// A signed byte times `scale`: small numbers, many of them whole, and zero.
    private mutating func number(scale: Double) -> Double {
        Double(Int8(bitPattern: next())) * scale
    }

    /// The next byte; zero past the end.
    private mutating func next() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    // MARK: - Checks

    /// Traps unless the call was refused as `expected` (or, with nothing expected, succeeded or
    /// was refused as unsatisfiable), `updateVariables` reports exactly the values that moved
    /// and a refusal moved none, the tableau is consistent and every required constraint holds.
    private mutating func check(refusal: SolverError?) {
        let kind = refusal.map(Self.kind(of:))
        require(
            kind == expected || (expected == nil && kind == .unsatisfiable),
            "got \(refusal.map { "\($0)" } ?? "success"), expected \(expected.map { "\($0)" } ?? "success")"
        )
        let changed = Set(solver.updateVariables().map(\.id))
        for (index, variable) in variables.enumerated() {
            let value = solver.value(of: variable)
            require(
                changed.contains(variable.id) == (value != values[index]),
                "updateVariables misreports \(variable): \(values[index]) to \(value)")
            values[index] = value
        }
        require(refusal == nil || changed.isEmpty, "a refusal moved \(changed)")
        let violations = solver.invariantViolations()
        require(violations.isEmpty, "tableau invariants broken: \(violations)")
        let scale = values.reduce(1) { max($0, abs($1)) }
        for constraint in constraints where constraint.strength.isRequired {
            guard let constant = solver.constant(of: constraint) else { continue }
            // The solver takes coefficients below 1e-8 for zero, so a value may be off by about
            // that much times the largest value: ten times that is allowed, per unit of the
            // constraint's coefficients and constant.
            var residual = constant
            var size = abs(constant)
            for term in constraint.expression.terms {
                residual += term.coefficient * solver.value(of: term.variable)
                size += abs(term.coefficient) * scale
            }
            let tolerance = 1e-7 * max(1, size)
            let holds =
                switch constraint.relation {
                case .equal: abs(residual) <= tolerance
                case .lessThanOrEqual: residual <= tolerance
                case .greaterThanOrEqual: residual >= -tolerance
                }
            require(holds, "required \(constraint) is off by \(residual)")
        }
    }

    private static func kind(of refusal: SolverError) -> Refusal {
        switch refusal {
        case .duplicateConstraint: .duplicate
        case .unknownConstraint: .unknown
        case .duplicateEditVariable: .duplicateEdit
        case .unknownEditVariable: .unknownEdit
        case .requiredEditStrength: .requiredEdit
        case .unsatisfiableConstraint: .unsatisfiable
        case .invalidNumber, .internalError: .other
        }
    }
}

/// Stops with `message` unless `condition` holds, which libFuzzer reports as a crash.
/// `precondition` would trap too, but without its message in a release build.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
