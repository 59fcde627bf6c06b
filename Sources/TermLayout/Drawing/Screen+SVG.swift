extension Screen {
    /// The pixels of one cell in `svg()`: a 16-pixel monospace font's advance, rounded up, by
    /// its line height.
    public static let svgCellSize = Size(width: 10, height: 20)

    /// The screen as an SVG picture, the same bytes for the same screen, so it can be kept as a
    /// snapshot or shown in a browser. Each cell is `svgCellSize` in a monospace font. Colours
    /// are xterm's palette as it shows it unless told otherwise (the 16, the 6×6×6 cube from
    /// 16, 24 greys from 232); an RGB colour is itself; the terminal's default colours are
    /// xterm's white (#E5E5E5) on black. Bold is a bold font, italic an italic one, dim the
    /// text halfway to its background, underline a line along the cell's bottom, reverse the
    /// colours swapped; a wide character covers its two cells, and the cursor, where it shows,
    /// is a block: its cell reversed. `highlighting` outlines cells in magenta (#FF00FF), as a
    /// snapshot's difference shows them. Control characters are drawn as U+FFFD.
    public func svg(highlighting cells: Set<Point> = []) -> String {
        let cell = Self.svgCellSize
        let (width, height) = (size.width * cell.width, size.height * cell.height)
        var backgrounds: [String] = []
        var texts: [String] = []
        for y in 0..<size.height {
            var run: (x: Int, end: Int, fill: XtermPalette.RGB)?
            func endRun() {
                guard let open = run, open.fill != SVGPaint.defaultBackground else { return }
                backgrounds.append(
                    rect(x: open.x, y: y, cells: open.end - open.x, fill: open.fill.svg))
            }
            for x in 0..<size.width where !self[x, y].isContinuation {
                let shown = self[x, y]
                let cells = x + 1 < size.width && self[x + 1, y].isContinuation ? 2 : 1
                let paint = SVGPaint(shown.style, isCursor: isCursor(x: x, cells: cells, y: y))
                if run?.fill == paint.background {
                    run?.end = x + cells
                } else {
                    endRun()
                    run = (x, x + cells, paint.background)
                }
                texts += text(shown.grapheme, x: x, y: y, cells: cells, paint: paint)
            }
            endRun()
        }
        let outlines = cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
            .filter { bounds.contains($0) }
            .map { outline(x: $0.x * cell.width, y: $0.y * cell.height) }
        return
            ([
                """
                <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
                viewBox="0 0 \(width) \(height)" font-family="'DejaVu Sans Mono', Menlo, Consolas, \
                monospace" font-size="16">
                """,
                "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(SVGPaint.defaultBackground.svg)\"/>",
                "<g shape-rendering=\"crispEdges\">",
            ] + backgrounds + ["</g>"] + texts + outlines + ["</svg>", ""]).joined(separator: "\n")
    }

    /// Whether the cursor shows on the grapheme at column `x` of row `y`, `cells` wide.
    private func isCursor(x: Int, cells: Int, y: Int) -> Bool {
        guard let cursor else { return false }
        return cursor.y == y && (x..<x + cells).contains(cursor.x)
    }

    /// A rectangle over `cells` cells of row `y` from column `x`.
    private func rect(x: Int, y: Int, cells: Int, fill: String) -> String {
        let cell = Self.svgCellSize
        return "<rect x=\"\(x * cell.width)\" y=\"\(y * cell.height)\" "
            + "width=\"\(cells * cell.width)\" height=\"\(cell.height)\" fill=\"\(fill)\"/>"
    }

    /// The magenta outline of the cell whose top left is at pixel (`x`, `y`).
    private func outline(x: Int, y: Int) -> String {
        let cell = Self.svgCellSize
        return "<rect x=\"\(x + 1)\" y=\"\(y + 1)\" width=\"\(cell.width - 2)\" "
            + "height=\"\(cell.height - 2)\" fill=\"none\" stroke=\"#FF00FF\" stroke-width=\"2\"/>"
    }

    /// The text and underline of one grapheme, `cells` wide: a wide one stretched to its two
    /// cells, so it covers them whatever the font's own width for it.
    private func text(_ grapheme: String, x: Int, y: Int, cells: Int, paint: SVGPaint) -> [String] {
        let cell = Self.svgCellSize
        var parts: [String] = []
        if grapheme != " " {
            var attributes = "x=\"\(x * cell.width)\" y=\"\(y * cell.height + 15)\" "
            attributes += "fill=\"\(paint.foreground.svg)\""
            if paint.isBold { attributes += " font-weight=\"bold\"" }
            if paint.isItalic { attributes += " font-style=\"italic\"" }
            if cells == 2 {
                attributes += " textLength=\"\(2 * cell.width)\" lengthAdjust=\"spacingAndGlyphs\""
            }
            parts.append("<text \(attributes)>\(grapheme.xmlEscaped)</text>")
        }
        if paint.isUnderlined {
            parts.append(
                "<rect x=\"\(x * cell.width)\" y=\"\(y * cell.height + 17)\" "
                    + "width=\"\(cells * cell.width)\" height=\"1\" fill=\"\(paint.foreground.svg)\"/>"
            )
        }
        return parts
    }
}

/// The colours, weight and slant a style paints a cell with in `Screen.svg()`.
private struct SVGPaint {
    /// What the terminal's default foreground shows as: xterm's white.
    static let defaultForeground = XtermPalette.color(7)
    /// What the terminal's default background shows as: black.
    static let defaultBackground = XtermPalette.color(0)

    var foreground: XtermPalette.RGB
    var background: XtermPalette.RGB
    var isBold: Bool
    var isUnderlined: Bool
    var isItalic: Bool

    /// The paint of `style`, reversed once more under a block cursor.
    init(_ style: TextStyle, isCursor: Bool) {
        foreground = style.foreground.xtermRGB ?? Self.defaultForeground
        background = style.background.xtermRGB ?? Self.defaultBackground
        if style.attributes.contains(.reverse) != isCursor {
            swap(&foreground, &background)
        }
        if style.attributes.contains(.dim) {
            foreground = XtermPalette.RGB(
                Self.halfway(foreground.red, background.red),
                Self.halfway(foreground.green, background.green),
                Self.halfway(foreground.blue, background.blue))
        }
        isBold = style.attributes.contains(.bold)
        isUnderlined = style.attributes.contains(.underline)
        isItalic = style.attributes.contains(.italic)
    }

    private static func halfway(_ one: UInt8, _ other: UInt8) -> UInt8 {
        UInt8((Int(one) + Int(other)) / 2)
    }
}

extension TerminalColor {
    /// The colour as xterm shows it; nil for the terminal's default.
    var xtermRGB: XtermPalette.RGB? {
        switch self {
        case .default: nil
        case .rgb(let red, let green, let blue): XtermPalette.RGB(red, green, blue)
        default: paletteIndex.map(XtermPalette.color)
        }
    }
}

extension XtermPalette.RGB {
    /// `#RRGGBB`, as SVG and CSS take a colour.
    var svg: String { "#" + [red, green, blue].map(\.hexDigits).joined() }
}

extension String {
    /// The text as XML or HTML character data: `&`, `<`, `>` and quotes escaped, and every
    /// control character (which XML cannot hold, or a reader would act on) U+FFFD.
    package var xmlEscaped: String {
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case _
            where scalar.properties.generalCategory == .control
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
