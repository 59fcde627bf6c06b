import CNcursesw
import TermLayout

/// Turns `TextStyle`s into ncurses attributes and colour pairs, making each pair once. Colours
/// the terminal lacks fall back to the nearest it has (see `ColorDepth`); when pairs run out,
/// the default pair is used.
final class CursesStyles {
    private let depth: ColorDepth
    /// The pair made for each two colour numbers.
    private var pairs: [ColorPairKey: Int32] = [ColorPairKey(foreground: -1, background: -1): 0]
    /// The pair of each two colours drawn so far: the nearest colours are worked out once.
    private var pairsByColor: [ColorKey: Int32] = [:]
    private var nextPair: Int32 = 1
    private let pairLimit: Int32
    /// Each attribute's ncurses bits, read once: this runs for every cell drawn.
    private let attributeBits: [(TextAttributes, attr_t)] = [
        (.bold, termlayout_a_bold()), (.dim, termlayout_a_dim()),
        (.underline, termlayout_a_underline()), (.reverse, termlayout_a_reverse()),
        (.italic, termlayout_a_italic()),
    ]

    private struct ColorPairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    private struct ColorKey: Hashable {
        var foreground: TerminalColor
        var background: TerminalColor
    }

    /// Styles for a terminal of `depth`, whose screen is current.
    init(depth: ColorDepth) {
        self.depth = depth
        let pairCount = termlayout_color_pairs()
        pairLimit =
            depth == .monochrome
            ? 0
            : termlayout_extended_colors() != 0 ? pairCount : min(pairCount, Int32(Int16.max))
    }

    /// The attributes and the colour pair `style` is drawn with.
    func attributes(for style: TextStyle) -> (attributes: attr_t, pair: Int32) {
        var attributes = termlayout_a_normal()
        for (attribute, bits) in attributeBits where style.attributes.contains(attribute) {
            attributes |= bits
        }
        return (attributes, pair(foreground: style.foreground, background: style.background))
    }

    private func pair(foreground: TerminalColor, background: TerminalColor) -> Int32 {
        guard depth != .monochrome else { return 0 }
        let colors = ColorKey(foreground: foreground, background: background)
        if let pair = pairsByColor[colors] { return pair }
        let key = ColorPairKey(
            foreground: depth.number(for: foreground), background: depth.number(for: background))
        let pair = pairs[key] ?? makePair(key)
        pairsByColor[colors] = pair
        return pair
    }

    /// A new pair of the two colour numbers; the default pair once pairs run out.
    private func makePair(_ key: ColorPairKey) -> Int32 {
        guard nextPair < pairLimit,
            termlayout_init_pair(nextPair, key.foreground, key.background) != termlayout_err()
        else { return 0 }
        let pair = nextPair
        nextPair += 1
        pairs[key] = pair
        return pair
    }
}
