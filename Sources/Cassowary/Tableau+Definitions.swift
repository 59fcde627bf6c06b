/// Definition rows: reading them out and expanding them into parametric symbols.
extension Tableau {
    /// `row` with every defined variable replaced, transitively, by its definition, so that it
    /// refers to parametric symbols only, as a restricted row must. Each definition is expanded
    /// once, newest first, after every row that refers to it has contributed its coefficient.
    mutating func expanded(_ row: Row) -> Row {
        guard row.cells.contains(where: { isDefined($0.symbol) }) else { return row }
        var defined: [Symbol] = []
        var stack = row.cells.map(\.symbol).filter { isDefined($0) }
        startMarking()
        for symbol in stack { symbolMarks[symbol.index] = markPass }
        while let symbol = stack.popLast() {
            defined.append(symbol)
            for cell in rows[Int(slotOfBasic[symbol.index])].cells
            where isDefined(cell.symbol) && symbolMarks[cell.symbol.index] != markPass {
                symbolMarks[cell.symbol.index] = markPass
                stack.append(cell.symbol)
            }
        }
        defined.sort {
            ageOfSlot[Int(slotOfBasic[$0.index])] > ageOfSlot[Int(slotOfBasic[$1.index])]
        }

        startMarking()
        var touched: [Symbol] = []
        var constant = row.constant
        func accumulate(_ symbol: Symbol, _ coefficient: Double, into tableau: inout Tableau) {
            if tableau.symbolMarks[symbol.index] != tableau.markPass {
                tableau.symbolMarks[symbol.index] = tableau.markPass
                tableau.symbolValues[symbol.index] = 0
                touched.append(symbol)
            }
            tableau.symbolValues[symbol.index] += coefficient
        }
        for cell in row.cells { accumulate(cell.symbol, cell.coefficient, into: &self) }
        for symbol in defined where symbolMarks[symbol.index] == markPass {
            let factor = symbolValues[symbol.index]
            symbolValues[symbol.index] = 0
            guard factor != 0 else { continue }
            let definition = rows[Int(slotOfBasic[symbol.index])]
            constant += factor * definition.constant
            for cell in definition.cells {
                accumulate(cell.symbol, factor * cell.coefficient, into: &self)
            }
        }
        touched.sort()
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched where !isDefined(symbol) && !nearZero(symbolValues[symbol.index]) {
            cells.append(Cell(symbol: symbol, coefficient: symbolValues[symbol.index]))
        }
        return Row(constant: constant, sortedCells: cells)
    }

    /// Starts a new pass over `symbolMarks`, clearing them when the counter wraps.
    mutating func startMarking() {
        markPass &+= 1
        if markPass == 0 {
            for index in symbolMarks.indices { symbolMarks[index] = 0 }
            markPass = 1
        }
    }

    /// Values of every defined variable, oldest definition first, into `symbolValues`;
    /// parametric symbols are zero. Drops stale entries of `definitionOrder` on the way.
    ///
    /// This runs on every `updateVariables`, so it reads through local copies of the tableau's
    /// arrays: no reference counting per row, no allocation.
    mutating func evaluateDefinitions() {
        let rows = self.rows
        let slotOfBasic = self.slotOfBasic
        let basicOfSlot = self.basicOfSlot
        let ageOfSlot = self.ageOfSlot
        var values: [Double] = []
        var order: [(slot: Int32, age: Int)] = []
        swap(&values, &symbolValues)
        swap(&order, &definitionOrder)
        var kept = 0
        rows.withUnsafeBufferPointer { rows in
            for position in order.indices {
                let entry = order[position]
                let slot = Int(entry.slot)
                let basic = basicOfSlot[slot]
                guard ageOfSlot[slot] == entry.age, basic.kind == .external else { continue }
                order[kept] = entry
                kept += 1
                var value = rows[slot].constant
                for index in 0..<rows[slot].cells.count {
                    let cell = rows[slot].cells[index]
                    if cell.symbol.kind == .external, slotOfBasic[cell.symbol.index] >= 0 {
                        value += cell.coefficient * values[cell.symbol.index]
                    }
                }
                values[basic.index] = value
            }
        }
        order.removeLast(order.count - kept)
        swap(&values, &symbolValues)
        swap(&order, &definitionOrder)
    }

    /// A user's variable in `row` that is parametric and in no other row (the oldest such),
    /// or `.invalid`. Defining it by `row` kept as written cannot create a cycle among
    /// definitions, because nothing refers to it yet.
    mutating func unmentionedParametricVariable(in row: Row) -> Symbol {
        for cell in row.cells where cell.symbol.kind == .external && !isDefined(cell.symbol) {
            let mentions = takeColumn(of: cell.symbol)
            columns[cell.symbol.index] = mentions
            if mentions.isEmpty { return cell.symbol }
        }
        return .invalid
    }
}
