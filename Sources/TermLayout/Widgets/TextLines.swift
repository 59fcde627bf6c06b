/// How a `Label` fits text that is wider than the label.
public enum LineBreakMode: Hashable, Sendable {
    /// Wraps at spaces and on either side of a wide (CJK) character, which line breaking treats
    /// as a word of its own; a word wider than the line breaks between graphemes. Spaces where a
    /// line wraps are dropped. There are no hyphens and no kinsoku rules.
    case wordWrap
    /// Keeps each line of the text (its explicit newlines) on one row, ending in `…` where cut.
    /// Unlike UIKit, a multi-line label in this mode does not wrap.
    case truncateTail
}

/// The rows `text` takes at `width` cells, at most `maximumLines` of them: split at newlines,
/// then wrapped or truncated as `mode` says. When rows were left out, the last one kept ends
/// in `…`. Empty text has no rows; an empty line of the text is an empty row.
func textLines(
    _ text: String, width: Int, mode: LineBreakMode, maximumLines: Int
) -> [[Grapheme]] {
    guard !text.isEmpty, maximumLines > 0 else { return [] }
    var lines: [[Grapheme]] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        let cells = graphemes(paragraph)
        switch mode {
        case .wordWrap: lines += wrapped(cells, width: width)
        case .truncateTail: lines.append(truncatedTail(cells, toWidth: width))
        }
        if lines.count > maximumLines { break }
    }
    guard lines.count > maximumLines else { return lines }
    lines.removeLast(lines.count - maximumLines)
    lines[lines.count - 1] = truncatedTail(lines[lines.count - 1], toWidth: width, always: true)
    return lines
}

/// `line` cut to `width` cells, ending in `…` when anything had to go, or in any case when
/// `always` is set (to say that rows below were cut). A wide character that would straddle the
/// edge goes whole; spaces before the `…` go too. Nothing fits in zero cells.
func truncatedTail(_ line: [Grapheme], toWidth width: Int, always: Bool = false) -> [Grapheme] {
    let total = line.displayWidth
    if total <= width && !always { return line }
    if total < width { return line + [ellipsis] }
    guard width > 0 else { return [] }
    var kept = Array(line.prefix(fittingCount(line, width: width - 1)))
    while kept.last?.text == " " { kept.removeLast() }
    return kept + [ellipsis]
}

/// How many of `line`'s graphemes, from the first, fit in `width` cells.
private func fittingCount(_ line: [Grapheme], width: Int) -> Int {
    var used = 0
    for (index, grapheme) in line.enumerated() {
        used += grapheme.width
        if used > width { return index }
    }
    return line.count
}

private let ellipsis = Grapheme(text: "…", width: 1)

/// One paragraph broken into rows of at most `width` cells (a grapheme wider than the whole
/// row gets a row to itself). Spaces that start the paragraph are kept as an indent.
private func wrapped(_ paragraph: [Grapheme], width: Int) -> [[Grapheme]] {
    var lines: [[Grapheme]] = []
    var line: [Grapheme] = []
    var used = 0
    var spaces = 0
    var start = 0
    while start < paragraph.count {
        if paragraph[start].text == " " {
            spaces += 1
            start += 1
            continue
        }
        var end = start + 1
        if paragraph[start].width == 1 {
            while end < paragraph.count, paragraph[end].text != " ", paragraph[end].width == 1 {
                end += 1
            }
        }
        let word = paragraph[start..<end]
        let gap = line.isEmpty && !lines.isEmpty ? 0 : spaces
        if used + gap + word.displayWidth <= width {
            line += repeatElement(Grapheme(text: " ", width: 1), count: gap)
            line += word
            used += gap + word.displayWidth
        } else {
            if !line.isEmpty { lines.append(line) }
            (line, used) = ([], 0)
            for grapheme in word {
                if !line.isEmpty, used + grapheme.width > width {
                    lines.append(line)
                    (line, used) = ([], 0)
                }
                line.append(grapheme)
                used += grapheme.width
            }
        }
        spaces = 0
        start = end
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
}

extension Collection where Element == Grapheme {
    /// The cells the graphemes take side by side.
    var displayWidth: Int { reduce(0) { $0 + $1.width } }

    /// The graphemes as one string, which draws them cell for cell as they are: they are
    /// printable already.
    var joinedText: String { map(\.text).joined() }
}
