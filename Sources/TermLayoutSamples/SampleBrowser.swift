import TermLayout

extension SampleScreens {
    /// A list of 1,000 items in ten sections, under a bar of its own, beside a scroll view of
    /// 200 long lines, between a status line and a key bar in the unsafe border; Tab moves the
    /// focus between the two. Both extend under the bars and keep their rows clear of them, as
    /// UIKit's table and scroll views do.
    public static func browser(_ size: Size) throws -> RootView {
        let root = RootView(size: size, unsafeBorder: EdgeInsets(top: 1, bottom: 1))
        let list = SampleList(identifier: "list")
        let left = try BarContainer(
            identifier: "left", content: list,
            bar: SampleView(identifier: "title", text: "Items"))
        let text = ScrollView(identifier: "text")
        for index in 0..<200 {
            let line = SampleView(
                identifier: "line\(index)",
                text: "\(index): " + String(repeating: "lorem ipsum 漢字 ", count: 1 + index % 7))
            try text.contentView.addSubview(line)
            line.frame = Rect(x: 0, y: index, width: 120, height: 1)
        }
        text.contentSize = Size(width: 120, height: 200)
        let views: [String: View] = ["left": left, "text": text]
        for name in ["left", "text"] { try root.addSubview(views[name]!) }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[left(>=0,==24@500)][text(>=0)]|;V:|[left]|;V:|[text]|",
                views: views))
        try root.pinToTopBorder(StatusBar(left: "browser", right: "Tab switches"))
        try root.pinToBottomBorder(
            KeyBar(hints: [
                ("↑↓", "move"), ("PgUp PgDn", "page"), ("Home End", "ends"), ("q", "quit"),
            ]))
        root.focusedView = list
        return root
    }
}

/// The browser's list: ten sections of 100 numbered items, holding its data itself (a list
/// holds its data source weakly).
final class SampleList: ListView, ListViewDataSource {
    override init(identifier: String? = nil) {
        super.init(identifier: identifier)
        dataSource = self
    }

    func numberOfSections(in list: ListView) -> Int { 10 }
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { 100 }
    func listView(_ list: ListView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = "item \(indexPath.section * 100 + indexPath.row)"
    }
}
