extension View {
    /// The smallest size this view can take with every required constraint holding and no
    /// view of negative size, the terminal free to be as small as that allows: UIKit's
    /// `systemLayoutSizeFitting(layoutFittingCompressedSize)`, for the required constraints.
    /// The solver finds it (the narrowest width, then the lowest height at that width) and
    /// keeps it until the constraints or the border change. Zero for a view in no root.
    ///
    /// A root's is the smallest terminal its layout fits, the unsafe border included, and at
    /// least 1×1. Under size conditions it is the smallest terminal at which the constraints in
    /// force *at that size* fit, whatever holds now: a layout that needs 100 columns from 80
    /// and 30 below has a minimum 30 wide. A condition on a view's size counts as it holds now.
    public var minimumSize: Size {
        guard let root = rootView else { return .zero }
        root.layoutIfNeeded()
        return root.engine.minimumSize(of: self, acrossConditions: true)
    }
}

extension RootView {
    /// The smallest terminal the constraints in force now fit, their size conditions as they
    /// hold at the terminal's size: what a `TooSmallScreen` asks for. Without conditions it is
    /// `minimumSize`.
    public var minimumSizeUnderPresentConditions: Size {
        layoutIfNeeded()
        return engine.minimumSize(of: self, acrossConditions: false)
    }

    /// Whether the layout cannot hold at the terminal's size because the terminal is
    /// narrower or lower than `minimumSizeUnderPresentConditions`: the root outgrows the
    /// terminal, a view would take a negative size, or the safe area leaves the place the
    /// border gives it. Cheap while the layout holds; the minimum size is asked of the solver
    /// only when it does not.
    public var isTerminalTooSmall: Bool {
        layoutIfNeeded()
        guard !engine.layoutHolds else { return false }
        let minimum = minimumSizeUnderPresentConditions
        return terminalSize.width < minimum.width || terminalSize.height < minimum.height
    }
}
