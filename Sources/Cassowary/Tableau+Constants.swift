/// Changing a constraint's constant in place. Every row of the tableau is a combination of the
/// constraint rows as written, and a constraint's marker column says how much of its row each
/// one holds; so moving the constant is moving the marker, along that column. This is how kiwi
/// applies a suggested value to an edit variable, here for any constraint.
extension Tableau {
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard constant.isFinite else {
            throw .invalidNumber(constant, context: "the new constant of \(constraint)")
        }
        guard let record = records[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        // `expression + delta + k * marker` is `expression + k * (marker + delta / k)`.
        let shift = delta / record.markerCoefficient
        guard constraint.strength.isRequired else {
            records[ObjectIdentifier(constraint)]!.constant = constant
            shiftMarker(of: record, by: shift)
            try dualOptimize()
            return
        }
        // A required constraint may now contradict others: try, and take it back if so.
        let checkpoint = Checkpoint(&self)
        let contradiction = shiftMarker(of: record, by: shift) ?? dualOptimizeOrFailingSlot()
        if let slot = contradiction {
            let conflicts = requiredConstraints(
                in: rows[slot], basic: basicOfSlot[slot], excluding: record.marker)
            checkpoint.restore(&self)
            throw .unsatisfiableConstraint(constraint, conflictsWith: conflicts)
        }
        checkpoint.commit(&self)
        records[ObjectIdentifier(constraint)]!.constant = constant
    }

    /// Replaces the constraint's marker `m` by `m + shift` in every row (the marker's own row,
    /// if basic, moves the other way), queueing rows that turn infeasible. Returns the first
    /// row it moved that is a dummy's off zero: a redundant required equality is a row of
    /// dummies, which must stay at zero, and only the rows moved here can have left it (a
    /// scan of every row made placing n views by frame cost n² in all). Allocates nothing:
    /// this is the resize path.
    @discardableResult
    mutating func shiftMarker(of record: ConstraintRecord, by shift: Double) -> Int? {
        rowsChanged = true
        if let slot = slot(ofBasic: record.marker) {
            willChangeRow(at: slot)
            rows[slot].constant -= shift
            return markIfInfeasible(slot)
        }
        if record.other.isValid, let slot = slot(ofBasic: record.other) {
            willChangeRow(at: slot)
            rows[slot].constant += shift
            return markIfInfeasible(slot)
        }
        var contradiction: Int?
        let slots = prunedColumn(of: record.marker)
        for (position, entry) in slots.enumerated() {
            let slot = Int(entry)
            willChangeRow(at: slot)
            rows[slot].constant += shift * columnCoefficients[position]
            let drifted = markIfInfeasible(slot)
            contradiction = contradiction ?? drifted
        }
        return contradiction
    }

    /// Queues the row if it turned infeasible; returns its slot if it is a dummy's off zero.
    private mutating func markIfInfeasible(_ slot: Int) -> Int? {
        let basic = basicOfSlot[slot]
        if basic.isRestricted, rows[slot].constant < 0 { infeasible.push(basic.raw) }
        return basic.isValid && basic.isDummy && !nearZero(rows[slot].constant) ? slot : nil
    }
}
