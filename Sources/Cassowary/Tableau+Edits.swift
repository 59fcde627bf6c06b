/// Edit variables and reading values out: the path a live resize takes, which allocates
/// nothing unless a pivot is needed.
extension Tableau {
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        try validate(strength, of: "edit variable \(variable)")
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        edits[variable] = EditRecord(
            record: records[ObjectIdentifier(constraint)]!, suggested: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        // Out of `edits` first: the removal may compact, and must not renumber its symbols.
        guard let edit = edits.removeValue(forKey: variable) else {
            throw .unknownEditVariable(variable)
        }
        do {
            try remove(edit.record.constraint)
        } catch {
            edits[variable] = edit
            throw error
        }
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else {
            throw .invalidNumber(value, context: "the value suggested for \(variable)")
        }
        guard let index = edits.index(forKey: variable) else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edits.values[index].suggested
        guard delta != 0 else { return }
        edits.values[index].suggested = value
        rowsChanged = true
        shiftMarker(of: edits.values[index].record, by: delta)
        try dualOptimize()
    }

    /// Copies solved values out and lists the variables whose value differs from the last call.
    @discardableResult
    mutating func updateVariables() -> [Variable] {
        changed.removeAll(keepingCapacity: true)
        guard rowsChanged else { return changed }
        rowsChanged = false
        evaluateDefinitions()
        let symbols = symbolOfVariable
        let values = definedValues
        let variables = self.variables
        var list: [Variable] = []
        swap(&list, &changed)
        reportedValues.withUnsafeMutableBufferPointer { reported in
            for index in 0..<reported.count where symbols[index].isValid {
                let value = values[symbols[index].index]
                if value != reported[index] {
                    reported[index] = value
                    list.append(variables[index])
                }
            }
        }
        for variable in retiredWithValue
        where retiredReportedValues.removeValue(forKey: variable.id) != nil {
            list.append(variable)
        }
        retiredWithValue.removeAll()
        retiredReportedValues.removeAll()
        swap(&list, &changed)
        return changed
    }

    func reportedValue(of variable: Variable) -> Double {
        indexOfVariable[variable.id].map { reportedValues[$0] } ?? 0
    }
}
