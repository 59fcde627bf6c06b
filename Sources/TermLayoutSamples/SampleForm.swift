import TermLayout

/// A form an app might have, built from the toolkit's controls and laid out with stack views
/// in its safe area: a menu bar, a name field, a check box, a radio group, a button that asks
/// with an alert, a progress bar, and a table of what was sent. Everything is reached by keys
/// (Tab, F10 for the menus, Ctrl-S to send) and by the mouse.
@MainActor
public final class SampleForm: View {
    /// The menus: File (Send, Clear) and Help (About).
    public private(set) var menuBar: MenuBar!
    /// The name to send.
    public let name = TextField(identifier: "name", placeholder: "your name")
    /// Whether a copy goes to the sender.
    public let copy = Toggle(identifier: "copy", title: "Send me a copy")
    /// How urgent the request is.
    public let priority = RadioGroup(identifier: "priority", options: ["low", "normal", "high"])
    /// Asks, with an alert, whether to send.
    public private(set) var send: Button!
    /// How full the queue is: one eighth a request.
    public let queue = ProgressBar(identifier: "queue", progress: 0)
    /// The requests sent so far.
    public let sent = TableView(
        identifier: "sent",
        columns: [
            TableColumn("name", title: "Name", width: .proportional(1), minimumWidth: 4),
            TableColumn("priority", title: "Priority", width: .fitting),
            TableColumn("copy", title: "Copy", width: .fixed(4), isSortable: false),
        ])
    private let requests = Requests()

    /// The form, empty, with the focus to go to its name field.
    public override init(identifier: String? = "form") {
        super.init(identifier: identifier)
        priority.selectedIndex = 1
        send = Button(identifier: "send", title: "Send") { [unowned self] in askToSend() }
        menuBar = MenuBar(menus: [
            Menu(
                "File",
                items: [
                    MenuItem("Send", keyEquivalent: .control("s")) { [unowned self] in askToSend()
                    },
                    MenuItem("Clear") { [unowned self] in name.text = "" },
                ]),
            Menu(
                "Help",
                items: [
                    MenuItem("About") { [unowned self] in
                        try? Alert(
                            title: "About", message: "A form built from TermLayout's controls."
                        )
                        .present(in: rootView!)
                    }
                ]),
        ])
        sent.dataSource = requests
        // The views are new and go into this view: nothing here can be refused.
        try! layOut()
    }

    /// The view the focus starts on.
    public var firstFocus: View { name }

    private func layOut() throws {
        let nameRow = StackView(
            identifier: "name row", arrangedSubviews: [Label(text: "Name"), name], spacing: 1)
        let column = StackView(
            identifier: "fields",
            arrangedSubviews: [nameRow, copy, Label(text: "Priority"), priority, send, queue],
            axis: .vertical, alignment: .leading, spacing: 0)
        let request = Box(identifier: "request", title: "New request")
        let history = Box(identifier: "history", title: "Sent")
        // The fields keep a cell from the border and their own height; the table fills its box.
        for (box, content, formats) in [
            (request, column as View, "H:|-2-[content]-2-|; V:|-1-[content]-(>=1)-|"),
            (history, sent, "H:|-1-[content]-1-|; V:|-1-[content]-1-|"),
        ] {
            try box.addSubview(content)
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(withVisualFormat: formats, views: ["content": content])
            )
        }
        for view in [menuBar!, request, history] { try addSubview(view) }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: """
                    H:<|[bar]|>; V:<|[bar(1)][request]<|; V:[bar][history]<|; \
                    H:<|[request(>=0,==30@500)][history(>=0)]|>; \
                    name.width >= 12; queue.width == fields.width; send.width <= fields.width
                    """,
                views: [
                    "bar": menuBar!, "request": request, "history": history, "name": name,
                    "queue": queue, "fields": column, "send": send,
                ]))
    }

    private func askToSend() {
        guard let root = rootView, root.presentedViews.isEmpty else { return }
        let who = name.text.isEmpty ? "nobody" : name.text
        let urgency = priority.options[priority.selectedIndex]
        let alert = Alert(
            title: "Send", message: "Send a \(urgency) request for \(who)?",
            actions: [
                DialogAction(title: "Cancel", style: .cancel),
                DialogAction(title: "Send") { [unowned self] in
                    requests.rows.append([who, urgency, copy.isOn ? "yes" : "no"])
                    sent.reloadData()
                    queue.progress = Double(requests.rows.count) / 8
                },
            ])
        try? alert.present(in: root)
    }
}

/// The rows of the table of requests sent.
@MainActor
private final class Requests: TableViewDataSource {
    var rows: [[String]] = []

    func numberOfRows(in table: TableView) -> Int { rows.count }

    func tableView(_ table: TableView, textFor row: Int, column: TableColumn) -> String {
        let index = ["name", "priority", "copy"].firstIndex(of: column.identifier) ?? 0
        return rows[row][index]
    }
}
