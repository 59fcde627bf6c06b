/// What a terminal that cannot show Unicode (a locale that is not UTF-8) gets for a grapheme
/// outside ASCII: line drawing, blocks, arrows and bullets as the VT100's alternate
/// character set, which ncurses writes through the terminal's `acsc` or, where it has none,
/// as ASCII (`+`, `-`, `|`, `#`); anything else as one `?` a cell, so the layout keeps its
/// columns.
enum LegacyGlyph: Equatable {
    /// A character of the alternate character set, by its VT100 letter (`q` for ─).
    case alternate(Character)
    /// Plain ASCII, one a cell.
    case ascii(Character)

    /// The stand-in for `grapheme`; nil when it is ASCII and goes out as it is.
    static func forGrapheme(_ grapheme: String) -> LegacyGlyph? {
        guard let first = grapheme.unicodeScalars.first, !first.isASCII else { return nil }
        if let letter = alternateLetters[first] { return .alternate(letter) }
        if let character = asciiLook[first] { return .ascii(character) }
        return .ascii("?")
    }

    /// Light, heavy, double and rounded lines alike: the VT100 has one weight.
    private static let alternateLetters: [Unicode.Scalar: Character] = {
        let groups: [(Character, String)] = [
            ("q", "─━═╌╍┄┅┈┉"), ("x", "│┃║╎╏┆┇┊┋"), ("l", "┌┏╔╭┍┎╒╓"), ("k", "┐┓╗╮┑┒╕╖"),
            ("m", "└┗╚╰┕┖╘╙"), ("j", "┘┛╝╯┙┚╛╜"), ("t", "├┣╠┝┞┟┠┡┢╞╟"), ("u", "┤┫╣┥┦┧┨┩┪╡╢"),
            ("w", "┬┳╦┭┮┯┰┱┲╤╥"), ("v", "┴┻╩┵┶┷┸┹┺╧╨"), ("n", "┼╋╬┽┾┿╀╁╂╃╄╅╆╇╈╉╊╪╫"),
            ("0", "█▉▊▋▌▐▀▄"), ("a", "▒▓░"), ("~", "•·∙●"), ("f", "°"), ("g", "±"),
            ("y", "≤"), ("z", "≥"), ("{", "π"), ("|", "≠"), ("}", "£"),
            (",", "◀◂←"), ("+", "▶▸→"), ("-", "▲▴↑"), (".", "▼▾↓"), ("`", "◆♦"),
        ]
        var letters: [Unicode.Scalar: Character] = [:]
        for (letter, scalars) in groups {
            for scalar in scalars.unicodeScalars { letters[scalar] = letter }
        }
        return letters
    }()

    /// Characters with an ASCII look-alike that reads better than `?`.
    private static let asciiLook: [Unicode.Scalar: Character] = [
        "…": ".", "‘": "'", "’": "'", "“": "\"", "”": "\"", "–": "-", "—": "-", "×": "x",
        "✓": "x", "✔": "x", "○": "o", "◯": "o", "◉": "*", "\u{00A0}": " ",
    ]
}
