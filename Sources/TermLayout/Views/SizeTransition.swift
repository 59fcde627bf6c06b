/// A resize that switches which size conditions hold, handed to `RootView.willTransition(_:)`
/// before the switch, as UIKit's transition coordinator is to `viewWillTransition(to:with:)`.
/// Unless `animate` is called, the new layout shows at once.
@MainActor
public final class SizeTransition {
    /// The terminal's size at the last layout, on the other side of the threshold.
    public let previousSize: Size
    /// The terminal's size the new layout is for.
    public let size: Size
    /// What `animate` asked for, if it was called.
    private(set) var request: Request?

    struct Request {
        var duration: Duration
        var curve: AnimationCurve
        var changes: (() -> Void)?
        var completion: ((Bool) -> Void)?
    }

    init(from previousSize: Size, to size: Size) {
        self.previousSize = previousSize
        self.size = size
    }

    /// Shows the switch over `duration`: each view whose frame the switch changes (not the
    /// resize: its start is the old layout solved at the new size) moves cell by cell, as in
    /// `RootView.animate`, and ends exactly at the new layout. `changes` are made with the
    /// switch, in the same layout pass, and move with it (UIKit's
    /// `animate(alongsideTransition:)`). Called again, the last call counts.
    public func animate(
        duration: Duration, curve: AnimationCurve = .easeInOut,
        alongside changes: (() -> Void)? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        request = Request(
            duration: duration, curve: curve, changes: changes, completion: completion)
    }
}
