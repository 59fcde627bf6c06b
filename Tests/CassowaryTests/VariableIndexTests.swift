import TermLayoutTesting
import Testing

@testable import Cassowary

/// The solver's variable table against a `Dictionary`, through growth and removals.
@Suite struct VariableIndexTests {
    @Test(arguments: 0..<20)
    func agreesWithADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var index = VariableIndex()
        var model: [Int: Int] = [:]
        var inserted: [Int] = []
        for step in 0..<3000 {
            if random.next(below: 4) == 0, !inserted.isEmpty {
                let id = inserted.remove(at: random.next(below: inserted.count))
                index.remove(id: id)
                model.removeValue(forKey: id)
            } else {
                // Ids cluster, as creation-ordered variable ids do.
                let id = Int(random.next(below: 5000))
                if model[id] == nil {
                    index.insert(id: id, position: step)
                    model[id] = step
                    inserted.append(id)
                }
            }
            let probe = Int(random.next(below: 5000))
            #expect(index[probe] == model[probe])
        }
        for (id, position) in model { #expect(index[id] == position) }
    }
}
