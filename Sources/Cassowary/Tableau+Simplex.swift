/// The two simplex loops: primal optimisation after a constraint changes, dual optimisation
/// after an edit. Ties go to the smaller symbol, as kiwi's ordered maps give them.
extension Tableau {
    /// Pivots until no symbol improves the objective (the artificial one in phase one). A symbol
    /// that would improve it without bound is rounding noise, and its cost is dropped.
    ///
    /// Phase one (adding a row through an artificial variable) enters the improving symbol that
    /// the fewest rows hold (`sparsestImprovingSymbol`), where kiwi takes the oldest: that
    /// pivot substitutes into the fewest rows. In a grid the oldest is one of the first row's,
    /// which every row and column tied in since holds: building a 100×100 grid merged tens of
    /// millions of cells for it (Benchmarks/README.md). That rule is not Bland's, so after a
    /// run of pivots that gain nothing it falls back to Bland's (the oldest), which cannot
    /// cycle.
    mutating func optimize(artificial useArtificial: Bool = false) throws(SolverError) {
        var pivotsGainingNothing = 0
        while true {
            let entering: Symbol
            if !useArtificial {
                entering = objective.enteringSymbol()
            } else if pivotsGainingNothing < pivotsGainingNothingBeforeBland {
                entering = sparsestImprovingSymbol()
            } else {
                entering =
                    artificial!.cells.first { $0.coefficient < 0 && !$0.symbol.isDummy }?.symbol
                    ?? .invalid
            }
            guard entering.isValid else { return }
            guard let slot = leavingSlot(for: entering) else {
                // Every error is at zero or above, so no objective can fall without bound: a
                // cost that says it can is rounding left by earlier substitutions.
                if useArtificial {
                    artificial!.remove(entering)
                } else {
                    objective.dropNegativeCosts(of: entering)
                }
                continue
            }
            pivotsGainingNothing = nearZero(rows[slot].constant) ? pivotsGainingNothing + 1 : 0
            pivot(slot: slot, entering: entering)
        }
    }

