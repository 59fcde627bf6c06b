/// Internal consistency checks, for tests: every statement here is an invariant the algorithm
/// relies on.
extension Tableau {
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for slot in rows.indices where basicOfSlot[slot].isValid {
            let basic = basicOfSlot[slot]
            let row = rows[slot]
            if slotOfBasic[basic.index] != Int32(slot) {
                problems.append("slot \(slot): basic map disagrees")
            }
            for cell in row.cells {
                let symbol = cell.symbol
                if slotOfBasic[symbol.index] >= 0, !(basic.kind == .external && isDefined(symbol)) {
                    problems.append(
                        "slot \(slot) (basic \(basic.raw)) mentions basic \(symbol.raw)")
                }
                if basic.kind == .external, isDefined(symbol),
                    ageOfSlot[Int(slotOfBasic[symbol.index])] >= ageOfSlot[slot]
                {
                    problems.append("definition in slot \(slot) refers to a newer definition")
                }
                if !columns.slots(of: symbol).contains(Int32(slot)) {
                    problems.append("column of \(symbol.raw) misses slot \(slot)")
                }
            }
            if basic.isDummy, !nearZero(row.constant) || !row.cells.allSatisfy(\.symbol.isDummy) {
                problems.append("redundant equality in slot \(slot) no longer holds")
            }
            if basic.isRestricted, row.constant < -epsilon {
                problems.append("slot \(slot) infeasible: \(row.constant)")
            }
        }
        for level in objective.coefficients {
            for index in level.indices where level[index] != 0 && slotOfBasic[index] >= 0 {
                problems.append("objective mentions basic symbol \(index)")
            }
        }
        problems += reclaimViolations()
        return problems
    }

    /// Retired symbols are used nowhere, and each variable's mention count is the number of
    /// its terms in the constraints added.
    private func reclaimViolations() -> [String] {
        var problems: [String] = []
        let retired = Set(retiredSymbols)
        for slot in rows.indices where basicOfSlot[slot].isValid {
            if retired.contains(basicOfSlot[slot].index) {
                problems.append("retired symbol \(basicOfSlot[slot].raw) is basic")
            }
            for cell in rows[slot].cells where retired.contains(cell.symbol.index) {
                problems.append("slot \(slot) mentions retired symbol \(cell.symbol.raw)")
            }
        }
        for level in objective.coefficients {
            for index in retired where level[index] != 0 {
                problems.append("objective mentions retired symbol \(index)")
            }
        }
        var counts = [Int32](repeating: 0, count: variables.count)
        for record in records.values {
            for term in record.constraint.expression.terms where !nearZero(term.coefficient) {
                if let position = indexOfVariable[term.variable.id] { counts[position] += 1 }
            }
        }
        if counts != mentionCounts { problems.append("mention counts disagree with the records") }
        return problems
    }
}
