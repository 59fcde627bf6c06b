extension View {
    /// The theme the view draws with: its `overrideTheme`, else its superview's theme, else
    /// `Theme.standard`, as UIKit's `tintColor` is inherited. Setting it sets `overrideTheme`,
    /// for this view and every view below it that has no theme of its own, and draws them
    /// again; set it on the root for the whole app, dialogs and menus included.
    public var theme: Theme {
        get {
            var view: View? = self
            while let current = view {
                if let theme = current.overrideTheme { return theme }
                view = current.superview
            }
            return .standard
        }
        set { overrideTheme = newValue }
    }

    /// Asks for display of the view and of the views below it that inherit its theme.
    func themeDidChange() {
        var stack = [self]
        while let view = stack.popLast() {
            view.setNeedsDisplay()
            stack += view.subviews.filter { $0.overrideTheme == nil }
        }
    }
}
