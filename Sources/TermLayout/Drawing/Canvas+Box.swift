/// The characters a box is drawn with. All are one cell wide in every terminal font that
/// has them; `ascii` is for terminals without Unicode line drawing.
public struct BorderStyle: Hashable, Sendable {
    /// The character of the top and bottom edges.
    public var horizontal: Character
    /// The character of the left and right edges.
    public var vertical: Character
    /// The top-left corner.
    public var topLeft: Character
    /// The top-right corner.
    public var topRight: Character
    /// The bottom-left corner.
    public var bottomLeft: Character
    /// The bottom-right corner.
    public var bottomRight: Character

    /// A style of your own; each character must be one cell wide.
    public init(
        horizontal: Character, vertical: Character, topLeft: Character, topRight: Character,
        bottomLeft: Character, bottomRight: Character
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// Thin lines with square corners: `┌─┐`.
    public static let single = BorderStyle(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
        bottomRight: "┘")
    /// Double lines: `╔═╗`.
    public static let double = BorderStyle(
        horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚",
        bottomRight: "╝")
    /// Thin lines with rounded corners: `╭─╮`.
    public static let rounded = BorderStyle(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
        bottomRight: "╯")
    /// Thick lines: `┏━┓`.
    public static let heavy = BorderStyle(
        horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
        bottomRight: "┛")
    /// Plain ASCII, for terminals without line drawing: `+-+`.
    public static let ascii = BorderStyle(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
        bottomRight: "+")
}

extension Canvas {
    /// Draws the outline of `rect`, clipped, leaving its inside as it was. A title sits on the
    /// top edge as `┌─ Title ─┐`, keeping a line and a space at each end so the corners still
    /// read as corners; a title too long for the box ends in `…`, and a box narrower than 7
    /// cells has no room for one. A rectangle under 2×2 cells has no outline and draws nothing.
    public func drawBox(
        _ rect: Rect, border: BorderStyle = .single, title: String? = nil,
        style: TextStyle = .plain, titleStyle: TextStyle? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let inside = rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let measured = BorderGraphemes.of(border)
        // The top row left to right (its title among its edge, not over it), the sides, the
        // bottom row: no cell is drawn twice, and a canvas that writes consecutive cells at
        // once (the ncurses one) writes each of the two rows in one go.
        let (right, bottom) = (rect.maxX - 1, rect.maxY - 1)
        func cell(_ pattern: [Grapheme], x: Int, y: Int) {
            fill(Rect(x: x, y: y, width: 1, height: 1), with: pattern, style: style)
        }
        cell(measured.topLeft, x: rect.minX, y: rect.minY)
        var edge = inside.minX
        if let title, !title.isEmpty, rect.width >= 7 {
            cell(measured.horizontal, x: edge, y: rect.minY)
            edge = drawTitle(
                title, at: Point(x: edge + 1, y: rect.minY), width: rect.width - 6,
                style: titleStyle ?? style, marginStyle: style)
        }
        fill(
            Rect(x: edge, y: rect.minY, width: right - edge, height: 1), with: measured.horizontal,
            style: style)
        cell(measured.topRight, x: right, y: rect.minY)
        let left = Rect(x: rect.minX, y: inside.minY, width: 1, height: inside.height)
        fill(left, with: measured.vertical, style: style)
        fill(left.offsetBy(dx: rect.width - 1, dy: 0), with: measured.vertical, style: style)
        cell(measured.bottomLeft, x: rect.minX, y: bottom)
        fill(
            Rect(x: inside.minX, y: bottom, width: inside.width, height: 1),
            with: measured.horizontal, style: style)
        cell(measured.bottomRight, x: right, y: bottom)
    }

    /// Draws `title` cut to `width` cells between two spaces from `start`, and returns the
    /// column after the second space.
    private func drawTitle(
        _ title: String, at start: Point, width: Int, style: TextStyle, marginStyle: TextStyle
    ) -> Int {
        let titleStart = Point(x: draw(titleMargin, at: start, style: marginStyle), y: start.y)
        let end =
            drawPrintableASCII(title, at: titleStart, style: style, toWidth: width)
            ?? draw(truncatedTail(graphemes(title), toWidth: width), at: titleStart, style: style)
        return draw(titleMargin, at: Point(x: end, y: start.y), style: marginStyle)
    }
}

/// The space on each side of a box's title, cut once: cutting it again for every box cost as
/// much as cutting the title.
private let titleMargin = [Grapheme(text: " ", width: 1)]

/// `text` shortened to at most `width` cells (at least 1), ending in `…` when anything had to
/// go; made printable, so it measures the same when drawn.
func truncated(_ text: String, toWidth width: Int) -> String {
    truncatedTail(graphemes(text), toWidth: max(1, width)).map(\.text).joined()
}

/// A border's six characters cut into graphemes, as a box fills with them.
struct BorderGraphemes {
    let horizontal: [Grapheme]
    let vertical: [Grapheme]
    let topLeft: [Grapheme]
    let topRight: [Grapheme]
    let bottomLeft: [Grapheme]
    let bottomRight: [Grapheme]

    init(_ border: BorderStyle) {
        horizontal = graphemes(String(border.horizontal))
        vertical = graphemes(String(border.vertical))
        topLeft = graphemes(String(border.topLeft))
        topRight = graphemes(String(border.topRight))
        bottomLeft = graphemes(String(border.bottomLeft))
        bottomRight = graphemes(String(border.bottomRight))
    }

    /// The predefined styles, cut once: cutting measures in a locale of its own (see
    /// `widthsAreFixed`), so the answer never changes, and cutting them for every box was a
    /// real part of the 20×20 grid's terminal resize (Benchmarks/README.md). None where widths
    /// follow the thread's locale.
    private static let predefinedStyles: [BorderStyle] =
        widthsAreFixed ? [.single, .double, .rounded, .heavy, .ascii] : []
    private static let predefinedGraphemes = predefinedStyles.map(BorderGraphemes.init)

    /// `border`'s graphemes, from those cut once when it is a predefined style. The styles
    /// and their graphemes are two lists: a loop over pairs copied each pair, its six arrays
    /// retained, for every box.
    static func of(_ border: BorderStyle) -> BorderGraphemes {
        guard let index = predefinedStyles.firstIndex(of: border) else {
            return BorderGraphemes(border)
        }
        return predefinedGraphemes[index]
    }
}
