/// Reading why a value is what it is out of the final tableau. The basic row of an expression,
/// expanded down to parametric symbols, is `value + Σ aᵢ·sᵢ` with every `sᵢ` at 0: each `sᵢ` is
/// a user's variable left free, or the marker or error of a constraint, which determines the
/// value if it holds exactly (an inequality at its bound, not merely satisfied).
extension Tableau {
    mutating func explanation(of expression: LinearExpression) -> Explanation {
        var cells: [Cell] = []
        var open: [Variable] = []
        for term in expression.terms {
            if let index = indexOfVariable[term.variable.id] {
                cells.append(Cell(symbol: symbolOfVariable[index], coefficient: term.coefficient))
            } else if !open.contains(term.variable) {
                open.append(term.variable)
            }
        }
        let row = expanded(Row(constant: expression.constant, combining: cells))
        let owners = ownersOfSymbols()
        var tight: [ConstraintRecord] = []
        for cell in row.cells {
            if cell.symbol.kind == .external {
                if let index = symbolOfVariable.firstIndex(of: cell.symbol) {
                    open.append(variables[index])
                }
            } else if let record = owners[cell.symbol], holdsExactly(record),
                !tight.contains(where: { $0.constraint === record.constraint })
            {
                tight.append(record)
            }
        }
        var related = Set(expression.terms.map(\.variable) + open)
        for record in tight {
            related.formUnion(record.constraint.expression.terms.map(\.variable))
        }
        let pinning = Set(row.cells.map(\.symbol))
        let lost = records.values.filter { record in
            !record.constraint.strength.isRequired && !nearZero(error(of: record))
                && (record.constraint.expression.terms.contains { related.contains($0.variable) }
                    || errorRows(of: record).contains {
                        $0.cells.contains { pinning.contains($0.symbol) }
                    })
        }
        let editOfConstraint = Dictionary(
            uniqueKeysWithValues: edits.map { (ObjectIdentifier($0.value.record.constraint), $0) })
        func cause(_ record: ConstraintRecord) -> Explanation.Cause {
            guard let (variable, edit) = editOfConstraint[ObjectIdentifier(record.constraint)]
            else {
                return .constraint(record.constraint)
            }
            return .edit(variable, suggested: edit.suggested, strength: record.constraint.strength)
        }
        return Explanation(
            value: row.constant,
            tight: tight.sorted { $0.constraint.id < $1.constraint.id }.map(cause),
            open: open.sorted { $0.id < $1.id },
            lost: lost.sorted { $0.constraint.id < $1.constraint.id }.map {
                Explanation.Loss(cause: cause($0), error: error(of: $0))
            })
    }

    /// The record of each constraint by its marker and its other symbol. Built on demand: only
    /// an explanation asks.
    private func ownersOfSymbols() -> [Symbol: ConstraintRecord] {
        var owners: [Symbol: ConstraintRecord] = [:]
        for record in records.values {
            owners[record.marker] = record
            if record.other.isValid { owners[record.other] = record }
        }
        return owners
    }

    /// Whether the constraint's expression is 0: its marker and other symbol are (a restricted
    /// symbol is 0 when parametric, its row's constant when basic).
    private func holdsExactly(_ record: ConstraintRecord) -> Bool {
        [record.marker, record.other].allSatisfy { symbol in
            guard symbol.isValid, let slot = slot(ofBasic: symbol) else { return true }
            return nearZero(rows[slot].constant)
        }
    }

    /// The rows of the constraint's error symbols that are basic.
    private func errorRows(of record: ConstraintRecord) -> [Row] {
        [record.marker, record.other].compactMap { symbol in
            guard symbol.kind == .error, let slot = slot(ofBasic: symbol) else { return nil }
            return rows[slot]
        }
    }

    /// How far the solution misses the constraint: the sum of its error symbols' values (a
    /// slack at any value is no error), 0 for a required constraint.
    private func error(of record: ConstraintRecord) -> Double {
        errorRows(of: record).reduce(0) { $0 + $1.constant }
    }
}
