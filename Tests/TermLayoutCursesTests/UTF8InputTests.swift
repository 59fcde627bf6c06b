import TermLayoutTesting
import Testing

@testable import TerminalInput

/// The scalars `UTF8Input` makes of `bytes` cut into `batches` parts, giving up at the end.
private func scalars(of bytes: [UInt8]) -> [Unicode.Scalar] {
    var input = UTF8Input()
    return bytes.flatMap { input.scalars(adding: $0) } + input.flush()
}

@Suite("The characters' bytes put together, against Swift's own UTF-8 decoding")
struct UTF8InputTests {
    @Test(
        "a byte at a time, whole characters come out once their last byte is in",
        arguments: [
            "a", "é", "行", "😀", "caf\u{E9}!",
            "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
        ])
    func valid(text: String) {
        var input = UTF8Input()
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            for byte in bytes.dropLast() {
                #expect(input.scalars(adding: byte) == [])
                #expect(input.isWaiting)
            }
            #expect(input.scalars(adding: bytes.last!) == [scalar])
            #expect(!input.isWaiting)
        }
    }

    @Test(
        "bytes that are no UTF-8 become U+FFFD as Swift counts them, and spare the bytes after",
        arguments: [
            [0xFF], [0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x63, 0xE9, 0x7A],
            [0xF4, 0x90, 0x80, 0x80],
            [0xE0, 0x80, 0x7A], [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98, 0x7A], [0x80, 0xBF, 0x7A],
        ] as [[UInt8]])
    func invalid(bytes: [UInt8]) {
        #expect(scalars(of: bytes) == Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
    }

    @Test("random bytes decode as Swift decodes them", arguments: 1...4)
    func random(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let interesting: [UInt8] = [
            0x00, 0x1B, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF,
            0xF0, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? interesting.randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random)
            }
            #expect(
                scalars(of: bytes) == Array(String(decoding: bytes, as: UTF8.self).unicodeScalars),
                "\(bytes)")
        }
    }
}
