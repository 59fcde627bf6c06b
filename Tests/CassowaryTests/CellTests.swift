import Testing

@testable import Cassowary

/// A row's cell keeps its coefficient as two halves of its bits, so that it takes 12 bytes
/// instead of 16: every bit must come back.
@Suite struct CellTests {
    @Test("a cell takes 12 bytes")
    func size() {
        #expect(MemoryLayout<Cell>.stride == 12)
    }

    @Test(
        "a cell's coefficient comes back bit for bit, made or set",
        arguments: [
            1.0, -0.0, 1.0e-8, -123_456.789, .leastNonzeroMagnitude, -.greatestFiniteMagnitude,
            .infinity, Double(nan: 0x5_1234, signaling: false),
            Double(bitPattern: 0x8000_0001_0000_0001),
        ])
    func coefficientBits(value: Double) {
        var cell = Cell(symbol: Symbol(index: 7, kind: .error), coefficient: value)
        #expect(cell.coefficient.bitPattern == value.bitPattern)
        #expect(cell.symbol == Symbol(index: 7, kind: .error))
        cell.coefficient = 2
        cell.coefficient = value
        #expect(cell.coefficient.bitPattern == value.bitPattern)
    }
}
