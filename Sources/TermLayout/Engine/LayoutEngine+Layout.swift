import Cassowary

/// A layout pass: solve, round edges to cells, measure safe areas, move the guides until
/// nothing moves, then tell the views what changed.
extension LayoutEngine {
    /// At most this many solves per pass: enough for guides nested this deep. A layout that
    /// still moves after that is reported rather than looped on.
    static let maximumSolves = 32
    /// At most this many rounds of `layoutSubviews()` changing constraints.
    static let maximumRounds = 8

    /// Solves if anything changed and runs `layoutSubviews()` where frames changed, until the
    /// tree is settled; then starts a size transition's animation, if one was asked for.
    func layout() {
        settle()
        finishTransition()
    }

    private func settle() {
        for _ in 0..<Self.maximumRounds {
            if needsSolve { solveUnderConditions() }
            // The views are those of the tree before any `layoutSubviews()` runs, which may
            // change it; the list holds them while they are asked.
            let views = treeOrder.views
            var pending: [Int] = []
            for index in views.indices where views[index].needsLayout { pending.append(index) }
            guard root.needsLayout || !pending.isEmpty else { return }
            if root.needsLayout {
                root.needsLayout = false
                root.layoutSubviews()
            }
            for index in pending where views[index].needsLayout {
                views[index].needsLayout = false
                views[index].layoutSubviews()
            }
            if !needsSolve { return }
        }
        root.log(
            "layoutSubviews() kept changing constraints for \(Self.maximumRounds) rounds;"
                + " the layout may not be settled")
    }

    /// Solves to the fixed point of frames and safe areas, then marks views whose frame
    /// changed for layout and display and calls `safeAreaInsetsDidChange()` on those whose
    /// insets did. Only views the solver's change list names are read from it again. A solve
    /// no frame shows (a transition's start) does not report a shortage.
    func solve(reportingShortage: Bool = true) {
        addMissingFrameConstraints()
        let order = treeOrder
        let viewCount = order.views.count + 1
        needsSolve = false
        var changes = PlacementChanges()
        var settled = false
        var solves = 0
        while solves < Self.maximumSolves {
            let changed = solver.updateVariables()
            // When most views moved (a resize, usually), reading every frame costs less than
            // sorting out which did.
            let readEveryFrame = changed.count > viewCount
            changedVariables.removeAll(keepingCapacity: true)
            if !readEveryFrame { for variable in changed { changedVariables.insert(variable.id) } }
            // A round that added floors is solved again before the guides move; each adds the
            // floors of one view at least, so these rounds are bounded by the views.
            if placeViews(order, readingEveryFrame: readEveryFrame, recording: &changes) {
                continue
            }
            solves += 1
            if !updateGuides() {
                settled = true
                break
            }
        }
        framesToRead.removeAll()
        // Read once: every guide's residual is worked out to tell.
        let viewsAndGuidesHold = !hasSqueezedViews() && yieldedGuides().isEmpty
        if reportingShortage { reportShortage(viewsAndGuidesHold: viewsAndGuidesHold) }
        layoutHolds = rootFits && viewsAndGuidesHold
        if !settled {
            root.log(
                "the safe areas did not settle after \(Self.maximumSolves) solves; a view may be"
                    + " constrained to its own safe area")
        }
        // After one placement a view is listed once at most, and needs no set to say so.
        let listedOnce = changes.placements == 1
        var seen = Set<Int>(minimumCapacity: listedOnce ? 0 : changes.frames.count)
        let views = order.views
        for (index, frame) in changes.frames where listedOnce || seen.insert(index).inserted {
            guard index >= 0 else {
                if frame != root.storedFrame {
                    (root.needsLayout, root.needsDisplay) = (true, true)
                }
                continue
            }
            guard frame != views[index].storedFrame else { continue }
            views[index].needsLayout = true
            views[index].needsDisplay = true
            let superview = order.superviews[index]
            if superview < 0 {
                root.needsLayout = true
            } else {
                views[superview].needsLayout = true
            }
        }
        seen.removeAll(keepingCapacity: true)
        for (index, insets) in changes.insets where listedOnce || seen.insert(index).inserted {
            let view = index < 0 ? root : views[index]
            if insets != view.safeAreaInsets { view.safeAreaInsetsDidChange() }
        }
    }

    /// What a solve changed, in tree order: each view's value before each change, the view by
    /// its index in the `SubtreeOrder` (the root's is -1). The first entry of a view holds its
    /// value before the solve, so a value that changes and changes back during the fixed point
    /// counts as unchanged.
    private struct PlacementChanges {
        var frames: [(index: Int, frame: Rect)] = []
        var insets: [(index: Int, insets: EdgeInsets)] = []
        /// How many times `placeViews` went over the tree; each lists a view at most once.
        var placements = 0

