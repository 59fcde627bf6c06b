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

extension Tableau {
    /// Every row as `basic = constant + coefficient·symbol…`, for debugging.
    var dump: String {
        func name(_ symbol: Symbol) -> String {
            if symbol.kind == .external,
                let index = symbolOfVariable.firstIndex(of: symbol)
            {
                return variables[index].description
            }
            return ["x", "s", "e", "d"][Int(symbol.raw & 3)] + String(symbol.index)
        }
        var lines: [String] = []
        for slot in rows.indices where basicOfSlot[slot].isValid {
            let row = rows[slot]
            let cells = row.cells.map { "\($0.coefficient)·\(name($0.symbol))" }
            lines.append(
                "\(name(basicOfSlot[slot])) [age \(ageOfSlot[slot])] = \(row.constant) "
                    + cells.joined(separator: " "))
        }
        for (index, level) in objective.coefficients.enumerated() {
            let cells = level.indices.filter { level[$0] != 0 }.map { "\(level[$0])·#\($0)" }
            lines.append(
                "objective@\(objective.priorities[index]): " + cells.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }
}
