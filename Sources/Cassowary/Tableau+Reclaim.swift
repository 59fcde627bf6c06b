/// Giving back what removed constraints used, so that an app that swaps constraint sets for
/// hours keeps a tableau the size of what it has now, not of everything it ever added.
///
/// Once a constraint is removed its slack, error and dummy symbols appear in no row (the rows
/// left span the other constraints, none of which mention them), and a variable that no
/// constraint mentions any more appears in none either. Such symbols are *retired*: scrubbed
/// of rounding leftovers and listed. When more than half of all symbols are retired, `compact`
/// renumbers the rest in their creation order, so every tie still goes the same way, and the
/// per-symbol arrays shrink. Rows reuse their slots already.
extension Tableau {
    /// Takes a removed constraint's symbols and the variables only it mentioned out of use.
    mutating func retire(_ record: ConstraintRecord) {
        for symbol in [record.marker, record.other] where symbol.isValid {
            retire(symbol)
        }
        for term in record.constraint.expression.terms where !nearZero(term.coefficient) {
            guard let position = indexOfVariable[term.variable.id] else { continue }
            mentionCounts[position] -= 1
            guard mentionCounts[position] == 0 else { continue }
            if reportedValues[position] != 0 {
                retiredWithValue.append(term.variable)
                retiredReportedValues[term.variable.id] = reportedValues[position]
                rowsChanged = true
            }
            indexOfVariable.remove(id: term.variable.id)
            retire(symbolOfVariable[position])
            // The slot stays until `compact`; its symbol may be reused before then.
            symbolOfVariable[position] = .invalid
            retiredVariables += 1
        }
        compactIfNeeded()
    }

