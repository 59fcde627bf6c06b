// A list that fills the screen, bars included, with its first and last rows kept clear of them.
// snippet.hide
import TermLayout

// snippet.show
final class Fruit: ListViewDataSource {
    let names = ["apple", "banana", "cherry"]
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { names.count }
    func listView(_ list: ListView, configure row: ListRow, at indexPath: IndexPath) {
        row.text = names[indexPath.row]
    }
}

let root = RootView(size: Size(width: 40, height: 12), unsafeBorder: EdgeInsets(top: 1, bottom: 1))
let fruit = Fruit()  // lists hold their data source weakly, as UIKit's do
let list = ListView(identifier: "list")
list.dataSource = fruit
try root.addSubview(list)
try LayoutConstraint.activate(
    LayoutConstraint.constraints(
        withVisualFormat: "H:|[list]|; V:|[list]|", views: ["list": list]))  // under the bars
try root.pinToTopBorder(StatusBar(left: "Fruit", right: "3 items"))
try root.pinToBottomBorder(KeyBar(hints: [("↑↓", "move"), ("q", "quit")]))
root.focusedView = list
root.layoutIfNeeded()
print(list.adjustedContentInset)  // top 1, bottom 1: rows start below the status line
