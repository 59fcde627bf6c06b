extension View {
    /// Where the view shows now, in its superview's coordinates: its `frame`, except while an
    /// animation moves it (see `RootView.animate`), as UIKit's presentation layer. `frame` is
    /// already where it ends.
    public var presentationFrame: Rect { animatedFrame ?? frame }

    /// Whether the view is left out of the screen now: hidden, unless an animation that hid it
    /// still runs.
    var isHiddenInPresentation: Bool { isHidden && !showsUntilAnimationEnds }
}