    /// Counts the constraint's terms as mentions of their variables.
    mutating func countMentions(of constraint: Constraint) {
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            if let position = indexOfVariable[term.variable.id] { mentionCounts[position] += 1 }
        }
    }

    /// Removes what rounding left of `symbol` in the rows and the objective and lists it for
    /// reuse. A symbol still basic is left alone: the algorithm never leaves one so, and
    /// dropping its row would drop a constraint.
    mutating func retire(_ symbol: Symbol) {
        guard slot(ofBasic: symbol) == nil else { return }
        let slots = prunedColumn(of: symbol)
        for slot in slots {
            willChangeRow(at: Int(slot))
            rows[Int(slot)].remove(symbol)
        }
        rowsChanged = rowsChanged || !slots.isEmpty
        columns.clear(symbol)
        objective.remove(symbol)
        retiredSymbols.append(symbol.index)
    }

    /// Compacts once retired symbols outnumber the live ones (and are more than a few), so
    /// the cost, linear in the tableau, is paid once per as many removals.
    private mutating func compactIfNeeded() {
        guard retiredSymbols.count >= minimumRetiredToCompact,
            2 * retiredSymbols.count >= symbolCount
        else { return }
        compact()
    }

    /// Renumbers the live symbols densely in their creation order, drops retired variables,
    /// and rewrites everything that names a symbol.
    mutating func compact() {
        var newIndex = [Int32](repeating: 0, count: symbolCount)
        for index in retiredSymbols { newIndex[index] = -1 }
        var live = 0
        for index in newIndex.indices where newIndex[index] == 0 {
            newIndex[index] = Int32(live)
            live += 1
        }
        func renumbered(_ symbol: Symbol) -> Symbol {
            guard symbol.isValid else { return symbol }
            return Symbol(index: Int(newIndex[symbol.index]), kind: symbol.kind)
        }
        func kept<Element>(_ array: [Element]) -> [Element] {
            array.indices.filter { newIndex[$0] >= 0 }.map { array[$0] }
        }

        for slot in rows.indices where basicOfSlot[slot].isValid {
            rows[slot].renumber(newIndex)
            basicOfSlot[slot] = renumbered(basicOfSlot[slot])
        }
        slotOfBasic = kept(slotOfBasic)
        // Most of the tableau has just gone, so rebuilding the index now gives back its storage
        // (a rebuild waits for stale entries to pile up past four times the live ones).
        columns.rebuild(
            from: rows, basicOfSlot: basicOfSlot, symbolCount: live,
            liveCount: ColumnIndex.liveCount(of: rows, basicOfSlot: basicOfSlot))
        accumulators = kept(accumulators)
        accumulatedMagnitudes = kept(accumulatedMagnitudes)
        definedValues = kept(definedValues)
        symbolMarks = kept(symbolMarks)
        objective.compact(newIndex, count: live)
        // Entries go stale when their row is repaired or leaves; a retired symbol's is one.
        var repaired = MinHeap<UInt32>()
        while let raw = infeasible.minimum {
            let symbol = Symbol(raw: raw)
            if newIndex[symbol.index] >= 0 { repaired.push(renumbered(symbol).raw) }
            infeasible.popMinimum()
        }
        infeasible = repaired
        for (key, record) in records { records[key] = record.renumbered(renumbered) }
        for (variable, edit) in edits {
            edits[variable]!.record = edit.record.renumbered(renumbered)
        }
        definitionOrder.removeAll {
            ageOfSlot[Int($0.slot)] != $0.age || basicOfSlot[Int($0.slot)].kind != .external
        }
        compactVariables(renumbered)
        retiredSymbols.removeAll()
    }

    /// Drops retired variables from the per-variable arrays (`retire` noted their values).
    private mutating func compactVariables(_ renumbered: (Symbol) -> Symbol) {
        guard retiredVariables > 0 else {
            symbolOfVariable = symbolOfVariable.map(renumbered)
            return
        }
        var index = VariableIndex()
        var kept = 0
        for position in variables.indices {
            if mentionCounts[position] == 0 { continue }
            variables[kept] = variables[position]
            symbolOfVariable[kept] = renumbered(symbolOfVariable[position])
            reportedValues[kept] = reportedValues[position]
            mentionCounts[kept] = mentionCounts[position]
            index.insert(id: variables[kept].id, position: kept)
            kept += 1
        }
        let dropped = variables.count - kept
        variables.removeLast(dropped)
        symbolOfVariable.removeLast(dropped)
        reportedValues.removeLast(dropped)
        mentionCounts.removeLast(dropped)
        indexOfVariable = index
        retiredVariables = 0
    }

    /// The sizes of the solver's storage, for tests and benchmarks that check it stays flat.
    var storage: SolverStorage {
        SolverStorage(
            symbols: symbolCount, rows: rows.count, variables: variables.count,
            objectiveLevels: objective.priorities.count, columnEntries: columns.entryCapacity,
            rowCells: rows.reduce(0) { $0 + $1.cells.capacity })
    }
}

/// Retired symbols below this many are not worth a compaction.
private let minimumRetiredToCompact = 1024

extension ConstraintRecord {
    func renumbered(_ renumber: (Symbol) -> Symbol) -> ConstraintRecord {
        ConstraintRecord(
            constraint: constraint, marker: renumber(marker), other: renumber(other),
            constant: constant)
    }
}

/// How large the solver's arrays are: symbols (the tableau's columns), row slots, variables,
/// priority levels of the objective, the column index's entries and the rows' cells. Under
/// churn they stay near what is in use now.
public struct SolverStorage: Sendable, Equatable, CustomStringConvertible {
    /// The tableau's symbols: variables, slacks, errors and markers, live or awaiting reuse.
    public let symbols: Int
    /// Row slots, free ones included; free slots are reused before the array grows.
    public let rows: Int
    /// The variables the solver keeps values for.
    public let variables: Int
    /// The priority levels of the objective that still have a cost.
    public let objectiveLevels: Int
    /// Room for entries in the column index, stale ones included. It follows the rows' cells:
    /// each rebuild gives back room beyond eight times theirs (or 2,048).
    public let columnEntries: Int
    /// Room for cells in the rows. A row's room follows its cells, even after a cascade has
    /// merged into rows of thousands (see `Row.add`).
    public let rowCells: Int

    /// The six sizes on one line.
    public var description: String {
        "\(symbols) symbols, \(rows) rows, \(variables) variables,"
            + " \(objectiveLevels) objective levels, \(columnEntries) column entries,"
            + " room for \(rowCells) row cells"
    }
}
