import TermLayout

/// Seven screens to sweep, benchmark and run in a terminal, each built fresh at a size. They are
/// written as apps would be: bars in the unsafe border, content pinned to the safe area,
/// priorities below required wherever a small terminal must be allowed to squeeze something.
@MainActor
public enum SampleScreens {
    /// Each screen with a short `id` (for file and command-line names) and a description.
    nonisolated public static let all:
        [(id: String, name: String, make: @MainActor @Sendable (Size) throws -> RootView)] =
            [
                ("panes", "three panes with a status line and a key bar", threePanes),
                ("dialog", "a centred dialog", dialog),
                ("stack", "a 1,000-row stack", { try stack(rows: 1_000, size: $0) }),
                ("grid", "a 20×20 grid", { try grid(cells: 20, size: $0) }),
                ("nested", "nested containers four deep", nested),
                ("styles", "every attribute and kind of colour", styles),
                ("responsive", "two panes side by side from 60 columns, stacked below", responsive),
            ]

    /// Screens that take keys: not swept, since their content is larger than the screen by
    /// design (scrolled and clipped).
    nonisolated public static let interactive:
        [(id: String, name: String, make: @MainActor @Sendable (Size) throws -> RootView)] = [
            ("browser", "a list and a scroll view between bars", browser),
            ("form", "a form of controls, a menu bar and a table", form),
            ("keys", "the keys the terminal sends, by name", keys),
        ]

    /// The screen `id` names, if any.
    public static func named(_ id: String) -> (@MainActor @Sendable (Size) throws -> RootView)? {
        (all + interactive).first { $0.id == id }?.make
    }

