import TermLayout

/// How many colours a terminal shows, as its terminfo entry says, and the colour number
/// ncurses takes for each `TerminalColor` there: the colour itself where the terminal has it,
/// else the nearest it has, by the colours xterm gives its palette (`XtermPalette`).
enum ColorDepth: Hashable {
    /// No colours: styles keep their attributes only.
    case monochrome
    /// The eight standard colours; a bright colour shows as its standard one.
    case ansi8
    /// The eight standard colours and their bright forms (`COLORS` 16 to 255).
    case ansi16
    /// xterm's 256-colour palette: the 16, a 6×6×6 colour cube and a ramp of 24 greys.
    case palette256
    /// 24 bits (ncurses' direct colour): a colour number is `0xRRGGBB`, except that those
    /// under 8 are the standard colours.
    case direct

    /// The depth of a terminal with `colors` colours (0 without colours), whether its entry
    /// has the `RGB` capability, and whether ncurses takes colour numbers past a short. Direct
    /// colour needs all three; a direct-colour terminal without the last reads every number
    /// from 8 up as RGB, so only the standard colours are safe there.
    init(colors: Int, hasRGB: Bool, extendedColors: Bool) {
        let isDirect = colors == 1 << 24 && hasRGB
        self =
            switch colors {
            case ...0: .monochrome
            case _ where isDirect: extendedColors ? .direct : .ansi8
            case 256...: .palette256
            case 16...: .ansi16
            default: .ansi8
            }
    }

    /// The number ncurses takes for `color` on this terminal; -1 for the terminal's default.
    func number(for color: TerminalColor) -> Int32 {
        switch (self, color) {
        case (.monochrome, _), (_, .default): return -1
        case (.direct, .rgb(let red, let green, let blue)):
            // 0 to 7 would be the standard colours: the darkest blues become #000008, which
            // no eye tells from them.
            return max(8, Int32(red) << 16 | Int32(green) << 8 | Int32(blue))
        case (_, .rgb(let red, let green, let blue)):
            return number(forNearest: XtermPalette.RGB(red, green, blue))
        default:
            // Every other colour has a palette index.
            let index = color.paletteIndex!
            switch self {
            case .direct where index >= 8:
                let rgb = XtermPalette.color(index)
                return number(for: .rgb(red: rgb.red, green: rgb.green, blue: rgb.blue))
            case .ansi8 where index < 16: return Int32(index % 8)
            case .ansi8, .ansi16:
                return index < 16 ? Int32(index) : number(forNearest: XtermPalette.color(index))
            default: return Int32(index)
            }
        }
    }

    /// The nearest colour of the palette this depth has to `rgb`.
    private func number(forNearest rgb: XtermPalette.RGB) -> Int32 {
        switch self {
        case .ansi8: Int32(Self.nearestStandard(to: rgb, count: 8))
        case .ansi16: Int32(Self.nearestStandard(to: rgb, count: 16))
        default: Int32(Self.nearestIndex256(to: rgb))
        }
    }

    /// The entry of the colour cube or the grey ramp nearest `rgb`. The first 16 entries are
    /// left out: terminals let users change them, so they may be any colour.
    static func nearestIndex256(to rgb: XtermPalette.RGB) -> Int {
        // Each component's nearest cube level: the halfway points are 48, 115, 155, 195, 235.
        func level(_ component: UInt8) -> Int {
            component < 48 ? 0 : component < 115 ? 1 : (Int(component) - 35) / 40
        }
        let cube = 16 + 36 * level(rgb.red) + 6 * level(rgb.green) + level(rgb.blue)
        let average = (Int(rgb.red) + Int(rgb.green) + Int(rgb.blue)) / 3
        let grey = 232 + min(max((average - 3) / 10, 0), 23)
        return rgb.distance(to: XtermPalette.color(grey))
            < rgb.distance(to: XtermPalette.color(cube))
            ? grey : cube
    }

    /// The nearest to `rgb` of the first `count` standard colours (8 or 16). A grey (its
    /// components less than 32 apart) is matched to the greys among them only: by distance
    /// alone a mid grey lies nearer yellow than white.
    static func nearestStandard(to rgb: XtermPalette.RGB, count: Int) -> Int {
        let components = [rgb.red, rgb.green, rgb.blue]
        let isGrey = components.max()! - components.min()! < 32
        return XtermPalette.standardColors.indices.prefix(count).filter {
            !isGrey || greys.contains($0)
        }.min {
            rgb.distance(to: XtermPalette.standardColors[$0])
                < rgb.distance(to: XtermPalette.standardColors[$1])
        }!
    }

    /// The standard colours that are greys: black, white, and their bright forms.
    private static let greys: Set = [0, 7, 8, 15]
}
