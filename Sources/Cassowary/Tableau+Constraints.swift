/// Adding and removing constraints, after kiwi's `SolverImpl`, with every refusal leaving the
/// tableau exactly as it was.
extension Tableau {
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] == nil else {
            throw .duplicateConstraint(constraint)
        }
        try validate(constraint)
        let undo = UndoMark(self)
        var (written, record) = makeRow(for: constraint)
        let variable = unmentionedParametricVariable(in: written)
        if variable.isValid {
            written.solve(for: variable)
            define(variable, by: written)
        } else {
            var row = expanded(written)
            if row.constant < 0 { row.reverseSign() }
            var subject = chooseSubject(row, record)
            if !subject.isValid, row.cells.allSatisfy(\.symbol.isDummy) {
                guard nearZero(row.constant) else {
                    let conflicts = requiredConstraints(in: row, excluding: record.marker)
                    undo.restore(&self)
                    throw .unsatisfiableConstraint(constraint, conflictsWith: conflicts)
                }
                subject = record.marker
            }
            if subject.isValid {
                row.solve(for: subject)
                substitute(subject, with: row)
                insertRow(row, basic: subject)
            } else {
                let checkpoint = Checkpoint(&self)
                if let conflicts = addWithArtificialVariable(row, excluding: record.marker) {
                    checkpoint.restore(&self)
                    undo.restore(&self)
                    throw .unsatisfiableConstraint(constraint, conflictsWith: conflicts)
                }
                checkpoint.commit(&self)
            }
        }
        records[ObjectIdentifier(constraint)] = record
        countMentions(of: constraint)
        try optimize()
        try dualOptimize()
    }

    /// Makes `variable`, which no row mentions, basic with `definition`, its constraint row as
    /// written and solved for it. Only the objectives can still mention the variable; they get
    /// the expanded definition.
    mutating func define(_ variable: Symbol, by definition: Row) {
        if objective.mentions(variable) || artificial?.contains(variable) == true {
            substitute(variable, with: expanded(definition))
        }
        insertRow(definition, basic: variable)
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        // Take the errors out of the objective before pivoting, or the pivots would carry them.
        for error in [record.marker, record.other] where error.kind == .error {
            if let slot = slot(ofBasic: error) {
                objective.add(rows[slot], strength: constraint.strength, sign: -1)
            } else {
                objective.insert(error, strength: constraint.strength, sign: -1)
            }
        }
        if let slot = slot(ofBasic: record.marker) {
            _ = removeRow(at: slot)
        } else {
            guard let slot = markerLeavingSlot(for: record.marker) else {
                throw .internalError("no row holds the marker of \(constraint)")
            }
            let leaving = basicOfSlot[slot]
            var row = expanded(removeRow(at: slot))
            row.solve(for: record.marker, replacing: leaving)
            substitute(record.marker, with: row)
        }
        try optimize()
        retire(record)
    }

    /// Refuses numbers the tableau could never recover from: NaN and infinities, and
    /// priorities outside `(0, 1000)`.
    func validate(_ constraint: Constraint) throws(SolverError) {
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .invalidNumber(
                term.coefficient, context: "the coefficient of \(term.variable) in \(constraint)")
        }
        guard constraint.expression.constant.isFinite else {
            throw .invalidNumber(
                constraint.expression.constant, context: "the constant of \(constraint)")
        }
        try validate(constraint.strength, of: "\(constraint)")
    }

    func validate(_ strength: Strength, of subject: @autoclosure () -> String)
        throws(SolverError)
    {
        for level in strength.levels {
            guard level.priority.isFinite, level.priority > 0,
                level.priority < Strength.requiredPriority
            else {
                throw .invalidNumber(
                    level.priority, context: "a priority of \(subject()) (allowed: 0 < p < 1000)")
            }
            guard level.weight.isFinite, level.weight >= 0 else {
                throw .invalidNumber(
                    level.weight, context: "a weight of \(subject()) (allowed: finite, ≥ 0)")
            }
        }
    }

    /// The external symbol of `variable`, registering the variable on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let index = indexOfVariable[variable.id] { return symbolOfVariable[index] }
        let symbol = makeSymbol(.external)
        indexOfVariable.insert(id: variable.id, position: variables.count)
        variables.append(variable)
        symbolOfVariable.append(symbol)
        // A variable retired since the last report and mentioned again was reported at a value.
        reportedValues.append(retiredReportedValues.removeValue(forKey: variable.id) ?? 0)
        mentionCounts.append(0)
        return symbol
    }

    /// The constraint's row as written, with its slack, error or dummy symbols; defined
    /// variables are left in place for the caller to expand if it must.
    mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintRecord) {
        let terms = constraint.expression.terms
        var cells: [Cell] = []
        cells.reserveCapacity(terms.count + 2)
        for term in terms where !nearZero(term.coefficient) {
            cells.append(Cell(symbol: symbol(for: term.variable), coefficient: term.coefficient))
        }
        let strength = constraint.strength
        var marker = Symbol.invalid
        var other = Symbol.invalid
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            cells.append(Cell(symbol: marker, coefficient: sign))
            if !strength.isRequired {
                other = makeSymbol(.error)
                cells.append(Cell(symbol: other, coefficient: -sign))
                objective.insert(other, strength: strength, sign: 1)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                cells.append(Cell(symbol: marker, coefficient: 1))
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                cells.append(Cell(symbol: marker, coefficient: -1))
                cells.append(Cell(symbol: other, coefficient: 1))
                objective.insert(marker, strength: strength, sign: 1)
                objective.insert(other, strength: strength, sign: 1)
            }
        }
        let row = Row(constant: constraint.expression.constant, combining: cells)
        return (
            row,
            ConstraintRecord(
                constraint: constraint, marker: marker, other: other,
                constant: constraint.expression.constant)
        )
    }

    /// The first external symbol, else a marker or error with a negative coefficient.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
        if let cell = row.cells.first(where: { $0.symbol.kind == .external }) {
            return cell.symbol
        }
        for symbol in [record.marker, record.other]
        where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return .invalid
    }

    /// Adds a row that has no obvious subject by minimising an artificial variable equal to it
    /// (phase one of the simplex). Returns nil on success, or the required constraints that
    /// block it: the markers with a non-zero cost in the final artificial objective.
    mutating func addWithArtificialVariable(_ row: Row, excluding marker: Symbol)
        -> [Constraint]?
    {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        let optimized = (try? optimize(artificial: true)) != nil
        let final = artificial!
        artificial = nil
        guard optimized, nearZero(final.constant) else {
            return requiredConstraints(in: final, excluding: marker)
        }
        if let slot = slot(ofBasic: art) {
            var basicRow = removeRow(at: slot)
            if basicRow.isConstant {
                retire(art)
                return nil
            }
            guard let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol
            else { return requiredConstraints(in: final, excluding: marker) }
            basicRow.solve(for: entering, replacing: art)
            substitute(entering, with: basicRow)
            insertRow(basicRow, basic: entering)
        }
        retire(art)
        return nil
    }

    /// The required constraints whose markers appear in `row` (or are its `basic` symbol),
    /// oldest first. Only a refusal asks, so it searches the records rather than keeping a map
    /// on every add.
    func requiredConstraints(
        in row: Row, basic: Symbol = .invalid, excluding marker: Symbol
    ) -> [Constraint] {
        var markers = Set(row.cells.map(\.symbol))
        markers.insert(basic)
        markers.remove(marker)
        return records.values
            .filter { $0.constraint.strength.isRequired && markers.contains($0.marker) }
            .map(\.constraint)
            .sorted { $0.id < $1.id }
    }
}

/// What `add` must take back when it refuses a constraint after `makeRow` registered new
/// variables and symbols.
struct UndoMark {
    let symbolCount: Int
    let variableCount: Int

    init(_ tableau: Tableau) {
        symbolCount = tableau.symbolCount
        variableCount = tableau.variables.count
    }

    func restore(_ tableau: inout Tableau) {
        for (offset, variable) in tableau.variables[variableCount...].enumerated() {
            tableau.indexOfVariable.remove(id: variable.id)
            let reported = tableau.reportedValues[variableCount + offset]
            if reported != 0 { tableau.retiredReportedValues[variable.id] = reported }
        }
        tableau.variables.removeLast(tableau.variables.count - variableCount)
        tableau.symbolOfVariable.removeLast(tableau.symbolOfVariable.count - variableCount)
        tableau.reportedValues.removeLast(tableau.reportedValues.count - variableCount)
        tableau.mentionCounts.removeLast(tableau.mentionCounts.count - variableCount)
        tableau.forgetSymbols(from: symbolCount)
    }
}
