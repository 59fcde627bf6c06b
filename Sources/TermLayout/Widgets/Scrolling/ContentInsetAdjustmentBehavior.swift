/// Which safe-area insets a scroll view adds to its `contentInset`, as UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// As `scrollableAxes`, but always vertically when the scroll view is the content of a
    /// `BarContainer`, so the first row starts below its header.
    case automatic
    /// Only on an axis whose content is larger than the bounds, or set to always bounce.
    case scrollableAxes
    /// Never: `adjustedContentInset` is `contentInset`.
    case never
    /// On both axes, whatever the content's size.
    case always
}

extension ContentInsetAdjustmentBehavior {
    /// The adjusted insets for a view with `safeArea` insets: which of them join `inset`, by
    /// axis, given whether each axis scrolls and whether the view sits in a bar container.
    func adjusted(
        _ inset: EdgeInsets, safeArea: EdgeInsets, scrolls: (horizontal: Bool, vertical: Bool),
        inBarContainer: Bool
    ) -> EdgeInsets {
        let (horizontal, vertical): (Bool, Bool) =
            switch self {
            case .never: (false, false)
            case .always: (true, true)
            case .scrollableAxes: (scrolls.horizontal, scrolls.vertical)
            case .automatic: (scrolls.horizontal, scrolls.vertical || inBarContainer)
            }
        return EdgeInsets(
            top: inset.top + (vertical ? safeArea.top : 0),
            left: inset.left + (horizontal ? safeArea.left : 0),
            bottom: inset.bottom + (vertical ? safeArea.bottom : 0),
            right: inset.right + (horizontal ? safeArea.right : 0))
    }
}
