import Cassowary
import Testing

@Suite struct StrengthTests {
    @Test(arguments: [
        (Strength.required, "required"), (.strong, "@750"), (.medium, "@500"), (.weak, "@250"),
        (Strength(priority: 999, weight: 2), "@999×2"),
        (.create(1, 2, 0), "@750 @500×2"),
    ])
    func description(strength: Strength, expected: String) {
        #expect(strength.description == expected)
    }

    @Test func priorityOneThousandIsRequired() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 999).isRequired == false)
    }

    @Test func kiwiCompositesClipEachTierAndScaleByTheWeight() {
        let strength = Strength.create(2, 3000, 0.5, 2)
        #expect(strength.levels.map(\.priority) == [750, 500, 250])
        #expect(strength.levels.map(\.weight) == [4, 1000, 1])
        #expect(Strength.create(0, 0, 0).levels.isEmpty)
    }

    @Test func repeatedLevelsMerge() {
        let strength = Strength(levels: [
            .init(priority: 250, weight: 1), .init(priority: 900, weight: 1),
            .init(priority: 250, weight: 2),
        ])
        #expect(
            strength.levels == [.init(priority: 900, weight: 1), .init(priority: 250, weight: 3)])
    }
}
