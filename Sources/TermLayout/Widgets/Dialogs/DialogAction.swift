/// A button of a `Dialog` and what it does, as UIKit's `UIAlertAction`.
@MainActor
public final class DialogAction {
    /// What an action means, which decides what Esc and Enter do.
    public enum Style: Hashable, Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves without doing anything: Esc takes it.
        case cancel
        /// Changes or deletes data: never what Enter takes unless it is the preferred action.
        case destructive
    }

    /// What the button says.
    public let title: String
    /// What the action means.
    public let style: Style
    /// Run after the dialog has been dismissed.
    public let handler: @MainActor () -> Void

    /// An action saying `title` that runs `handler` once the dialog has gone.
    public init(
        title: String, style: Style = .default, handler: @escaping @MainActor () -> Void = {}
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
