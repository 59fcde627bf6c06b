import TermLayout
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite("Display width of text")
struct DisplayWidthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var what: String
        var text: String
        var width: Int
        var testDescription: String { what }
    }

    nonisolated static let cases: [Case] = [
        Case(what: "empty", text: "", width: 0),
        Case(what: "ASCII", text: "Hello, world", width: 12),
        Case(what: "Latin-1 letters", text: "naïve café", width: 10),
        Case(what: "a combining acute accent adds nothing", text: "e\u{301}", width: 1),
        Case(what: "two combining marks on one base", text: "a\u{301}\u{323}b", width: 2),
        Case(what: "a combining mark with no base sits on ◌", text: "\u{301}x", width: 2),
        Case(what: "CJK ideographs are 2 each", text: "中文", width: 4),
        Case(what: "Hangul syllables are 2", text: "한글", width: 4),
        Case(what: "fullwidth forms are 2", text: "ＡＢ!", width: 5),
        Case(what: "the ideographic space is 2", text: "\u{3000}", width: 2),
        Case(what: "emoji are 2", text: "😀👍", width: 4),
        Case(what: "a variation selector adds nothing", text: "❤\u{FE0F}", width: 1),
        Case(
            what: "a skin tone is a cell pair of its own, as ncurses counts it", text: "👍🏽", width: 4
        ),
        Case(what: "a flag is two regional indicators, one cell each", text: "🇺🇸", width: 2),
        Case(what: "box drawing is 1", text: "┌─┐", width: 3),
        Case(what: "a control character shows as one Control Picture", text: "a\tb\n", width: 4),
        Case(what: "an escape sequence shows in full", text: "\u{1B}[31m", width: 5),
        Case(what: "a zero-width joiner shows as U+FFFD", text: "a\u{200D}b", width: 3),
        Case(
            what: "an emoji newer than the C library shows as U+FFFD", text: "\u{1FAE8}", width: 1),
    ]

    @Test("text measures as a terminal shows it", arguments: cases)
    func width(_ testCase: Case) {
        #expect(testCase.text.displayWidth == testCase.width)
    }

    @Test("a substring measures like the string it came from")
    func substring() {
        let text = "ab中文"
        #expect(text.dropFirst(2).displayWidth == 4)
    }

    struct Substitution: Sendable, CustomTestStringConvertible {
        var what: String
        var text: String
        var shown: String
        var testDescription: String { what }
    }

    nonisolated static let substitutions: [Substitution] = [
        Substitution(what: "C0 controls", text: "a\u{0}\u{7}\t\r\nb", shown: "a␀␇␉␍␊b"),
        Substitution(what: "DEL", text: "x\u{7F}", shown: "x␡"),
        Substitution(
            what: "an escape sequence", text: "\u{1B}[2J\u{1B}]0;t\u{7}", shown: "␛[2J␛]0;t␇"),
        Substitution(what: "a C1 control sequence introducer", text: "\u{9B}31m", shown: "�31m"),
        Substitution(what: "a right-to-left override", text: "ab\u{202E}cd", shown: "ab�cd"),
        Substitution(what: "a line separator", text: "a\u{2028}b", shown: "a�b"),
        Substitution(what: "private use", text: "\u{E000}", shown: "�"),
        Substitution(what: "an unassigned code point", text: "\u{0378}", shown: "�"),
        Substitution(what: "an emoji newer than the C library", text: "\u{1FAE8}!", shown: "�!"),
        Substitution(what: "a lone combining mark", text: "\u{301}", shown: "◌\u{301}"),
        Substitution(what: "ordinary text is kept", text: "héllo 中文 😀", shown: "héllo 中文 😀"),
    ]

    @Test("what cannot be shown as text is drawn as a visible stand-in", arguments: substitutions)
    func substitution(_ substitution: Substitution) {
        let width = substitution.shown.displayWidth
        let view = Painting(rect(0, 0, width, 1)) { $0.draw(substitution.text, at: .zero) }
        #expect(render(view).lines == [substitution.shown])
    }

    /// `printable` keeps these blocks without looking up each character's category: every
    /// character in them must have a category it keeps.
    @Test(
        "every character of the blocks kept without a look-up is printable",
        arguments: [
            0x2500...0x259F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FA5, 0xAC00...0xD7A3,
        ] as [ClosedRange<UInt32>])
    func blocksKeptWholeArePrintable(_ block: ClosedRange<UInt32>) {
        let replaced: Set<Unicode.GeneralCategory> = [
            .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
            .unassigned,
        ]
        let unprintable = block.compactMap(Unicode.Scalar.init).filter {
            replaced.contains($0.properties.generalCategory)
        }
        #expect(unprintable.isEmpty, "\(unprintable.prefix(5).map { String($0.value, radix: 16) })")
        let sample = String(
            String.UnicodeScalarView(block.compactMap(Unicode.Scalar.init).prefix(50)))
        #expect(printable(sample) == sample)
    }

    @Test("measuring switches only this thread's locale, and only while it measures")
    func localeRestored() {
        let codeset = { String(cString: nl_langinfo(nl_item(CODESET))) }
        let before = codeset()
        #expect("中文".displayWidth == 4)
        #expect(codeset() == before)
    }

    @Test("threads measuring at once all get the same widths")
    nonisolated func concurrentMeasuring() async {
        let widths = await withTaskGroup(of: Set<Int>.self) { group in
            for _ in 0..<8 {
                group.addTask { Set((0..<500).map { _ in "中文😀é".displayWidth }) }
            }
            return await group.reduce(into: Set<Int>()) { $0.formUnion($1) }
        }
        #expect(widths == [7])
    }
}