        /// Keeps `old`, the frame of the view at `index`, when `new` differs from it; returns
        /// whether it does, and so whether the view is to be given `new`.
        mutating func noteFrame(at index: Int, from old: Rect, to new: Rect) -> Bool {
            guard new != old else { return false }
            frames.append((index, old))
            return true
        }

        /// The same for the safe-area insets of the view at `index`.
        mutating func noteInsets(at index: Int, from old: EdgeInsets, to new: EdgeInsets) -> Bool {
            guard new != old else { return false }
            insets.append((index, old))
            return true
        }
    }

    /// Sets every view's safe-area insets from its superview's safe area, and the frame of
    /// each view the solver may have moved, each edge rounded to the nearest cell (so edges
    /// equal in the solver are equal on screen, and sizes never go below zero). Unless told to
    /// read every frame, it reads one from the solver only when `changedVariables` names one of
    /// the view's variables, when its superview moved on screen (frames are relative), or when
    /// `framesToRead` holds the view (a view that joined the tree is read at its first solve).
    /// Returns whether it added the floors of views it found below 0 (`+Floors`).
    private func placeViews(
        _ order: SubtreeOrder, readingEveryFrame readEveryFrame: Bool,
        recording changes: inout PlacementChanges
    ) -> Bool {
        /// Where a view is on screen, now and before this pass, and its safe area: what its
        /// subviews are placed by.
        struct Placed {
            var origin: Point
            var oldOrigin: Point
            var safeArea: Rect
        }
        var addedFloors = false
        changes.placements += 1
        let solution = solver.solution
        let screen = absoluteFrame(of: root.layoutVariables, in: solution)
        let oldScreenOrigin = root.storedFrame.origin
        if changes.noteFrame(at: -1, from: root.storedFrame, to: screen) {
            root.storedFrame = screen
        }
        let rootInsets = clamp(root.unsafeBorder, to: screen.size) + root.additionalSafeAreaInsets
        if changes.noteInsets(at: -1, from: root.safeAreaInsets, to: rootInsets) {
            root.safeAreaInsets = rootInsets
        }
        let views = order.views
        let placedRoot = Placed(
            origin: screen.origin, oldOrigin: oldScreenOrigin,
            safeArea: rootSafeArea(screen: screen, in: solution))
        var placed = Array(repeating: placedRoot, count: views.count)
        for index in views.indices {
            // The view is read and set as the list's element, never bound to a name: bound, it
            // was retained and released, both through its side table.
            let superviewIndex = order.superviews[index]
            let superview = superviewIndex < 0 ? placedRoot : placed[superviewIndex]
            let storedFrame = views[index].storedFrame
            let oldFrame = storedFrame.offsetBy(
                dx: superview.oldOrigin.x, dy: superview.oldOrigin.y)
            let variables = views[index].layoutVariables
            let mayHaveMoved =
                readEveryFrame || superview.origin != superview.oldOrigin
                || framesToRead.contains(ObjectIdentifier(views[index]))
                || changedVariables.contains(variables.left.id)
                || changedVariables.contains(variables.top.id)
                || changedVariables.contains(variables.width.id)
                || changedVariables.contains(variables.height.id)
            // Each value is read once: a look-up in the solution was a tenth of a placement.
            let solved = mayHaveMoved ? SolvedEdges(of: variables, in: solution) : nil
            let frame =
                solved?.frame
                ?? storedFrame.offsetBy(dx: superview.origin.x, dy: superview.origin.y)
            if let solved {
                if solved.isSqueezed {
                    addedFloors = noteSqueezed(views[index]) || addedFloors
                } else if !squeezedViews.isEmpty {
                    squeezedViews.removeValue(forKey: ObjectIdentifier(views[index]))
                }
            }
            let relativeFrame = frame.offsetBy(dx: -superview.origin.x, dy: -superview.origin.y)
            if changes.noteFrame(at: index, from: storedFrame, to: relativeFrame) {
                views[index].storedFrame = relativeFrame
            }
            let insets =
                coverage(of: frame, outside: superview.safeArea)
                + views[index].additionalSafeAreaInsets
            if changes.noteInsets(at: index, from: views[index].safeAreaInsets, to: insets) {
                views[index].safeAreaInsets = insets
            }
            placed[index] = Placed(
                origin: frame.origin, oldOrigin: oldFrame.origin, safeArea: frame.inset(by: insets))
        }
        return addedFloors
    }

