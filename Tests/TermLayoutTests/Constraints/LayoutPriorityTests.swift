import TermLayout
import Testing

@Suite("LayoutPriority")
struct LayoutPriorityTests {
    @Test("the named priorities are Auto Layout's")
    func namedPriorities() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.required.isRequired && !LayoutPriority.defaultHigh.isRequired)
    }

    @Test("a value in 1...999, or 1000, is a priority", arguments: [1, 20.5, 999, 1000])
    func accepted(_ value: Double) {
        #expect(LayoutPriority(rawValue: value)?.rawValue == value)
    }

    @Test(
        "a value outside 1...999 other than 1000 is rejected",
        arguments: [0, 0.5, -1, 999.5, 1000.5, 1e9, .nan, .infinity, -.infinity])
    func rejected(_ value: Double) {
        #expect(LayoutPriority(rawValue: value) == nil)
    }

    @Test("priorities order by value and print without a trailing .0")
    func orderAndDescription() {
        #expect(LayoutPriority.defaultLow < .defaultHigh)
        #expect(LayoutPriority.defaultHigh.description == "750")
        #expect(LayoutPriority(rawValue: 20.5)?.description == "20.5")
    }
}
