extension RootView {
    /// How long the animation ticker sleeps between frames: about 60 a second.
    static let animationFrameInterval = Duration.milliseconds(16)

    /// Makes `changes` (constants, constraints, hidden views) and lays out, then shows the views
    /// moving from where they were to their new frames over `duration`, as UIKit's
    /// `UIView.animate(withDuration:animations:completion:)`. Each edge moves cell by cell and
    /// ends exactly at the layout; `frame` is the end at once, `presentationFrame` where a view
    /// shows meanwhile.
    ///
    /// The views constraints place move, and so do those whose frame the changes set; views
    /// `layoutSubviews()` places by hand (a list's rows, a grid's items) take their new frames
    /// at once, inside their superview as it moves. A view the changes hide shows until the end
    /// (one `layoutSubviews()` hides, at once); one they show, or one new to the tree, shows at
    /// once. While it runs, the root asks its `frameRequestHandler` for a frame about 60 times
    /// a second, and stops at the end. A new animation starts where this one has got to, and a
    /// resize ends it at once; `completion` then gets false, true if it ran to its end. A
    /// duration of zero or less, or changes that move nothing, end at once. Keys, clicks and
    /// the cursor go by frames, as in UIKit.
    public func animate(
        duration: Duration, curve: AnimationCurve = .easeInOut, changes: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        layoutIfNeeded()
        let start = animationStart()
        let interrupted = animation
        interrupted?.stop()
        animation = nil
        changes()
        let (movedByHand, hiding) = handChanges(since: start)
        engine.layout()
        startAnimation(
            from: start, movedByHand: movedByHand, hiding: hiding, duration: duration,
            curve: curve, completion: completion)
        interrupted?.completion?(false)
        if animation == nil { completion?(true) }
    }

    /// Where each view of the tree shows now, and whether it shows: where an animation starts.
    func animationStart() -> [ObjectIdentifier: (frame: Rect, shows: Bool)] {
        var start: [ObjectIdentifier: (frame: Rect, shows: Bool)] = [:]
        for view in subtree {
            start[ObjectIdentifier(view)] = (view.presentationFrame, !view.isHiddenInPresentation)
        }
        return start
    }

    /// What an animation's changes did themselves since `start`, before `layoutSubviews()`
    /// places and hides views of its own (a list's rows, a pool's spare views), which do not
    /// animate: the frames they set by hand, and the views they hid.
    func handChanges(since start: [ObjectIdentifier: (frame: Rect, shows: Bool)]) -> (
        movedByHand: Set<ObjectIdentifier>, hiding: [View]
    ) {
        var movedByHand = Set<ObjectIdentifier>()
        var hiding: [View] = []
        for view in subtree {
            guard let (frame, shows) = start[ObjectIdentifier(view)] else { continue }
            if view.translatesFrameIntoConstraints && frame != view.frame {
                movedByHand.insert(ObjectIdentifier(view))
            }
            if shows && view.isHidden { hiding.append(view) }
        }
        return (movedByHand, hiding)
    }

    /// Runs an animation from `start` to the frames of the layout just made: the views
    /// constraints place and those `movedByHand` move, `hiding` shows until the end. Nothing
    /// runs when the duration is not positive or nothing moves or hides.
    func startAnimation(
        from start: [ObjectIdentifier: (frame: Rect, shows: Bool)],
        movedByHand: Set<ObjectIdentifier>, hiding: [View], duration: Duration,
        curve: AnimationCurve, completion: ((Bool) -> Void)?
    ) {
        var moving: [(view: View, from: Rect)] = []
        for view in subtree {
            let id = ObjectIdentifier(view)
            guard let (frame, _) = start[id], frame != view.frame,
                !view.translatesFrameIntoConstraints || movedByHand.contains(id)
            else { continue }
            moving.append((view, frame))
        }
        guard duration > .zero && !(moving.isEmpty && hiding.isEmpty) else { return }
        let running = FrameAnimation(
            moving: moving, hiding: hiding, duration: duration, curve: curve,
            elapsed: stopwatch(animationClock), completion: completion)
        animation = running
        running.present()
        running.ticker = tick(running)
        requestFrame()
    }

    /// Whether an animation runs: its views show between where they were and their frames.
    public var isAnimating: Bool { animation != nil }

    /// Moves the running animation's views to where they are now on the clock, or ends it if
    /// its time is up; `layoutIfNeeded()` does it, so a frame always shows the present.
    func presentAnimation() {
        guard let animation else { return }
        if animation.isOver {
            endAnimation(finished: true)
        } else {
            animation.present()
        }
    }

    /// Shows every view at its frame and tells the animation's completion, if one runs.
    func endAnimation(finished: Bool) {
        guard let ended = animation else { return }
        animation = nil
        ended.stop()
        requestFrame()
        ended.completion?(finished)
    }

    /// A task that asks for a frame every `animationFrameInterval` on the clock until
    /// `animation` ends, ending it itself when its time is up, so it ends without a run loop.
    /// It holds neither the root nor the animation, whose end cancels it.
    private func tick(_ animation: FrameAnimation) -> Task<Void, Never> {
        let clock = animationClock
        return Task { [weak self, weak animation] in
            while true {
                do {
                    try await clock.sleep(for: Self.animationFrameInterval, tolerance: nil)
                } catch {
                    return
                }
                guard let self, let animation, self.animation === animation else { return }
                presentAnimation()
                requestFrame()
            }
        }
    }
}

/// A function that tells the time gone on `clock` since it was made.
private func stopwatch<C: Clock<Duration>>(_ clock: C) -> () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
}
