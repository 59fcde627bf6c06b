/// Size transitions: a pass at a new terminal size whose conditions switch asks the root
/// (`willTransition`) before the switch. To animate it, the pass first solves the old set of
/// conditions at the new size, unseen, so that the start shows what the resize alone would
/// have done, and the animation moves only what the switch moves.
extension LayoutEngine {
    /// An animated transition between its start and the end of its pass.
    struct PendingTransition {
        var start: [ObjectIdentifier: (frame: Rect, shows: Bool)]
        var movedByHand: Set<ObjectIdentifier>
        var hiding: [View]
        var request: SizeTransition.Request
    }

    /// Tells the root of the switch about to be made, at a size other than the last pass's;
    /// if it asks for an animation, takes the start (solving the old set at the new size,
    /// unless `solvedAtSize`) and makes the changes it asked for with the switch.
    func beginTransition(from previousSize: Size, solvedAtSize: Bool) {
        let transition = SizeTransition(from: previousSize, to: root.terminalSize)
        root.willTransition(transition)
        guard let request = transition.request else { return }
        if !solvedAtSize { solve(reportingShortage: false) }
        let start = root.animationStart()
        request.changes?()
        let (movedByHand, hiding) = root.handChanges(since: start)
        pendingTransition = PendingTransition(
            start: start, movedByHand: movedByHand, hiding: hiding, request: request)
    }

    /// Views a switch hides show until the end of a transition, as those its changes hide.
    func noteHidden(by switches: ConditionSwitches) {
        guard pendingTransition != nil else { return }
        for (view, hidden) in switches.views
        where hidden && pendingTransition?.start[ObjectIdentifier(view)]?.shows == true
            && pendingTransition?.hiding.contains(where: { $0 === view }) == false
        {
            pendingTransition?.hiding.append(view)
        }
    }

    /// Starts the transition's animation, now that the pass has made the new layout; its
    /// completion is told at once when nothing moves.
    func finishTransition() {
        guard let pending = pendingTransition else { return }
        pendingTransition = nil
        let request = pending.request
        root.startAnimation(
            from: pending.start, movedByHand: pending.movedByHand, hiding: pending.hiding,
            duration: request.duration, curve: request.curve, completion: request.completion)
        if !root.isAnimating { request.completion?(true) }
    }
}
