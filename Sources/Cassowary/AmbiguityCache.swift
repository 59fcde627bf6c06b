/// `Solver.ambiguousVariables`'s answers, kept while the constraints and edit variables stay
/// the same, so that a sweep of terminal sizes probes each basis it passes once, not each size.
///
/// A variable is ambiguous when it varies over the optimal face. The face is convex, so that is
/// whether it varies along the face's cone at the current vertex, and the cone is fixed by the
/// rows and the objective in terms of the parametric symbols (unique for a basis: `B⁻¹A` and
/// the reduced costs) and by which restricted basic symbols sit at 0 (degenerate rows bound
/// it like parametric ones). The other constants only say how far the face reaches. So with
/// the same constraints, the same basis and the same rows at 0 give the same answer, whatever
/// values were suggested or constants set, up to the solver's `epsilon` for "at 0".
struct AmbiguityCache {
    private var answers: [Key: [Variable]] = [:]

    /// Enough for every basis a sweep of a few thousand sizes visits; past it, start over.
    private static let capacity = 4096

    /// The basis, its rows at 0 (bit sets over symbol indices) and the variables asked about.
    private struct Key: Hashable {
        var basic: [UInt64]
        var atZero: [UInt64]
        var variables: [Int]
    }

    /// The answer for `variables` at the tableau's vertex: kept, or probed and kept.
    mutating func ambiguousVariables(_ variables: [Variable], in tableau: Tableau)
        -> [Variable]
    {
        let key = Self.key(tableau, variables)
        if let answer = answers[key] { return answer }
        let answer = tableau.probeAmbiguousVariables(variables)
        if answers.count >= Self.capacity { answers.removeAll() }
        answers[key] = answer
        return answer
    }

    /// Drops every answer: a constraint or an edit variable came or went (a compaction, which
    /// renumbers symbols, only happens then).
    mutating func removeAll() {
        answers.removeAll()
    }

    private static func key(_ tableau: Tableau, _ variables: [Variable]) -> Key {
        var basic = [UInt64](repeating: 0, count: (tableau.symbolCount + 63) / 64)
        var atZero = basic
        for slot in tableau.rows.indices {
            let symbol = tableau.basicOfSlot[slot]
            guard symbol.isValid else { continue }
            let (word, bit) = symbol.index.quotientAndRemainder(dividingBy: 64)
            basic[word] |= 1 << bit
            // A restricted row holds parametric symbols only, so its constant is its value.
            if symbol.isRestricted, nearZero(tableau.rows[slot].constant) {
                atZero[word] |= 1 << bit
            }
        }
        return Key(basic: basic, atZero: atZero, variables: variables.map(\.id))
    }
}

extension Tableau {
    /// The variables among `variables` that move when pulled one unit up or down at a priority
    /// below any other, on one copy of the tableau: two small solves per variable.
    func probeAmbiguousVariables(_ variables: [Variable]) -> [Variable] {
        var probe = self
        let pull = Strength(priority: 0.001)
        return variables.filter { variable in
            [1.0, -1.0].contains { direction in
                let start = probe.currentValue(of: variable)
                let target = start + direction
                let constraint = Constraint(
                    LinearExpression([Term(variable)], constant: -target), .equal, strength: pull)
                guard (try? probe.add(constraint)) != nil else { return false }
                let moved = abs(probe.currentValue(of: variable) - start) > 1e-7
                try? probe.remove(constraint)
                return moved
            }
        }
    }
}