    /// A root with `names` as subviews and `formats` activated.
    public static func root(
        _ size: Size, border: EdgeInsets = .zero, views names: [String], _ formats: String
    ) throws -> (RootView, [String: SampleView]) {
        let root = RootView(size: size, unsafeBorder: border)
        var views: [String: SampleView] = [:]
        for name in names {
            let view = SampleView(identifier: name)
            try root.addSubview(view)
            views[name] = view
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: formats, views: views))
        return (root, views)
    }

    /// Three panes between a status line and a key bar: the sidebar and inspector keep their widths
    /// at a low priority and give way first, with wide characters in the texts.
    public static func threePanes(_ size: Size) throws -> RootView {
        let (root, views) = try root(
            size, border: EdgeInsets(top: 1, bottom: 1),
            views: ["status", "keys", "sidebar", "content", "inspector"],
            """
            H:|[status]|;V:|[status(1)];H:|[keys]|;V:[keys(1)]|;\
            H:|>[sidebar(>=0,==20@500)][content(>=0)][inspector(>=0,==16@400)]<|;\
            V:|>[sidebar]<|;V:|>[content]<|;V:|>[inspector]<|
            """)
        views["status"]?.text = "status: 状態 ok"
        views["keys"]?.text = "q quit  ↑↓ move  漢字 keys"
        views["content"]?.text = "本文: wide 漢字 text"
        return root
    }

    /// A status line, a sidebar beside the content from 60 columns and above it below, as size
    /// conditions switch them, and a badge in the bottom-right corner from 12 rows.
    public static func responsive(_ size: Size) throws -> RootView {
        let (root, views) = try root(
            size, border: EdgeInsets(top: 1), views: ["status", "sidebar", "content", "badge"],
            "H:|[status]|;V:|[status(1)];H:|>-(>=0)-[badge(>=0,==7@500)]<|;V:[badge(<=1,==1@500)]|")
        let formats = { (format: String) in
            try LayoutConstraint.constraints(withVisualFormat: format, views: views)
        }
        let beside = try formats(
            "H:|>[sidebar(>=0,==20@500)][content(>=0)]<|;V:|>[sidebar]<|;V:|>[content]<|")
        let stacked = try formats(
            "V:|>[sidebar(>=0,==3@500)][content(>=0)]<|;H:|>[sidebar]<|;H:|>[content]<|")
        for constraint in beside { constraint.condition = .width(60...) }
        for constraint in stacked { constraint.condition = .width(..<60) }
        try LayoutConstraint.activate(beside + stacked)
        views["badge"]?.shownWhen = .height(12...)
        views["status"]?.text = "status: 状態 ok"
        views["content"]?.text = "本文: wide 漢字 text"
        return root
    }

    /// A dialog centred in the terminal, 40×10 when there is room and never larger than the
    /// terminal, with a button in its bottom-right corner.
    public static func dialog(_ size: Size) throws -> RootView {
        let (root, views) = try root(
            size, views: ["dialog"],
            """
            dialog.center == |;dialog.width == 40 @750;dialog.height == 10 @750;\
            dialog.width <= |.width;dialog.height <= |.height
            """)
        views["dialog"]?.text = "確認: save changes?"
        let ok = SampleView(identifier: "ok", text: "確定")
        try views["dialog"]!.addSubview(ok)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-(>=0)-[ok(==6@750)]-(>=0,==1@700)-|;V:[ok(<=1,==1@750)]|",
                views: ["ok": ok]))
        return root
    }

    /// Rows of one cell in a container pinned to the safe area; rows below it are clipped.
    public static func stack(rows: Int, size: Size) throws -> RootView {
        let (root, views) = try root(
            size, border: EdgeInsets(top: 1), views: ["list"], "H:|>[list]<|;V:|>[list]<|")
        var previous: View?
        var constraints: [LayoutConstraint] = []
        for index in 0..<rows {
            let row = SampleView(identifier: "row\(index)", text: "row \(index) │ 行 \(index)")
            try views["list"]!.addSubview(row)
            var names: [String: View] = ["row": row]
            var format = "H:|[row]|;"
            if let previous {
                names["above"] = previous
                format += "V:[above][row(1)]"
            } else {
                format += "V:|[row(1)]"
            }
            constraints += try LayoutConstraint.constraints(withVisualFormat: format, views: names)
            previous = row
        }
        try LayoutConstraint.activate(constraints)
        return root
    }

    /// `cells × cells` views sharing the screen equally: each row and column flush.
    public static func grid(cells: Int, size: Size) throws -> RootView {
        let root = RootView(size: size)
        var views: [String: View] = [:]
        for row in 0..<cells {
            for column in 0..<cells {
                let name = "c\(row)_\(column)"
                let view = SampleView(identifier: name)
                try root.addSubview(view)
                views[name] = view
            }
        }
        var formats: [String] = []
        for index in 0..<cells {
            let across = (0..<cells).map { "[c\(index)_\($0)\($0 == 0 ? "" : "(==c\(index)_0)")]" }
            let down = (0..<cells).map { "[c\($0)_\(index)\($0 == 0 ? "" : "(==c0_\(index))")]" }
            formats.append("H:|" + across.joined() + "|")
            formats.append("V:|" + down.joined() + "|")
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: formats.joined(separator: ";"), views: views))
        return root
    }

    /// Containers four deep, each inset by a cell where there is room; the innermost holds
    /// a label pinned to its safe area under a one-row status line. Every inset has a
    /// priority of its own, trailing below leading and inner below outer, so that a shortage
    /// breaks them in one order whatever sizes came before.
    public static func nested(_ size: Size) throws -> RootView {
        let root = RootView(size: size, unsafeBorder: EdgeInsets(top: 1))
        var parent: View = root
        for depth in 0..<4 {
            let container = SampleView(identifier: "box\(depth)")
            try parent.addSubview(container)
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(
                    withVisualFormat: """
                        H:|-(>=0,==1@\(760 - depth))-[box]-(>=0,==1@\(750 - depth))-|;\
                        V:|-(>=0,==1@\(760 - depth))-[box]-(>=0,==1@\(750 - depth))-|
                        """, views: ["box": container]))
            parent = container
        }
        let label = SampleView(identifier: "label", text: "深い 4 levels deep")
        try parent.addSubview(label)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|>[label]<|;V:|>[label(<=1,==1@600)]", views: ["label": label])
        )
        return root
    }

    /// A form of controls between a status line and a key bar (`SampleForm`), the focus on its
    /// name field.
    public static func form(_ size: Size) throws -> RootView {
        let root = RootView(size: size, unsafeBorder: EdgeInsets(top: 1, bottom: 1))
        let form = SampleForm()
        try root.addSubview(form)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[form]|; V:|[form]|", views: ["form": form]))
        try root.pinToTopBorder(StatusBar(left: "A form", style: TextStyle(.bold)))
        try root.pinToBottomBorder(
            KeyBar(hints: [("tab", "next"), ("F10", "menu"), ("ctrl-s", "send"), ("esc q", "quit")])
        )
        root.focusedView = form.firstFocus
        return root
    }
}
