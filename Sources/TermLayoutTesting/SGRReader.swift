import TermLayout

/// Reads text with SGR escape sequences (`ESC [ … m`), as `capture-pane -e` prints a pane,
/// into runs of text, each in the style the sequences before it set. The style carries from
/// one line to the next, since capture-pane writes only what changes; other escape sequences
/// are skipped. Text between SO and SI is in the VT100's line-drawing set (a terminal without
/// Unicode draws boxes so) and is read as the characters it shows.
struct SGRReader {
    /// The style the sequences read so far have set.
    private(set) var style: TextStyle
    /// Whether SO (shift out) selected the line-drawing set; it carries across lines as well.
    private var drawsLines = false

    /// A reader that starts in `style`: plain unless given, as a pane starts.
    init(style: TextStyle = .plain) {
        self.style = style
    }

    /// `line`'s text in runs, each with the style it shows in; the style at its end stays for
    /// the next line.
    mutating func runs(in line: Substring) -> [StyledRun] {
        var runs: [StyledRun] = []
        var text = String.UnicodeScalarView()
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                switch scalar {
                case "\u{0E}": drawsLines = true
                case "\u{0F}": drawsLines = false
                default:
                    text.append(drawsLines ? Self.specialGraphics[scalar] ?? scalar : scalar)
                }
                continue
            }
            guard let parameters = Self.skipSequence(&scalars) else { continue }
            if !text.isEmpty {
                runs.append(StyledRun(text: String(text), style: style))
                text = String.UnicodeScalarView()
            }
            apply(parameters)
        }
        if !text.isEmpty { runs.append(StyledRun(text: String(text), style: style)) }
        return runs
    }

    /// DEC Special Graphics: what the VT100's line-drawing set shows for each letter.
    private static let specialGraphics: [Unicode.Scalar: Unicode.Scalar] = {
        let letters = "`abcdefghijklmnopqrstuvwxyz{|}~+,-.0"
        let shown = "◆▒␉␌␍␊°±␤␋┘┐┌└┼⎺⎻─⎼⎽├┤┴┬│≤≥π≠£·→←↑↓█"
        return Dictionary(uniqueKeysWithValues: zip(letters.unicodeScalars, shown.unicodeScalars))
    }()

    /// Reads an escape sequence up to its end, its `ESC` already read: the parameters of an SGR
    /// sequence, nil for any other (another CSI, such as one with a private marker like
    /// `ESC [ > 4 m`; an OSC, such as a hyperlink; an escape such as `ESC ( B`).
    private static func skipSequence(
        _ scalars: inout Substring.UnicodeScalarView.Iterator
    ) -> String? {
        switch scalars.next() {
        case "[":
            var parameters = ""
            while let scalar = scalars.next() {
                if (0x40...0x7E).contains(scalar.value) {
                    let isSGR =
                        scalar == "m" && parameters.allSatisfy { "0123456789;:".contains($0) }
                    return isSGR ? parameters : nil
                }
                parameters.unicodeScalars.append(scalar)
            }
            return nil
        case "]":
            var previous: Unicode.Scalar?
            while let scalar = scalars.next(), scalar != "\u{07}",
                !(previous == "\u{1B}" && scalar == "\\")
            {
                previous = scalar
            }
            return nil
        case var scalar?:
            while (0x20...0x2F).contains(scalar.value), let next = scalars.next() {
                scalar = next
            }
            return nil
        case nil:
            return nil
        }
    }

    /// Applies one SGR sequence's parameters, what lies between `ESC [` and `m`: fields apart
    /// by `;`, each perhaps with `:` sub-parameters (`4:3`, `38:5:n`); an empty field is 0.
    /// Attributes `TextStyle` has no room for (blink, hidden, strike-through, overline)
    /// are skipped: the headless `Screen` never shows them either.
    mutating func apply(_ parameters: String) {
        var fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) } }
            .makeIterator()
        while let field = fields.next() {
            let code = field[0] ?? 0
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4 where field.count > 1 && field[1] == 0: style.attributes.remove(.underline)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = namedColors[code - 30]
            case 38: style.foreground = Self.extendedColor(field, &fields) ?? style.foreground
            case 39: style.foreground = .default
            case 40...47: style.background = namedColors[code - 40]
            case 48: style.background = Self.extendedColor(field, &fields) ?? style.background
            case 49: style.background = .default
            case 90...97: style.foreground = namedColors[code - 82]
            case 100...107: style.background = namedColors[code - 92]
            default: break
            }
        }
    }

    /// The colour of a 38 or 48 field: `5;n` (a palette entry) or `2;r;g;b` (a direct colour)
    /// in the fields that follow, or as its own sub-parameters (`38:5:n`, `38:2::r:g:b`). Nil,
    /// and nothing more read, when it names neither.
    private static func extendedColor(
        _ field: [Int?], _ fields: inout IndexingIterator<[[Int?]]>
    ) -> TerminalColor? {
        var values = Array(field.dropFirst())
        if values.isEmpty {
            let kind = fields.next()?.first ?? nil
            let count = kind == 5 ? 1 : kind == 2 ? 3 : 0
            values = [kind] + (0..<count).map { _ in fields.next()?.first ?? nil }
        } else if values.first == 2 && values.count == 5 {
            values.remove(at: 1)  // 38:2:colour-space:r:g:b
        }
        let numbers = values.map { $0 ?? 0 }
        guard numbers.dropFirst().allSatisfy((0...255).contains) else { return nil }
        switch numbers.first {
        case 5 where numbers.count == 2:
            return .indexed(UInt8(numbers[1]))
        case 2 where numbers.count == 4:
            return .rgb(
                red: UInt8(numbers[1]), green: UInt8(numbers[2]), blue: UInt8(numbers[3]))
        default:
            return nil
        }
    }

}

/// Text that shows in one style.
struct StyledRun: Hashable {
    /// The characters, as the terminal printed them.
    var text: String
    /// How they look.
    var style: TextStyle
}

/// The sixteen colours SGR names by code (30–37 and 90–97 for the text), in palette order.
let namedColors: [TerminalColor] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
    .brightBlack, .brightRed, .brightGreen, .brightYellow,
    .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
]
