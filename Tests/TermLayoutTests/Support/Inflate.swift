/// A malformed compressed stream or PNG file, and where it went wrong.
struct PNGError: Error, CustomStringConvertible {
    let description: String
}

/// Decompresses a zlib stream (RFC 1950 around RFC 1951's deflate), as a PNG's image data is
/// kept: enough of zlib for the tests to read the screenshots Chromium takes, after Mark
/// Adler's `puff.c`. The checksum is not checked; the PNG's chunks carry their own.
func inflateZlib(_ data: [UInt8]) throws -> [UInt8] {
    guard data.count >= 2, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0
    else { throw PNGError(description: "no zlib header") }
    var stream = DeflateStream(data: data, position: 2)
    return try stream.inflate()
}

/// A canonical Huffman code: how many codes each length has, and the symbols in code order.
private struct HuffmanCode {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    init(lengths: [Int]) {
        symbols = [Int](repeating: 0, count: lengths.count)
        for length in lengths { counts[length] += 1 }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    /// The fixed codes of block type 1.
    static let fixedLiterals = HuffmanCode(
        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
            + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
    static let fixedDistances = HuffmanCode(lengths: Array(repeating: 5, count: 30))
}

/// The bits of a deflate stream, least significant first, and the output so far.
private struct DeflateStream {
    let data: [UInt8]
    var position: Int
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
        13, 13,
    ]
    /// The order code length codes come in, in a dynamic block's header.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < data.count else {
                throw PNGError(description: "deflate data ends early")
            }
            bitBuffer |= Int(data[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    mutating func decode(_ code: HuffmanCode) throws -> Int {
        var (value, first, index) = (0, 0, 0)
        for length in 1...15 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw PNGError(description: "a Huffman code no table has")
    }

    mutating func inflate() throws -> [UInt8] {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try codes(literals: .fixedLiterals, distances: .fixedDistances)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try codes(literals: literals, distances: distances)
            default: throw PNGError(description: "deflate block type 3")
            }
        }
        return output
    }

    mutating func storedBlock() throws {
        (bitBuffer, bitCount) = (0, 0)
        guard position + 4 <= data.count else {
            throw PNGError(description: "stored block ends early")
        }
        let length = Int(data[position]) | Int(data[position + 1]) << 8
        position += 4
        guard position + length <= data.count else {
            throw PNGError(description: "stored block ends early")
        }
        output += data[position..<position + length]
        position += length
    }

    mutating func dynamicCodes() throws -> (HuffmanCode, HuffmanCode) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let codeLengthCode = HuffmanCode(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case ..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw PNGError(description: "repeat with no length")
                }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw PNGError(description: "too many lengths")
        }
        return (
            HuffmanCode(lengths: Array(lengths[..<literalCount])),
            HuffmanCode(lengths: Array(lengths[literalCount...]))
        )
    }

    mutating func codes(literals: HuffmanCode, distances: HuffmanCode) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Self.lengthBase.count else {
                throw PNGError(description: "bad length symbol")
            }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < Self.distanceBase.count else {
                throw PNGError(description: "bad distance symbol")
            }
            let distance =
                Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= output.count else {
                throw PNGError(description: "distance before the start")
            }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
    }
}
