import Testing

/// What the soak calls a leak: memory that stays above its level after the warm-up, not a
/// moment's high water.
@Suite("Resident memory after the warm-up")
struct ResidentMemoryTests {
    @Test(
        "memory stays within 10 % unless it ends above it or stays above it for two samples",
        arguments: [
            ([100, 100, 105, 110], true),
            ([100, 140, 100, 100], true),
            ([100, 100, 100, 111], false),
            ([100, 140, 140, 100], false),
            ([100, 105, 120, 125, 130], false),
            ([100], true),
        ])
    func staysWithin(samples: [Int], stays: Bool) {
        let start = ContinuousClock.now
        // One sample in the warm-up, then the baseline and the rest.
        var record = ResidentMemoryRecord(warmUpEnd: start + .seconds(1))
        record.add(90, at: start)
        for (second, kilobytes) in samples.enumerated() {
            record.add(kilobytes, at: start + .seconds(second + 1))
        }
        #expect(record.staysWithin(0.10) == stays, "\(record)")
    }

    @Test("the baseline is the highest sample of the warm-up, when that is higher")
    func baseline() {
        let start = ContinuousClock.now
        var record = ResidentMemoryRecord(warmUpEnd: start + .seconds(2))
        for (second, kilobytes) in [80, 120, 100, 130].enumerated() {
            record.add(kilobytes, at: start + .seconds(second))
        }
        #expect(record.staysWithin(0.10))
        #expect(record.description.contains("baseline 120 kB"))
    }
}
