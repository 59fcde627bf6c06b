/// A dialog that says something and asks for a choice, as UIKit's alert controller: a title,
/// a message wrapped to at most `maximumMessageWidth` cells (fewer on a narrow terminal), and
/// its actions. With no action it gets an OK button.
open class Alert: Dialog {
    /// The message, wrapped by words.
    public let messageLabel: Label
    /// The widest the message grows before it wraps.
    public static let maximumMessageWidth = 50

    /// An alert titled `title` saying `message`, with `actions` (OK when none).
    public init(
        identifier: String? = nil, title: String, message: String, actions: [DialogAction] = []
    ) {
        messageLabel = Label(identifier: "message", text: message)
        messageLabel.numberOfLines = 0
        messageLabel.lineBreakMode = .wordWrap
        super.init(
            identifier: identifier, title: title,
            actions: actions.isEmpty ? [DialogAction(title: "OK")] : actions)
        try! contentView.addSubview(messageLabel)
        messageLabel.translatesFrameIntoConstraints = false
        try! LayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            messageLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            messageLabel.widthAnchor.constraint(
                lessThanOrEqualToConstant: Double(Self.maximumMessageWidth)),
        ])
    }
}
