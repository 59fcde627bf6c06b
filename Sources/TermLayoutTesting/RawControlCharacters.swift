/// The characters of `text` that a terminal would take as control rather than print: C0
/// controls other than the line feed and the tab, DEL, and C1 controls (U+0080 to U+009F, which
/// some terminals read as escape sequences too). A test of output meant for a terminal expects
/// none; `printable` in the TermLayout module shows them as symbols instead.
public func rawControlCharacters(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
