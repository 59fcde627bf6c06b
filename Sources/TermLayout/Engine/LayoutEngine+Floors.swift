import Cassowary

/// `width >= 0` and `height >= 0` on every view in the tree, at `sizeFloorStrength`: above
/// the terminal's size and the guides, so a shortage squeezes views to nothing and then moves
/// a guide or makes the root outgrow the terminal. Only required constraints that want a
/// negative size whatever the terminal's can push a view below it; `shortage()` names it.
///
/// A view's floors are in the solver only once a solve gives it a negative width or height
/// (a cutting plane): `solve()` then adds them and solves again, until no view without floors
/// is below 0, and they stay until the view leaves the tree. The result is the one with floors
/// on every view: each floor's error is at least 0 at its level, so at any point the cost with
/// floors on every view is at least the cost with floors on the set S alone, level by level,
/// and equal where the views outside S are at 0 or more. The last solution x_S is optimal with
/// S and has those views at 0 or more, so cost_all(x_S) = cost_S(x_S) ≤ cost_S(x) ≤ cost_all(x)
/// for every x (ties aside). Floors that do not bind thus cost no rows: on every view they made
/// a 20×20 grid build slower (Benchmarks/README.md).
///
/// Added at a solve, a floor comes after its view's constraints: a floor added first makes its
/// size basic as `slack - error`, and every constraint added after it drags both into its rows
/// (a 20×20 grid built far slower: Benchmarks/README.md). Added last, it is one short row.
extension LayoutEngine {
    /// Adds the floors of `view`, which the solver gave a negative size, unless it has them;
    /// returns whether it added them (the caller solves again).
    func addSizeFloors(_ view: View) -> Bool {
        guard sizeFloors[ObjectIdentifier(view)] == nil else { return false }
        var floors: [Constraint] = []
        for (variable, axis) in [
            (view.layoutVariables.width, LayoutAttribute.Axis.horizontal),
            (view.layoutVariables.height, .vertical),
        ] {
            let floor = Constraint(
                LinearExpression(variable), .greaterThanOrEqual, strength: Self.sizeFloorStrength)
            do {
                try solver.addConstraint(floor)
                owners[ObjectIdentifier(floor)] = .sizeFloor(WeakView(view: view), axis)
                floors.append(floor)
            } catch {
                root.log("\(view.layoutName(viewName: nil))'s size floor cannot be added: \(error)")
            }
        }
        sizeFloors[ObjectIdentifier(view)] = floors
        return true
    }

    func removeSizeFloors(_ view: View) {
        guard let floors = sizeFloors.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for floor in floors {
            owners.removeValue(forKey: ObjectIdentifier(floor))
            try? solver.removeConstraint(floor)
        }
        needsSolve = true
    }
}
