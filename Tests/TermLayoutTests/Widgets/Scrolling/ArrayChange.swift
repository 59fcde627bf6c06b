import TermLayoutTesting

/// A change an app makes to the array a grid's items or a table's rows come from, before it
/// reloads: a few new elements inserted, a few deleted, one moved, all of them removed, many
/// added at the end, or none (a reload alone).
enum ArrayChange<Element>: CustomStringConvertible {
    case insert([Element], at: Int)
    case delete(count: Int, at: Int)
    case move(Int, to: Int)
    case empty
    case append([Element])
    case reload

    var description: String {
        switch self {
        case .insert(let elements, let index): "insert \(elements) at \(index)"
        case .delete(let count, let index): "delete \(count) at \(index)"
        case .move(let from, let to): "move \(from) to \(to)"
        case .empty: "empty"
        case .append(let elements): "append \(elements.count)"
        case .reload: "reload"
        }
    }

    /// A random change to an array of `count` elements, whose new elements `make` makes, the
    /// number asked for at a time.
    static func random(
        count: Int, _ random: inout SplitMix64, make: (Int, inout SplitMix64) -> [Element]
    ) -> ArrayChange {
        switch random.below(count == 0 ? 3 : 8) {
        case 0, 6: return .insert(make(1 + random.below(3), &random), at: random.below(count + 1))
        case 1: return .append(make(random.pick([5, 50, 500]), &random))
        case 2: return .reload
        case 3, 7: return .delete(count: 1 + random.below(3), at: random.below(count))
        case 4: return .move(random.below(count), to: random.below(count))
        default: return .empty
        }
    }

    func apply(to array: inout [Element]) {
        switch self {
        case .insert(let elements, let index): array.insert(contentsOf: elements, at: index)
        case .delete(let count, let index):
            array.removeSubrange(index..<min(array.count, index + count))
        case .move(let from, let to): array.insert(array.remove(at: from), at: to)
        case .empty: array = []
        case .append(let elements): array += elements
        case .reload: break
        }
    }
}
