// Constraints from strings: VFL, several formats joined by ;, an equation and a formula.
import TermLayout

let root = View(identifier: "root")
let sidebar = View(identifier: "sidebar")
let content = View(identifier: "content")
try root.addSubview(sidebar)
try root.addSubview(content)
let views = ["sidebar": sidebar, "content": content]

let constraints = try LayoutConstraint.constraints(
    withVisualFormat: "H:|>-[sidebar(20)]-[content]-<|; V:|>[sidebar]<|; content.height == sidebar",
    views: views)
try LayoutConstraint.activate(constraints)
print(constraints.map(\.description).joined(separator: "\n"))
// sidebar.leading == root.safeArea.leading + 1
// sidebar.width == 20
// content.leading == sidebar.trailing + 1
// root.safeArea.trailing == content.trailing + 1
// sidebar.top == root.safeArea.top
// root.safeArea.bottom == sidebar.bottom
// content.height == sidebar.height

try content.constrain("top = top", to: sidebar)  // a formula between two views
