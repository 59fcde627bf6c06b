/// An animation that runs on a root (see `RootView.animate`): the views it moves, each with the
/// frame it starts from, and the views it hides at the end. A view moves to its `frame` as it is
/// at each step, so a change made meanwhile without an animation is where it ends.
@MainActor
final class FrameAnimation {
    /// Each view that moves and the frame, in its superview's coordinates, it starts from.
    private let moving: [(view: View, from: Rect)]
    /// Views the changes hid: they show, moving, until the end.
    private let hiding: [View]
    let duration: Duration
    let curve: AnimationCurve
    /// The time gone since the start, on the root's clock.
    let elapsed: () -> Duration
    let completion: ((Bool) -> Void)?
    /// The task that asks for frames while the animation runs.
    var ticker: Task<Void, Never>?

    init(
        moving: [(view: View, from: Rect)], hiding: [View], duration: Duration,
        curve: AnimationCurve, elapsed: @escaping () -> Duration,
        completion: ((Bool) -> Void)?
    ) {
        self.moving = moving
        self.hiding = hiding
        self.duration = duration
        self.curve = curve
        self.elapsed = elapsed
        self.completion = completion
        for view in hiding { view.showsUntilAnimationEnds = true }
    }

    /// Ends the ticker with the animation: a ticker asleep on a clock that is never advanced
    /// again (a test's `SteppedClock`) would otherwise wait, and be kept, for ever.
    isolated deinit {
        ticker?.cancel()
    }

    /// Whether the duration has gone by.
    var isOver: Bool { elapsed() >= duration }

    /// Sets each moving view's presented frame to where it is now: each edge the rounded
    /// point between its start and its end at the curve's progress, so it moves cell by cell.
    func present() {
        let progress = curve.progress(at: elapsed() / duration)
        for (view, from) in moving {
            let to = view.frame
            func edge(_ start: Int, _ end: Int) -> Int {
                start + Int((Double(end - start) * progress).rounded())
            }
            let left = edge(from.minX, to.minX)
            let top = edge(from.minY, to.minY)
            view.animatedFrame = Rect(
                x: left, y: top, width: edge(from.maxX, to.maxX) - left,
                height: edge(from.maxY, to.maxY) - top)
        }
    }

    /// Shows every view as its model says: at its frame, hidden if it is.
    func stop() {
        ticker?.cancel()
        for (view, _) in moving { view.animatedFrame = nil }
        for view in hiding { view.showsUntilAnimationEnds = false }
    }
}
