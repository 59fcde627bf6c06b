/// A modal panel with a title, a content view and a row of buttons, centred above everything
/// and kept inside the safe area at every size. While it shows, the focus and the keys stay in
/// it: Tab moves between its controls, Esc takes the cancel action (or just dismisses), and
/// Enter that no control takes runs the preferred action. Put views in `contentView` with
/// constraints to its edges; they size the dialog, which takes the smallest size they allow.
open class Dialog: Box {
    /// Where the dialog's own views go, between the title and the buttons.
    public let contentView = View(identifier: "dialog content")
    /// The actions, one button each, in order along the bottom row.
    public private(set) var actions: [DialogAction] = []
    /// What Enter runs when no control takes it; nil: the first action that is neither
    /// `.cancel` nor `.destructive`.
    public var preferredAction: DialogAction?
    private let buttonRow = StackView(identifier: "dialog buttons", axis: .horizontal, spacing: 2)

    /// A dialog titled `title` with a button for each action.
    public init(identifier: String? = nil, title: String, actions: [DialogAction] = []) {
        super.init(identifier: identifier, title: title)
        layoutMargins = EdgeInsets(top: 2, left: 3, bottom: 1, right: 3)
        try! addSubview(contentView)
        try! addSubview(buttonRow)
        contentView.translatesFrameIntoConstraints = false
        let margins = layoutMarginsGuide
        try! LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: margins.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttonRow.topAnchor.constraint(equalTo: contentView.bottomAnchor, constant: 1),
            buttonRow.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            buttonRow.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttonRow.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            widthAnchor.constraint(greaterThanOrEqualToConstant: Double(title.displayWidth + 6)),
        ])
        // As small as its content lets it be, as UIKit's alerts are: else a content that may
        // stretch leaves the dialog's size to the history of the layout.
        let hugging = [
            widthAnchor.constraint(equalToConstant: 0), heightAnchor.constraint(equalToConstant: 0),
        ]
        for constraint in hugging { constraint.priority = .fittingSizeLevel }
        try! LayoutConstraint.activate(hugging)
        for action in actions { addAction(action) }
    }

    /// Adds a button for `action` at the end of the row.
    public func addAction(_ action: DialogAction) {
        actions.append(action)
        buttonRow.addArrangedSubview(
            Button(identifier: action.title, title: action.title) { [weak self] in
                self?.finish(with: action)
            })
    }

    /// Shows the dialog above everything in `root`, with the focus on its first control, or on
    /// the preferred action's button when its content takes no focus.
    public func present(in root: RootView) throws(HierarchyError) {
        try root.present(self)
        let contentTakesFocus = contentView.subtree.contains { $0.canBecomeFocused }
        if !contentTakesFocus, let action = enterAction,
            let index = actions.firstIndex(where: { $0 === action })
        {
            root.focusedView = buttonRow.arrangedSubviews[index]
        }
    }

    /// Takes the dialog away without running an action.
    public func dismiss() {
        rootView?.dismiss(self)
    }

    /// The title is in the theme's `title` style unless `titleStyle` is set.
    override func defaultTitleStyle(outline: TextStyle) -> TextStyle { theme.title }

    /// Esc cancels; Enter that reached the dialog runs the preferred action.
    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) {
                finish(with: cancel)
            } else {
                dismiss()
            }
            return true
        case .enter:
            guard let action = enterAction else { return false }
            finish(with: action)
            return true
        default: return false
        }
    }

    /// The action Enter runs.
    private var enterAction: DialogAction? {
        preferredAction ?? actions.first { $0.style == .default }
    }

    private func finish(with action: DialogAction) {
        dismiss()
        action.handler()
    }
}
