/// A mouse action as a terminal reports it (xterm's SGR mouse mode, 1006): a button pressed,
/// released or dragged, or the wheel turned, at a cell of the screen.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up. Terminals do not all say which one.
        case release
        /// The mouse moved with a button held.
        case drag
        /// The wheel turned away from the user: content should move down, showing what is above.
        case scrollUp
        /// The wheel turned towards the user.
        case scrollDown
    }

    /// Which button.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The wheel pressed, or the middle button.
        case middle
        /// The secondary button.
        case right
        /// None: the wheel, or a release that does not say.
        case none
    }

    /// What happened.
    public var kind: Kind
    /// The button it happened to.
    public var button: Button
    /// The cell under the mouse, in screen cells from the top-left corner.
    public var location: Point
    /// The modifier keys held (a terminal keeps Shift-clicks for selecting text).
    public var modifiers: KeyModifiers

    /// A `kind` of `button` at `location` (screen cells), with `modifiers` held.
    public init(
        _ kind: Kind, button: Button = .left, at location: Point, modifiers: KeyModifiers = []
    ) {
        self.kind = kind
        self.button = button
        self.location = location
        self.modifiers = modifiers
    }

    /// The location in `view`'s own cells: (0, 0) is its top-left corner.
    @MainActor
    public func location(in view: View) -> Point {
        let origin = view.absoluteFrame.origin
        return Point(x: location.x - origin.x, y: location.y - origin.y)
    }

    public var description: String {
        "\(kind) \(button) at \(location)\(modifiers.isEmpty ? "" : " with \(modifiers)")"
    }
}
