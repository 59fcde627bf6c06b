/// The solver's map from a variable's id to its position: an open-addressing table with linear
/// probing. Every term of every constraint is looked up here, and a `Dictionary` keyed by
/// `Variable` spends most of that time hashing.
struct VariableIndex: Sendable {
    /// Variable ids, `empty` where a bucket is free; the count is a power of two.
    private var ids: [Int] = []
    private var positions: [Int32] = []
    private var count = 0
    private var shift = 64

    private static let empty = -1

    /// The bucket `id` starts probing from (Fibonacci hashing).
    private func home(of id: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(shift))
    }

    /// The bucket holding `id`, or the free bucket where it would go.
    private func bucket(of id: Int) -> Int {
        let mask = ids.count - 1
        var bucket = home(of: id)
        while ids[bucket] != Self.empty, ids[bucket] != id { bucket = (bucket + 1) & mask }
        return bucket
    }

    subscript(id: Int) -> Int? {
        guard !ids.isEmpty else { return nil }
        let bucket = bucket(of: id)
        return ids[bucket] == id ? Int(positions[bucket]) : nil
    }

    /// Records a variable that is not in the table yet.
    mutating func insert(id: Int, position: Int) {
        if 2 * (count + 1) > ids.count { grow() }
        let bucket = bucket(of: id)
        ids[bucket] = id
        positions[bucket] = Int32(position)
        count += 1
    }

    mutating func remove(id: Int) {
        guard !ids.isEmpty else { return }
        let mask = ids.count - 1
        var hole = bucket(of: id)
        guard ids[hole] == id else { return }
        ids[hole] = Self.empty
        count -= 1
        // Shift later entries of the probe run back into the hole, unless that would move one
        // before its home bucket.
        var next = (hole + 1) & mask
        while ids[next] != Self.empty {
            let start = home(of: ids[next])
            let reachable =
                hole <= next ? (start <= hole || start > next) : (start <= hole && start > next)
            if reachable {
                ids[hole] = ids[next]
                positions[hole] = positions[next]
                ids[next] = Self.empty
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func grow() {
        let oldIDs = ids
        let oldPositions = positions
        let capacity = max(16, ids.count * 2)
        ids = [Int](repeating: Self.empty, count: capacity)
        positions = [Int32](repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for index in oldIDs.indices where oldIDs[index] != Self.empty {
            let bucket = bucket(of: oldIDs[index])
            ids[bucket] = oldIDs[index]
            positions[bucket] = oldPositions[index]
        }
    }
}
