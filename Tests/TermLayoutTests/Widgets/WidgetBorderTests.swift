import TermLayout
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// The scrolling widgets with the unsafe border on each side in turn, and the border growing
/// while they run: written out as styled text, one snapshot per side, reviewed in diffs.
@Suite("Scrolling widgets with the unsafe border on each side")
@MainActor
struct WidgetBorderTests {
    static let list = Rows([
        ("Fruit", ["apple", "banana", "cherry", "damson", "elder"]),
        ("Vegetables", ["carrot", "leek", "onion", "pepper", "radish"]),
    ])
    static let grid = NumberedData(count: 30)

    enum Side: String, CaseIterable, Sendable {
        case top, left, bottom, right

        func border(_ cells: Int) -> EdgeInsets {
            switch self {
            case .top: EdgeInsets(top: cells)
            case .left: EdgeInsets(left: cells)
            case .bottom: EdgeInsets(bottom: cells)
            case .right: EdgeInsets(right: cells)
            }
        }
    }

    /// `root` as styled text under a heading, after a layout.
    func styled(_ heading: String, _ root: RootView) -> [String] {
        root.layoutIfNeeded()
        let screen = Screen(size: root.terminalSize)
        screen.render(root)
        return [heading] + screen.styledLines
    }

    @Test(
        "a list, a grid and a scroll view, before and after the border grows",
        arguments: Side.allCases)
    func side(_ side: Side) throws {
        let size = Size(width: 18, height: 7)
        var text: [String] = []
        let (listRoot, _) = try listScreen(size, border: side.border(1), data: Self.list)
        listRoot.dispatchKey(.down)
        listRoot.dispatchKey(.end)
        text += styled("list, the last row selected:", listRoot)
        listRoot.unsafeBorder = side.border(2)
        text += styled("list, border 2:", listRoot)
        let (gridRoot, _) = try gridScreen(
            size, border: side.border(1), itemSize: Size(width: 4, height: 2), data: Self.grid)
        gridRoot.dispatchKey(.right)
        gridRoot.dispatchKey(.down)
        text += styled("grid, item 3 selected:", gridRoot)
        gridRoot.unsafeBorder = side.border(2)
        text += styled("grid, border 2:", gridRoot)
        let (scrollRoot, scroll) = try scrollScreen(
            size, border: side.border(1), rows: 20, width: 24)
        scrollRoot.focusedView = scroll
        scrollRoot.dispatchKey(.pageDown)
        text += styled("scroll view, a page down:", scrollRoot)
        scrollRoot.unsafeBorder = side.border(2)
        text += styled("scroll view, border 2:", scrollRoot)
        expectSnapshot(text.joined(separator: "\n"), named: "widgets-border-\(side.rawValue)")
    }
}