    /// The root's safe area that its subviews' insets are measured against: the screen inset
    /// by the border, or, once a constraint refers to it, the safe-area guide as solved. The two
    /// differ only when required constraints move the guide off the border, in a terminal too
    /// small for them; measured against the border there, a view kept wider than the terminal
    /// counts its overhang as unsafe, widens its margins by it, and grows at every solve.
    private func rootSafeArea(screen: Rect, in solution: Solution) -> Rect {
        let guide = root.safeAreaLayoutGuide
        guard guideConstraints[ObjectIdentifier(guide)] != nil else {
            return screen.inset(by: root.safeAreaInsets)
        }
        return absoluteFrame(of: guide.layoutVariables, in: solution)
    }

    /// Notes in `squeezedViews` a view read from the solver below 0, and adds its floors;
    /// returns whether it added them. The view stays noted until a solve reads it at 0 or more
    /// (the placement then forgets it): if required constraints hold it below, its values need
    /// not change again.
    private func noteSqueezed(_ view: View) -> Bool {
        squeezedViews[ObjectIdentifier(view)] = WeakView(view: view)
        return addSizeFloors(view)
    }

    /// Whether a view in the tree has a negative width or height; views that left it are
    /// forgotten.
    private func hasSqueezedViews() -> Bool {
        squeezedViews = squeezedViews.filter { $0.value.view?.rootView === root }
        return !squeezedViews.isEmpty
    }

    /// Logs the shortage (`shortage()`) when one starts, and again when the layout fits once
    /// more; not at every solve, so that a burst of resizes does not flood the log.
    private func reportShortage(viewsAndGuidesHold: Bool) {
        let fits = root.storedFrame.size == root.terminalSize && viewsAndGuidesHold
        guard fits != rootFits else { return }
        rootFits = fits
        guard !fits else {
            root.log("the layout fits the terminal again at \(root.terminalSize)")
            return
        }
        if let shortage = shortage() { root.log(shortage.description) }
    }

    /// Where the solution puts `item` on screen, each edge rounded to the nearest cell.
    func absoluteFrame(of item: any LayoutItem) -> Rect {
        absoluteFrame(of: item.layoutVariables, in: solver.solution)
    }

    /// Where `solution` puts the item of `variables` on screen, each edge rounded as above.
    private func absoluteFrame(of variables: LayoutVariables, in solution: Solution) -> Rect {
        SolvedEdges(of: variables, in: solution).frame
    }

    /// How far into `frame` the area outside `safeArea` reaches from each side.
    private func coverage(of frame: Rect, outside safeArea: Rect) -> EdgeInsets {
        EdgeInsets(
            top: min(max(safeArea.minY - frame.minY, 0), frame.height),
            left: min(max(safeArea.minX - frame.minX, 0), frame.width),
            bottom: min(max(frame.maxY - safeArea.maxY, 0), frame.height),
            right: min(max(frame.maxX - safeArea.maxX, 0), frame.width))
    }

    private func clamp(_ insets: EdgeInsets, to size: Size) -> EdgeInsets {
        EdgeInsets(
            top: min(max(insets.top, 0), size.height), left: min(max(insets.left, 0), size.width),
            bottom: min(max(insets.bottom, 0), size.height),
            right: min(max(insets.right, 0), size.width))
    }
}

/// An item's four values in a solution, read once each.
private struct SolvedEdges {
    let left, top, width, height: Double

    init(of variables: LayoutVariables, in solution: Solution) {
        (left, top) = (solution[variables.left], solution[variables.top])
        (width, height) = (solution[variables.width], solution[variables.height])
    }

    /// Below 0 in either size, beyond rounding.
    var isSqueezed: Bool { width < -1e-6 || height < -1e-6 }

    /// The frame, each edge rounded to the nearest cell (so edges equal in the solver are
    /// equal on screen, and sizes never go below zero).
    var frame: Rect {
        let (x, y) = (Self.cell(left), Self.cell(top))
        let (right, bottom) = (Self.cell(left + width), Self.cell(top + height))
        return Rect(x: x, y: y, width: max(0, right - x), height: max(0, bottom - y))
    }

    /// The nearest cell edge, halves rounded up. The solver's arithmetic leaves values like
    /// 2.4999999999 where 2.5 is meant, and which one a solve lands on depends on its history;
    /// a tolerance far below a cell makes both round alike, so a resized layout is the fresh
    /// one. Values beyond any terminal are clamped, never trapped on.
    private static func cell(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max((value + 0.5 + 1e-6).rounded(.down), -1e9), 1e9))
    }
}
