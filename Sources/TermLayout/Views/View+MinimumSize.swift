extension View {
    /// The smallest size this view can take with every required constraint holding and no
    /// view of negative size, the terminal free to be as small as that allows: UIKit's
    /// `systemLayoutSizeFitting(layoutFittingCompressedSize)`, for the required constraints.
    /// The solver finds it (the narrowest width, then the lowest height at that width) and
    /// keeps it until the constraints or the border change. Zero for a view in no root.
    ///
    /// A root's is the smallest terminal its layout fits, the unsafe border included, and at
    /// least 1×1: below it some view must overflow the terminal, so `TerminalApp` shows a
    /// `TooSmallScreen` instead. Constraints with a size condition count only while it holds
    /// at the current size.
    public var minimumSize: Size {
        guard let root = rootView else { return .zero }
        root.layoutIfNeeded()
        return root.engine.minimumSize(of: self)
    }
}

extension RootView {
    /// Whether the layout cannot hold at the terminal's size because the terminal is
    /// narrower or lower than `minimumSize`: the root outgrows the terminal, a view would take
    /// a negative size, or the safe area leaves the place the border gives it. Cheap while the
    /// layout holds; the minimum size is asked of the solver only when it does not.
    public var isTerminalTooSmall: Bool {
        layoutIfNeeded()
        guard !engine.layoutHolds else { return false }
        let minimum = minimumSize
        return terminalSize.width < minimum.width || terminalSize.height < minimum.height
    }
}
