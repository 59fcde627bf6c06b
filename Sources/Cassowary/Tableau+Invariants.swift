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
                if !columns[symbol.index].contains(Int32(slot)) {
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
        return problems
    }
}
