#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `text` with every control, format or separator character replaced by a visible stand-in,
/// so that data never reaches a terminal as a control sequence. Printable ASCII and ordinary
/// characters are kept; a C0 control becomes its Control Pictures symbol (one column wide), DEL
/// becomes ␡, and an escape sequence shows as `␛[31m` instead of turning text red. Everything
/// else the terminal would not print as text (C1 controls, bidirectional overrides, private
/// use, unassigned code points) becomes U+FFFD.
package func printable(_ text: String) -> String {
    // Most text has nothing to replace, and is returned as it is rather than built again.
    guard text.unicodeScalars.contains(where: { standIn(for: $0) != nil }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(standIn(for: scalar) ?? scalar) }
    return String(result)
}

/// What `printable(_:)` shows in place of `scalar`; nil for a scalar it keeps.
private func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: "\u{2421}"
    case 0x20...0x7E: nil
    // Blocks every character of which is printable, and has been for decades: box drawing,
    // block elements, kana, CJK ideographs, Hangul syllables. Looking up their category was a
    // tenth of drawing a row of text with two of them.
    case 0x2500...0x259F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FA5, 0xAC00...0xD7A3: nil
    default:
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
            .unassigned:
            "\u{FFFD}"
        default: nil
        }
    }
}

/// `printable(_:)` line by line: the line breaks (`\n`) between the lines of a message stay,
/// every other control character shows as its symbol.
package func printableLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { printable(String($0)) }
        .joined(separator: "\n")
}

extension StringProtocol {
    /// The number of terminal cells the text takes once drawn on a `Canvas`: made printable,
    /// wide characters (CJK, most emoji) 2, combining marks 0, as the C library's `wcwidth`
    /// counts them, which is what ncurses and the terminal count too.
    public var displayWidth: Int { graphemes(self).reduce(0) { $0 + $1.width } }
}

/// What one cell shows, or two for a wide character: one character that takes space and the
/// zero-width characters (combining marks, variation selectors) that follow it into its cell.
/// This is the unit of ncurses' `cchar_t`, and not always a Swift `Character`: a flag, a
/// skin-toned emoji or a Devanagari syllable is one `Character` of several characters that
/// take space, and ncurses and the terminal give each of them its own cells, so the canvas does
/// too.
struct Grapheme: Equatable {
    var text: String
    var width: Int
}

/// `text` cut into the graphemes a terminal places one after another, after `printable`.
/// A character the C library cannot measure (one newer than its Unicode tables) becomes
/// U+FFFD, as ncurses could not place it either; a zero-width character with nothing before it
/// sits on a dotted circle (U+25CC), the usual way to show a mark without its base.
func graphemes(_ text: some StringProtocol) -> [Grapheme] {
    let printed = printable(String(text))
    var result: [Grapheme] = []
    // No more graphemes than bytes: one allocation instead of one per doubling.
    result.reserveCapacity(printed.utf8.count)
    withUTF8Locale {
        for scalar in printed.unicodeScalars {
            if scalar.isASCII {
                result.append(Grapheme(text: asciiTexts[Int(scalar.value)], width: 1))
                continue
            }
            let width = Int(cWidth(wchar_t(scalar.value)))
            if width < 0 {
                result.append(Grapheme(text: "\u{FFFD}", width: 1))
            } else if width > 0 {
                result.append(Grapheme(text: String(scalar), width: width))
            } else {
                if result.isEmpty { result.append(Grapheme(text: "\u{25CC}", width: 1)) }
                result[result.count - 1].text.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}

/// Each ASCII character as a string, made once: most text is ASCII, and making a string of
/// each character again was a quarter of cutting it.
let asciiTexts = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

/// The C library's `wcwidth`. Glibc declares it only for X/Open builds, which Swift's Glibc
/// module is not, so it is looked up by name, once, in the C library already loaded.
private let cWidth: @convention(c) (wchar_t) -> Int32 = {
    guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "wcwidth") else {
        fatalError("the C library has no wcwidth")
    }
    return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
}()

/// A UTF-8 character-type locale, made once. `wcwidth` answers -1 for every non-ASCII
/// character unless the thread's LC_CTYPE is UTF-8, and the process locale belongs to the
/// application (a curses app sets it from the environment, a test runner leaves it "C"), so the
/// library never changes it. Locale objects are immutable once made: sharing one between
/// threads is safe. Nil where the C library has no C.UTF-8, and then widths are measured in
/// whatever locale the thread has.
nonisolated(unsafe) private let utf8Locale = newlocale(Int32(LC_CTYPE_MASK), "C.UTF-8", nil)

/// Whether widths are measured in the UTF-8 locale made for it, so that the same text always
/// measures the same, whatever locale the thread is in.
let widthsAreFixed = utf8Locale != nil

/// Runs `body` with the calling thread, and only it, in the UTF-8 locale, then puts the
/// thread's own locale back (`uselocale` is per thread, so other threads never see the switch).
private func withUTF8Locale(_ body: () -> Void) {
    guard let utf8Locale else { return body() }
    let previous = uselocale(utf8Locale)
    defer { uselocale(previous) }
    body()
}
