/// A binary min-heap, allowed to hold repeats. Taking the smallest first makes the solver's
/// choices independent of the order candidates were found in.
///
/// The order is `<` for comparable elements, or the caller's `precedes`, which must be the
/// same at every call on one heap.
struct MinHeap<Element> {
    private var items: [Element] = []

    var minimum: Element? { items.first }

    mutating func push(_ item: Element, by precedes: (Element, Element) -> Bool) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMinimum(by precedes: (Element, Element) -> Bool) {
        guard !items.isEmpty else { return }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < items.count, precedes(items[left], items[smallest]) { smallest = left }
            if right < items.count, precedes(items[right], items[smallest]) { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }

    /// Empties the heap and keeps its storage.
    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }
}

extension MinHeap where Element: Comparable {
    mutating func push(_ item: Element) { push(item, by: <) }

    mutating func popMinimum() { popMinimum(by: <) }
}
