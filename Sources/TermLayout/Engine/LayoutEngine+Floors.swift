import Cassowary

/// `width >= 0` and `height >= 0` on every view in the tree, at `sizeFloorStrength`: above
/// the terminal's size and the guides, so a shortage squeezes views to nothing and then moves
/// a guide or makes the root outgrow the terminal. Only required constraints that want a
/// negative size whatever the terminal's can push a view below it; `shortage()` names it.
///
/// A view's floors are added at the first solve after it joins, after its constraints: a
/// floor added first makes its size basic as `slack - error`, and every constraint added
/// after it drags both into its rows (a 20×20 grid built 250 times slower). Added last, a
/// floor is one short row, its slack equal to the size the constraints already give.
extension LayoutEngine {
    func addAwaitedSizeFloors() {
        for view in viewsAwaitingFloors where view.rootView === root { addSizeFloors(view) }
        viewsAwaitingFloors.removeAll()
    }

    func addSizeFloors(_ view: View) {
        guard sizeFloors[ObjectIdentifier(view)] == nil else { return }
        var floors: [Constraint] = []
        for (variable, axis) in [
            (view.layoutVariables.width, LayoutAttribute.Axis.horizontal),
            (view.layoutVariables.height, .vertical),
        ] {
            let floor = Constraint(
                LinearExpression(variable), .greaterThanOrEqual, strength: Self.sizeFloorStrength)
            do {
                try solver.addConstraint(floor)
                owners[ObjectIdentifier(floor)] = .sizeFloor(view, axis)
                floors.append(floor)
            } catch {
                root.log("\(view.layoutName(viewName: nil))'s size floor cannot be added: \(error)")
            }
        }
        sizeFloors[ObjectIdentifier(view)] = floors
        needsSolve = true
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
