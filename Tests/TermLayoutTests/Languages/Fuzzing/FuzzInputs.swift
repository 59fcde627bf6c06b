import TermLayout
import TermLayoutTesting

// MARK: - Random numbers

/// The generator for fuzz input `index` of a run of `seed`: each input can be rebuilt on its
/// own.
func fuzzRandom(seed: UInt64, index: Int) -> SplitMix64 {
    var run = SplitMix64(seed: seed)
    return SplitMix64(seed: run.next() ^ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
}

extension SplitMix64 {
    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { next(below: bound) }

    /// True once in `n` times.
    mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

// MARK: - Inputs

/// One string to parse and everything it is parsed against.
struct FuzzInput {
    var text: String
    var views: [String]
    var metrics: [String: Double]
    var options: [String]
    /// The views of the formula scene (never empty) and the formula's two items.
    var formulaViews: [String]
    var lhs: String
    var rhs: String?
}

/// Builds input `i` of a run from the conformance corpus, extra tokens and mutations.
struct Fuzzer {
    let cases: [ConformanceCase]
    let texts: [[Unicode.Scalar]]
    let tokens: [[Unicode.Scalar]]
    let metricNames: [String]

    /// Every this-many inputs is a 100 KB string (a prime, so all shards get some).
    static let hugeEvery = 9_973
    static let hugeLength = 100_000

    static let optionNames = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
        "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline",
        "alignAllLastBaseline", "directionLeadingToTrailing", "directionLeftToRight",
        "directionRightToLeft", "spacingBaselineToBaseline",
    ]

    static let grammarTokens =
        [
            "|", "|>", "<|", "-", "--", "-(", ")-", "(", ")", "[", "]", "[]", "@", "==", "<=", ">=",
            "=", "<", ">", ",", ";", ";;", ":", ".", "H:", "V:", "h:", "*", "/", "+", " ", "\t",
            "_",
            ".center", ".size", ".edges", ".width", ".height", ".leading", ".trailing", ".top",
            ".bottom", ".left", ".right", ".centerX", ".centerY", ".baseline", ".firstBaseline",
            ".lastBaseline", ".safeArea", ".margins", "0", "1", "0.5", "1.", ".5", "999", "1000",
            "1001", "-1", "(-1)", "(>=2)", "(==a)", "@750", "@0", "@1000.5", "root", "required",
            "defaultHigh", "defaultLow", "fittingSizeLevel", "width", "height", "a", "b", "m",
            "-m-", "(m)",
        ] + modifiers

    /// Equation modifiers, with big and small numbers.
    static let modifiers = [
        " * 2", " / 2", " + 1", " - 1", " * m", " / m", " + m", " - m", " @m", " * 1e308",
        " / 0." + String(repeating: "0", count: 310) + "1",
        " + 1" + String(repeating: "0", count: 308), " - 1" + String(repeating: "0", count: 308),
        " * 1" + String(repeating: "0", count: 308),
    ]

    static let specialNumbers: [String] = [
        "1e308", "1e309", "1E308", "-1e308", "1.7976931348623157e308", "0x1p1024", "0x10",
        "1_000", "-0", "0", "00000000000000000000001", "1..2", "1e", "1e-", "+1",
        "nan", "NaN", "-nan", "inf", "-inf", "+inf", "Infinity", "-Infinity", "INF",
        "18446744073709551616", "9223372036854775808", "9223372036854775807",
        "100000000000000000", "1000000000000000", "999999999999999.9", "1000.0000000000001",
        "999.99999999999999999", "0.00000000000000000001",
        String(repeating: "9", count: 400),
        "1" + String(repeating: "0", count: 400),
        "1" + String(repeating: "0", count: 308),
        "1" + String(repeating: "0", count: 300),
        "0." + String(repeating: "0", count: 400) + "1",
        "0." + String(repeating: "0", count: 322) + "5",
        "0." + String(repeating: "0", count: 300) + "1",
        String(repeating: "9", count: 400) + "." + String(repeating: "9", count: 400),
    ]

    static let exotic: [String] = [
        "é", "e\u{301}", "\u{301}", "\u{301}\u{302}\u{303}", "中", "文字", "😀", "👨‍👩‍👧",
        "\u{1F1FA}\u{1F1F8}", "\u{202E}", "\u{202D}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\0",
        "\u{1B}", "\u{1B}[31m", "\u{1B}]0;x\u{07}", "\r\n", "\r", "\n", "\n\n\n", "\u{2028}",
        "\u{2029}", "\u{85}", "\u{7F}", "\u{0B}", "\u{0C}", "\u{08}", "\u{A0}", "\u{2014}",
        "\u{2013}", "\u{2212}", "\u{FF1A}", "\u{FF3B}", "\u{FF08}", "\u{201C}", "\u{201D}",
        "\u{E000}", "\u{10FFFF}", "\u{FFFD}", "\u{FFFF}", "\u{378}", "ｈ", "Ｈ:", "\u{0130}",
        "ß", "ﬁ", "\u{1D7D8}", "٣", "\u{0660}", "\u{00B2}", "½",
    ]

    init(cases: [ConformanceCase]) {
        self.cases = cases
        var texts: [String] = []
        var views: Set<String> = []
        var metrics: Set<String> = []
        for testCase in cases {
            switch testCase.input {
            case .format(let text): texts.append(text)
            case .formula(let text, _, _): texts.append(text)
            }
            views.formUnion(testCase.views)
            metrics.formUnion(testCase.metrics.keys)
        }
        self.texts = texts.map { Array($0.unicodeScalars) }
        metricNames = metrics.sorted() + ["m"]
        tokens = (Self.grammarTokens + views.sorted() + metricNames + Self.optionNames)
            .map { Array($0.unicodeScalars) }
    }

    func input(index: Int, seed: UInt64) -> FuzzInput {
        var random = fuzzRandom(seed: seed, index: index)
        let base = cases[random.below(cases.count)]
        var text: [Unicode.Scalar]
        var formulaViews = base.views
        for name in ["a", "b"] where formulaViews.count < 2 && !formulaViews.contains(name) {
            formulaViews.append(name)
        }
        var lhs = random.pick(formulaViews)
        var rhs: String? = random.oneIn(3) ? nil : random.pick(formulaViews)
        switch base.input {
        case .format(let format):
            text = Array(format.unicodeScalars)
        case .formula(let formula, let left, let right):
            text = Array(formula.unicodeScalars)
            (lhs, rhs) = (left, right)
        }

        if index % Self.hugeEvery == 0 {
            text = huge(&random)
            if random.oneIn(2) { mutate(&text, &random) }
        } else if random.oneIn(8) {
            // Only the numbers change, perhaps with a modifier added at the end, so that the
            // input mostly stays valid.
            for _ in 0...random.below(2) { replaceNumber(&text, &random) }
            if random.oneIn(2) { text += random.pick(Self.modifiers).unicodeScalars }
        } else {
            for _ in 0..<(random.oneIn(2) ? 1 : 2 + random.below(3)) { mutate(&text, &random) }
        }

        var metrics = base.metrics
        if random.oneIn(8) {
            let values: [Double] = [
                .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                .leastNonzeroMagnitude, 0, -1, 1e15, 1e300, 1000.5, 0.5,
            ]
            for _ in 0...random.below(3) { metrics[random.pick(metricNames)] = random.pick(values) }
        }
        var options = base.options
        if random.oneIn(4) {
            options = (0..<random.below(4)).map { _ in random.pick(Self.optionNames) }
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text)
        return FuzzInput(
            text: String(scalars), views: base.views, metrics: metrics, options: options,
            formulaViews: formulaViews, lhs: lhs, rhs: rhs)
    }

    // MARK: Mutations

    private func mutate(_ text: inout [Unicode.Scalar], _ random: inout SplitMix64) {
        let position = random.below(text.count + 1)
        switch random.below(16) {
        case 0:  // a random ASCII byte, control characters included
            text.insert(Unicode.Scalar(UInt8(random.below(128))), at: position)
        case 1, 2:  // a token of the grammar, a view, a metric or an option name
            text.insert(contentsOf: random.pick(tokens), at: position)
        case 3:  // a piece of another corpus entry
            text.insert(contentsOf: fragment(of: random.pick(texts), &random), at: position)
        case 4:  // delete a range
            guard !text.isEmpty else { return }
            let start = random.below(text.count)
            let length =
                1 + random.below(random.oneIn(4) ? text.count - start : min(4, text.count - start))
            text.removeSubrange(start..<start + length)
        case 5:  // swap two characters
            guard !text.isEmpty else { return }
            text.swapAt(random.below(text.count), random.below(text.count))
        case 6:  // swap two ranges
            guard text.count >= 2 else { return }
            var cuts = (0..<4).map { _ in random.below(text.count + 1) }
            cuts.sort()
            var swapped = Array(text[..<cuts[0]])
            swapped += text[cuts[2]..<cuts[3]]
            swapped += text[cuts[1]..<cuts[2]]
            swapped += text[cuts[0]..<cuts[1]]
            swapped += text[cuts[3]...]
            text = swapped
        case 7:  // duplicate a range
            let piece = fragment(of: text, &random)
            text.insert(contentsOf: piece, at: random.below(text.count + 1))
        case 8:  // splice: this entry's beginning, another's end
            let other = random.pick(texts)
            text = Array(text[..<position] + other[random.below(other.count + 1)...])
        case 9:  // several formats in one string
            let other = random.pick(texts)
            text = random.oneIn(2) ? text + [";"] + other : other + [";"] + text
        case 10, 11:
            replaceNumber(&text, &random)
        case 12:  // non-ASCII, control and formatting characters
            text.insert(contentsOf: random.pick(Self.exotic).unicodeScalars, at: position)
        case 13:  // truncate
            text.removeSubrange(position...)
        case 14:  // replace a character with a token or a non-ASCII one
            guard position < text.count else { return }
            let replacement =
                random.oneIn(2)
                ? random.pick(tokens) : Array(random.pick(Self.exotic).unicodeScalars)
            text.replaceSubrange(position...position, with: replacement)
        default:  // deep parentheses, balanced or not
            let depth = random.pick([10, 30, 100, 300, 1_000, 10_000])
            let close = random.oneIn(2) ? random.below(text.count - position + 1) + position : nil
            if let close {
                text.insert(contentsOf: repeatElement(")", count: depth), at: close)
            }
            text.insert(contentsOf: repeatElement("(", count: depth), at: position)
        }
    }

    /// A huge, tiny or non-finite number, in place of one when there is one.
    private func replaceNumber(_ text: inout [Unicode.Scalar], _ random: inout SplitMix64) {
        let position = random.below(text.count + 1)
        let number = Array(random.pick(Self.specialNumbers).unicodeScalars)
        if let digits = numberRange(in: text, near: position) {
            text.replaceSubrange(digits, with: number)
        } else {
            text.insert(contentsOf: number, at: position)
        }
    }

    private func fragment(of text: [Unicode.Scalar], _ random: inout SplitMix64) -> [Unicode.Scalar]
    {
        guard !text.isEmpty else { return [] }
        let start = random.below(text.count)
        let length = 1 + random.below(min(12, text.count - start))
        return Array(text[start..<start + length])
    }

    /// The run of digits and dots around or after `position`, if any.
    private func numberRange(in text: [Unicode.Scalar], near position: Int) -> Range<Int>? {
        func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
            ("0"..."9").contains(scalar) || scalar == "."
        }
        guard
            let found = text[position...].firstIndex(where: { ("0"..."9").contains($0) })
                ?? text[..<position].lastIndex(where: { ("0"..."9").contains($0) })
        else { return nil }
        var lower = found
        var upper = found + 1
        while lower > 0, isNumeric(text[lower - 1]) { lower -= 1 }
        while upper < text.count, isNumeric(text[upper]) { upper += 1 }
        return lower..<upper
    }

    /// About 100 KB: a fragment repeated, a giant name or number, or one character many times.
    private func huge(_ random: inout SplitMix64) -> [Unicode.Scalar] {
        let length = Self.hugeLength
        func repeated(_ piece: [Unicode.Scalar]) -> [Unicode.Scalar] {
            guard !piece.isEmpty else { return [] }
            return Array(
                repeatElement(piece, count: (length + piece.count - 1) / piece.count).joined())
        }
        switch random.below(8) {
        case 0: return repeated(random.pick(texts) + [";"])
        case 1: return repeated(random.pick(texts))
        case 2: return repeated(random.pick(tokens))
        case 3: return ["["] + repeated(["a"]) + ["]"]
        case 4: return Array("a.width == ".unicodeScalars) + repeated(["9"])
        case 5: return ["|"] + repeated(Array("-[a]".unicodeScalars)) + ["-", "|"]
        case 6: return repeated(Array(random.pick(Self.exotic).unicodeScalars))
        default: return repeated([random.pick(["(", ")", "[", "-", ";", " "])])
        }
    }
}
