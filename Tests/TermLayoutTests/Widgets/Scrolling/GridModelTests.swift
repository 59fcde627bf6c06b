import TermLayout
import TermLayoutTesting
import Testing

/// A change to a grid's items (each followed by a reload), to its layout, or a call to it.
enum GridChange: CustomStringConvertible {
    case data(ArrayChange<String>)
    case layout(itemSize: Size, spacing: Int, lineSpacing: Int)
    case select(Int)
    case scroll(toY: Int)

    var description: String {
        switch self {
        case .data(let change): "\(change)"
        case .layout(let size, let spacing, let lineSpacing):
            "items \(size), \(spacing) apart, rows \(lineSpacing) apart"
        case .select(let index): "select \(index)"
        case .scroll(let y): "scroll to y \(y)"
        }
    }
}

/// A grid over items an app keeps in an array, changed at random, against what it shows.
@MainActor
final class GridModel: ModelSubject {
    let data = CheckedData([(nil, texts(40))])
    let root: RootView
    let grid: GridView
    let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab]
    /// How many items have been made, which names the next one: every item's text is its own.
    private var made = 0

    init() throws {
        (root, grid) = try gridScreen(Size(width: 40, height: 12), data: data)
    }

    func randomChange(_ random: inout SplitMix64) -> GridChange {
        let count = data.items.count
        switch random.below(10) {
        case 0..<4:
            return .data(
                .random(count: count, &random) { count, _ in
                    made += count
                    return ((made - count)..<made).map { "n\($0)" }
                })
        // Items of 16×4 or more: a step costs the engine a pass over every item view the grid
        // holds, as many as ever were in sight, and 1×1 items at 300×100 would make 30,000.
        case 4:
            return .layout(
                itemSize: Size(width: 16 + random.below(17), height: 4 + random.below(3)),
                spacing: random.below(3), lineSpacing: random.below(2))
        // Any index, a little past the data too: the grid must ignore items that do not exist.
        case 5, 6, 7: return .select(random.below(count + 2) - 1)
        default: return .scroll(toY: random.below(grid.contentSize.height + 10) - 5)
        }
    }

    func apply(_ change: GridChange) {
        switch change {
        case .data(let change):
            change.apply(to: &data.items)
            grid.reloadData()
        case .layout(let size, let spacing, let lineSpacing):
            grid.itemSize = size
            grid.minimumInteritemSpacing = spacing
            grid.minimumLineSpacing = lineSpacing
        case .select(let index): grid.selectItem(at: index)
        case .scroll(let y): grid.scroll(to: Point(x: 0, y: y))
        }
    }

    /// The items in sight, their texts and frames, the selection and the offset against the
    /// model: rows of as many items as fit the width, from the content's top left.
    func problems() -> [String] {
        defer { data.misses.removeAll() }
        let items = data.items
        let size = grid.itemSize
        let spacing = grid.minimumInteritemSpacing
        let columns = max(1, (grid.bounds.width + spacing) / (size.width + spacing))
        let pitch = size.height + grid.minimumLineSpacing
        let sight = grid.contentOffset.y..<(grid.contentOffset.y + grid.bounds.height)
        let rowCount = (items.count + columns - 1) / columns
        let rows = lines(from: 0, pitch: pitch, length: size.height, count: rowCount, in: sight)
        let end = min(items.count, rows.upperBound * columns)
        let wanted = min(end, rows.lowerBound * columns)..<end
        var problems = data.misses.asks
        let views = grid.contentView.subviews.compactMap { $0 as? GridItem }.filter { !$0.isHidden }
        let shown = views.map(\.index).sorted()
        if shown != Array(wanted) {
            problems.append("items in sight \(shown), the model's \(wanted)")
        }
        for item in views where wanted.contains(item.index) {
            let index = item.index
            let frame = Rect(
                x: index % columns * (size.width + spacing), y: index / columns * pitch,
                width: size.width, height: size.height)
            if item.text != items[index] || item.frame != frame {
                problems.append(
                    "item \(index) shows \(item.text) at \(item.frame), the model's "
                        + "\(items[index]) at \(frame)")
            }
            if item.isSelected != (index == grid.selectedIndex) {
                problems.append("item \(index) selected: \(item.isSelected)")
            }
        }
        if let selected = grid.selectedIndex, !items.indices.contains(selected) {
            problems.append("the selection \(selected) does not exist")
        }
        return problems + offsetProblems(grid)
    }
}

@Suite("A grid against a model of its data")
@MainActor
struct GridModelTests {
    @Test("random changes, scrolls, selections, clicks, keys and resizes")
    func randomSteps() throws {
        runModel(try GridModel(), name: "grid")
    }
}