    /// Of the symbols that improve the artificial objective, the one in the fewest rows, the
    /// newest on ties. The rows are counted exactly (the column index also holds stale
    /// entries, which depend on history: a refused add would then change later choices).
    mutating func sparsestImprovingSymbol() -> Symbol {
        var best = Symbol.invalid
        var bestCount = Int.max
        for cell in artificial!.cells.reversed()
        where cell.coefficient < 0 && !cell.symbol.isDummy {
            let count = prunedColumn(of: cell.symbol).count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        return best
    }

    /// Restores feasibility after edits changed row constants, keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        if dualOptimizeOrFailingSlot() != nil {
            throw .internalError("the dual simplex found no entering symbol")
        }
    }

    /// The dual simplex; returns the slot of a row it could not make feasible (no symbol can
    /// enter it), or nil once every row is feasible.
    ///
    /// A long step: while the entering symbol would reach a bound (another row's zero) before
    /// the infeasible row is feasible, it is pivoted into that bounding row instead, which is
    /// short, and the infeasible row is asked again. The dense row a shrink leaves infeasible
    /// (the sum of a chain's widths) then pivots once, not once per view it pushes to its floor.
    /// The next entering symbol of a long infeasible row comes from a queue
    /// (`DualEnteringQueue`), and the short rows' merges into the few long rows that hold the
    /// sum are deferred (see `Row`) until the end, so a pivot of the long step costs the short
    /// row's length, not the long rows'. A row that is scanned again is not deferred into.
    mutating func dualOptimizeOrFailingSlot() -> Int? {
        defersMerges = longStepShortcuts
        defer {
            flushDeferredRows()
            defersMerges = false
            scannedSlot = -1
        }
        while let raw = infeasible.minimum {
            infeasible.popMinimum()
            let leaving = Symbol(raw: raw)
            guard let slot = slot(ofBasic: leaving) else { continue }
            mergedCells += rows[slot].flushDeferredCells(scratch: &scratch)
            var queued = false
            scannedSlot = slot
            while true {
                let constant = rows[slot].constant
                guard constant < 0, !nearZero(constant) else { break }
                let entering =
                    queued ? queuedEnteringSymbol(for: slot) : dualEnteringSymbol(for: rows[slot])
                guard entering.isValid else {
                    infeasible = MinHeap<UInt32>()
                    return slot
                }
                guard let bound = boundingSlot(of: entering, shortOf: slot) else {
                    pivot(slot: slot, entering: entering)
                    break
                }
                if !queued, longStepShortcuts, rows[slot].cells.count >= queuedRowLength {
                    enteringQueue.removeAll(levels: objective.coefficients.count)
                    queueEnteringCandidates(of: rows[slot].cells, for: slot, ownCells: true)
                    queued = true
                    scannedSlot = -1
                }
                pivot(slot: bound, entering: entering)
                // The pivot changed the infeasible row and the costs at the bounding row's
                // symbols only.
                if queued {
                    queueEnteringCandidates(of: rows[bound].cells, for: slot, ownCells: false)
                }
            }
        }
        return nil
    }

    /// Queues those of `cells`' symbols that may enter the infeasible row at `slot`. With
    /// `ownCells`, `cells` are that row's, so their coefficients need not be looked up.
    private mutating func queueEnteringCandidates(
        of cells: [Cell], for slot: Int, ownCells: Bool
    ) {
        for cell in cells where !cell.symbol.isDummy {
            let coefficient =
                ownCells ? cell.coefficient : rows[slot].coefficient(for: cell.symbol)
            guard coefficient > 0 else { continue }
            enteringQueue.push(
                cell.symbol, coefficient: coefficient, costs: objective.coefficients)
        }
    }

    /// The queued symbol that `dualEnteringSymbol(for:)` would take from the row at `slot`
    /// now; drops the entries it finds stale on the way.
    private mutating func queuedEnteringSymbol(for slot: Int) -> Symbol {
        while let symbol = enteringQueue.top {
            let coefficient = rows[slot].coefficient(for: symbol)
            if coefficient > 0,
                enteringQueue.topIsCurrent(coefficient: coefficient, costs: objective.coefficients)
            {
                return symbol
            }
            enteringQueue.popTop()
        }
        return .invalid
    }

    /// The row where `entering` reaches zero first (the primal ratio test), if that happens at a
    /// positive value short of making the infeasible row at `slot` feasible; nil otherwise.
    ///
    /// Pivoting `entering` there keeps every other row feasible and raises the infeasible row's
    /// constant. The dual objective stays optimal once that row finally pivots, because the
    /// symbols it is left with rank no better than `entering` did (a bound flip, in the dual
    /// simplex's terms).
    mutating func boundingSlot(of entering: Symbol, shortOf slot: Int) -> Int? {
        guard let bound = leavingSlot(for: entering) else { return nil }
        let reach = -rows[bound].constant / rows[bound].coefficient(for: entering)
        guard reach > 0, !nearZero(reach) else { return nil }
        let remaining = rows[slot].constant + rows[slot].coefficient(for: entering) * reach
        return remaining < 0 && !nearZero(remaining) ? bound : nil
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the
    /// one that reaches zero first (of tied rows, the smallest basic symbol's); nil when none
    /// does, or when every coefficient is smaller than `pivotTolerance`.
    ///
    /// Such a coefficient is rounding that pivots left (rows of the solver fuzz target's held
    /// -6.6e-8 and -2.0e-7 where the exact value is 0), so `entering` is in truth unbounded,
    /// and its cost, which said it improves the objective, is rounding too. Pivoting on it
    /// would move `entering` to billions and put errors of 1e-5 into every value.
    mutating func leavingSlot(for entering: Symbol) -> Int? {
        let slots = prunedColumn(of: entering)
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        var bounded = false
        for (position, entry) in slots.enumerated() {
            let slot = Int(entry)
            let basic = basicOfSlot[slot]
            let coefficient = columnCoefficients[position]
            guard basic.isRestricted, coefficient < 0 else { continue }
            if coefficient <= -pivotTolerance { bounded = true }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < basicOfSlot[best!]) {
                bestRatio = ratio
                best = slot
            }
        }
        return bounded ? best : nil
    }

    /// The row to pivot a non-basic marker into before its constraint is removed.
    ///
    /// First the row of a redundant required equality (a basic dummy) that mentions it: that
    /// equality then takes over the removed one's role, and dummy rows keep holding dummies
    /// only, at zero. kiwi skips this step, and can leave a redundant equality's dummy at a
    /// non-zero value, which breaks the equality. Then kiwi's precedence: restricted rows with
    /// a negative, then a positive coefficient, then the definition row of the newest variable.
    /// A definition can mention the marker and still not depend on it once expanded (its
    /// references can cancel it), so definitions are judged by their expanded coefficient.
    /// Coefficients below `pivotTolerance` are rounding, as in `leavingSlot(for:)`: pivoting a
    /// marker into a row that held it at 2.2e-8 put a required equality 0.045 off.
    mutating func markerLeavingSlot(for marker: Symbol) -> Int? {
        let slots = prunedColumn(of: marker)
        var redundant: Int?
        var first: Int?
        var second: Int?
        var definitions: [Int] = []
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        func better(_ slot: Int, than current: Int?, ratio: Double, best: Double) -> Bool {
            guard let current else { return true }
            return ratio < best || (ratio == best && basicOfSlot[slot] < basicOfSlot[current])
        }
        for (position, entry) in slots.enumerated() {
            let slot = Int(entry)
            let coefficient = columnCoefficients[position]
            if basicOfSlot[slot].isRestricted, abs(coefficient) < pivotTolerance { continue }
            if basicOfSlot[slot].isDummy {
                if redundant.map({ basicOfSlot[slot] < basicOfSlot[$0] }) ?? true {
                    redundant = slot
                }
            } else if !basicOfSlot[slot].isRestricted {
                definitions.append(slot)
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if better(slot, than: first, ratio: ratio, best: firstRatio) {
                    first = slot
                    firstRatio = ratio
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if better(slot, than: second, ratio: ratio, best: secondRatio) {
                    second = slot
                    secondRatio = ratio
                }
            }
        }
        if let slot = redundant ?? first ?? second { return slot }
        definitions.sort { basicOfSlot[$0] > basicOfSlot[$1] }
        return definitions.first {
            abs(expanded(rows[$0]).coefficient(for: marker)) >= pivotTolerance
        }
    }

    /// For an infeasible row: the non-dummy symbol with a positive coefficient whose objective
    /// cost per unit of that coefficient is lexicographically smallest, the smallest symbol on
    /// ties.
    func dualEnteringSymbol(for row: Row) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            if !best.isValid
                || objective.ratio(
                    cell.symbol, over: cell.coefficient, precedes: best, over: bestCoefficient)
            {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}

/// An infeasible row of this many cells or more has its entering symbols queued during a long
/// step; a shorter one is scanned again at each pivot, which costs less than queueing it.
let queuedRowLength = 32

/// Phase one's pivots in a row that leave the artificial objective where it was (degenerate
/// ones) before it enters symbols by Bland's rule, until one gains.
let pivotsGainingNothingBeforeBland = 2

/// A symbol whose coefficients in the rows that bound it are all below this size is unbounded:
/// see `Tableau.leavingSlot(for:)`.
let pivotTolerance = 1.0e-6
