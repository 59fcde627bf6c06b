import CNcursesw
import TermLayout

/// Turns `TextStyle`s into ncurses attributes and colour pairs, making each pair once. Colours
/// the terminal lacks fall back: a bright colour to its standard one on 8-colour terminals, a
/// 256-colour index to the terminal's default; when pairs run out, the default pair is used.
final class CursesStyles {
    private let colorCount: Int
    private var pairs: [ColorPairKey: Int16] = [ColorPairKey(foreground: -1, background: -1): 0]
    private var nextPair: Int32 = 1
    private let pairLimit: Int32
    /// Each attribute's ncurses bits, read once: this runs for every cell drawn.
    private let attributeBits: [(TextAttributes, attr_t)] = [
        (.bold, termlayout_a_bold()), (.dim, termlayout_a_dim()),
        (.underline, termlayout_a_underline()), (.reverse, termlayout_a_reverse()),
    ]

    private struct ColorPairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    init(colorCount: Int) {
        self.colorCount = colorCount
        pairLimit = colorCount > 0 ? min(termlayout_color_pairs(), Int32(Int16.max)) : 0
    }

    /// The attributes and the colour pair `style` is drawn with.
    func attributes(for style: TextStyle) -> (attributes: attr_t, pair: Int16) {
        var attributes = termlayout_a_normal()
        for (attribute, bits) in attributeBits where style.attributes.contains(attribute) {
            attributes |= bits
        }
        return (attributes, pair(foreground: style.foreground, background: style.background))
    }

    private func pair(foreground: TerminalColor, background: TerminalColor) -> Int16 {
        guard colorCount > 0 else { return 0 }
        let key = ColorPairKey(foreground: number(foreground), background: number(background))
        if let pair = pairs[key] { return pair }
        guard nextPair < pairLimit,
            init_pair(Int16(nextPair), Int16(key.foreground), Int16(key.background))
                != termlayout_err()
        else { return 0 }
        let pair = Int16(nextPair)
        nextPair += 1
        pairs[key] = pair
        return pair
    }

    /// The colour's number for `init_pair` on this terminal; -1 is the terminal's default.
    private func number(_ color: TerminalColor) -> Int32 {
        guard let index = color.paletteIndex else { return -1 }
        if index < colorCount { return Int32(index) }
        if index < 16 { return Int32(index - 8) }
        return -1
    }
}
