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

/// One paragraph broken into rows of at most `width` cells as a text view wraps it (a
/// grapheme wider than the whole row gets a row to itself), without the spaces that end a row.
/// Spaces that start the paragraph are kept as an indent, unless the first word does not fit
/// after them: then they go, and the row they were left on.
private func wrapped(_ paragraph: [Grapheme], width: Int) -> [[Grapheme]] {
    let starts = TextWrapping.rowStarts(
        count: paragraph.count, width: width, cellWidth: { paragraph[$0].width },
        isSpace: { paragraph[$0].text == " " })
    var lines = starts.indices.map { row in
        let end = row + 1 < starts.count ? starts[row + 1] : paragraph.count
        var line = Array(paragraph[starts[row]..<end])
        while line.last?.text == " " { line.removeLast() }
        return line
    }
    if lines.count > 1, lines[0].isEmpty { lines.removeFirst() }
    return lines
}

extension Collection where Element == Grapheme {
    /// The cells the graphemes take side by side.
    var displayWidth: Int { reduce(0) { $0 + $1.width } }

    /// The graphemes as one string, which draws them cell for cell as they are: they are
    /// printable already.
    var joinedText: String { map(\.text).joined() }
}
