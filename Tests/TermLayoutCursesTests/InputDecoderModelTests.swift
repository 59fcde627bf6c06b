import TermLayout
import TermLayoutTesting
import Testing

@testable import TerminalInput

/// One thing a terminal sends, its bytes, and what it must decode to.
private struct Sent {
    var bytes: [UInt8]
    var expected: [TerminalEvent]

    init(_ text: String, _ expected: [TerminalEvent]) {
        bytes = Array(text.utf8)
        self.expected = expected
    }
}

/// Random input for the decoder, made from parts whose meaning is known without it: typed
/// characters, Alt-letters, keys with and without modifiers, the kitty protocol's and
/// modifyOtherKeys' keys, mouse reports, replies, pastes and sequences that mean nothing here.
private struct InputModel {
    var random: SplitMix64

    mutating func next() -> Sent {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            let character = "abcxyz09 é行;[~<".randomElement(using: &random)!
            return Sent(String(character), [.key(.character(character))])
        case 1:
            let letter = "abcdefghijklmnopqrstuvwxyz".randomElement(using: &random)!
            return Sent("\u{1B}\(letter)", [.key(.alt(letter))])
        case 2:
            let (sequence, key) = ModifiedKeys.allSequences.randomElement(using: &random)!
            return Sent(sequence, [.key(key)])
        case 3:
            let plain: [(String, Key)] = [
                ("\u{1B}[A", .up), ("\u{1B}OB", .down), ("\u{1B}[3~", .delete),
                ("\u{1B}[6~", .pageDown), ("\r", .enter), ("\t", .tab),
            ]
            let (sequence, key) = plain.randomElement(using: &random)!
            return Sent(sequence, [.key(key)])
        case 4: return mouse()
        case 5:
            return [
                Sent("\u{1B}[?2026;2$y", [.reply(.modeReport(mode: 2026, state: 2))]),
                Sent("\u{1B}[?62;22c", [.reply(.deviceAttributes)]),
            ].randomElement(using: &random)!
        case 6: return paste()
        case 7:
            let extended: [(String, Key)] = [
                ("\u{1B}[13;2u", .modified(.enter, .shift)), ("\u{1B}[105;5u", .control("i")),
                ("\u{1B}[27u", .escape), ("\u{1B}[27;5;13~", .modified(.enter, .control)),
                ("\u{1B}\r", .modified(.enter, .alt)),
            ]
            let (sequence, key) = extended.randomElement(using: &random)!
            return Sent(sequence, [.key(key)])
        default:
            return Sent(sequencesThatMeanNothing.randomElement(using: &random)!.input, [])
        }
    }

    /// A press, release or wheel report of the left, middle or right button.
    private mutating func mouse() -> Sent {
        let x = Int.random(in: 1...300, using: &random)
        let y = Int.random(in: 1...150, using: &random)
        let at = Point(x: x - 1, y: y - 1)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let button = Int.random(in: 0..<3, using: &random)
            let buttons: [MouseEvent.Button] = [.left, .middle, .right]
            return Sent(
                "\u{1B}[<\(button);\(x);\(y)M",
                [.mouse(MouseEvent(.press, button: buttons[button], at: at))])
        case 1:
            return Sent("\u{1B}[<0;\(x);\(y)m", [.mouse(MouseEvent(.release, at: at))])
        default:
            return Sent(
                "\u{1B}[<65;\(x);\(y)M", [.mouse(MouseEvent(.scrollDown, button: .none, at: at))])
        }
    }

    /// A bracketed paste of lines, tabs and sequences, which stay text inside it.
    private mutating func paste() -> Sent {
        let parts = [
            "word", " ", "\n", "\t", "\u{1B}[A", "\u{1B}b", "é", "\u{1B}[<0;1;1M", "\u{1B}[20",
        ]
        let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
            parts.randomElement(using: &random)!
        }.joined()
        return Sent("\u{1B}[200~\(text)\u{1B}[201~", text.isEmpty ? [] : [.key(.paste(text))])
    }
}

@Suite("The decoder against a model: random input cut into random batches")
struct InputDecoderModelTests {
    @Test("input of known meaning, cut anywhere, decodes to that meaning", arguments: 1...8)
    func model(seed: UInt64) {
        var model = InputModel(random: SplitMix64(seed: seed))
        var random = SplitMix64(seed: seed &+ 1_000)
        for stream in 0..<250 {
            let sent = (0..<40).map { _ in model.next() }
            let bytes = sent.flatMap(\.bytes)
            var decoder = InputDecoder()
            var decoded: [TerminalEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...12, using: &random))
                decoded += decoder.decode(bytes[start..<end])
                start = end
            }
            #expect(decoded == sent.flatMap(\.expected), "seed \(seed), stream \(stream)")
            #expect(decoder.waitLimit == nil, "seed \(seed), stream \(stream)")
        }
    }
}
