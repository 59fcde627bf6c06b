import TermLayout
import TermLayoutTesting
import Testing

@Suite("Screens as SVG pictures")
@MainActor
struct ScreenSVGTests {
    /// A screen with a bit of everything a style holds, a wide character and the cursor.
    static func styledScreen() -> Screen {
        let screen = Screen(size: Size(width: 12, height: 3))
        _ = screen.draw("Red", at: Point(x: 0, y: 0), style: TextStyle(foreground: .red))
        _ = screen.draw("bold", at: Point(x: 4, y: 0), style: TextStyle(.bold))
        _ = screen.draw("行", at: Point(x: 9, y: 0), style: TextStyle(background: .blue))
        _ = screen.draw(
            "dim", at: Point(x: 0, y: 1), style: TextStyle(.dim, foreground: .indexed(208)))
        _ = screen.draw("u", at: Point(x: 4, y: 1), style: TextStyle(.underline))
        _ = screen.draw(
            "rev", at: Point(x: 6, y: 1),
            style: TextStyle(.reverse, foreground: .rgb(red: 0, green: 175, blue: 255)))
        _ = screen.draw("a<b&c", at: Point(x: 0, y: 2))
        screen.cursor = Point(x: 6, y: 2)
        return screen
    }

    @Test("a small styled screen, as a snapshot")
    func snapshot() {
        expectSnapshot(Self.styledScreen().svg(), named: "styled-screen-svg")
    }

    @Test("the same screen gives the same bytes")
    func deterministic() {
        #expect(Self.styledScreen().svg() == Self.styledScreen().svg())
    }

    @Test(
        "each kind of colour is painted in xterm's palette",
        arguments: [
            (TerminalColor.red, "#CD0000"), (.brightBlue, "#5C5CFF"), (.indexed(1), "#CD0000"),
            (.indexed(208), "#FF8700"), (.indexed(244), "#808080"),
            (.rgb(red: 1, green: 171, blue: 239), "#01ABEF"), (.default, "#E5E5E5"),
        ])
    func colors(color: TerminalColor, painted: String) {
        let screen = Screen(size: Size(width: 1, height: 1))
        screen.put("x", width: 1, at: .zero, style: TextStyle(foreground: color))
        #expect(screen.svg().contains("fill=\"\(painted)\">x</text>"))
    }

    @Test(
        "what a style does to a cell's colours and text",
        arguments: [
            (TextStyle(foreground: .red, background: .blue), "fill=\"#CD0000\">x<", "#0000EE"),
            (
                TextStyle(.reverse, foreground: .red, background: .blue), "fill=\"#0000EE\">x<",
                "#CD0000"
            ),
            (TextStyle(.reverse), "fill=\"#000000\">x<", "#E5E5E5"),
            (TextStyle(.dim, foreground: .white, background: .black), "fill=\"#727272\">x<", nil),
            (TextStyle(.bold), "font-weight=\"bold\">x<", nil),
            (TextStyle(.italic), "font-style=\"italic\">x<", nil),
            (TextStyle([.bold, .italic]), "font-weight=\"bold\" font-style=\"italic\">x<", nil),
        ])
    func styles(style: TextStyle, text: String, background: String?) {
        let screen = Screen(size: Size(width: 1, height: 1))
        screen.put("x", width: 1, at: .zero, style: style)
        let svg = screen.svg()
        #expect(svg.contains(text))
        let cellBackground = "<rect x=\"0\" y=\"0\" width=\"10\" height=\"20\" fill=\""
        #expect(svg.contains(cellBackground + (background ?? "")) == (background != nil))
    }

    @Test("underline is a line along the bottom of the cell")
    func underline() {
        let screen = Screen(size: Size(width: 2, height: 1))
        screen.put("u", width: 1, at: Point(x: 1, y: 0), style: TextStyle(.underline))
        #expect(
            screen.svg().contains(
                "<rect x=\"10\" y=\"17\" width=\"10\" height=\"1\" fill=\"#E5E5E5\"/>"))
    }

    @Test("a wide character is stretched over its two cells")
    func wideCharacter() {
        let screen = Screen(size: Size(width: 3, height: 1))
        screen.put("行", width: 2, at: Point(x: 1, y: 0), style: TextStyle(background: .red))
        let svg = screen.svg()
        #expect(
            svg.contains("<rect x=\"10\" y=\"0\" width=\"20\" height=\"20\" fill=\"#CD0000\"/>"))
        #expect(svg.contains("x=\"10\" y=\"15\" fill=\"#E5E5E5\" textLength=\"20\""))
    }

    @Test("the cursor is a block: its cell, both halves of a wide one, reversed")
    func cursor() {
        let screen = Screen(size: Size(width: 4, height: 1))
        screen.put("行", width: 2, at: Point(x: 2, y: 0), style: .plain)
        screen.cursor = Point(x: 3, y: 0)
        #expect(
            screen.svg().contains(
                "<rect x=\"20\" y=\"0\" width=\"20\" height=\"20\" fill=\"#E5E5E5\"/>"))
        #expect(screen.svg().contains("fill=\"#000000\" textLength=\"20\""))
    }

    @Test(
        "text from data is escaped, and control characters never reach the picture",
        arguments: [
            ("<", "&lt;"), ("&", "&amp;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&apos;"),
            ("\u{1B}", "\u{FFFD}"), ("\u{7}", "\u{FFFD}"), ("\u{9B}", "\u{FFFD}"),
            ("\u{7F}", "\u{FFFD}"),
        ])
    func escaping(grapheme: String, shown: String) {
        let screen = Screen(size: Size(width: 1, height: 1))
        screen.put(grapheme, width: 1, at: .zero, style: .plain)
        let svg = screen.svg()
        #expect(svg.contains(">\(shown)</text>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("highlighted cells are outlined in magenta, those off the screen left out")
    func highlights() {
        let screen = Screen(size: Size(width: 2, height: 2))
        let svg = screen.svg(highlighting: [Point(x: 1, y: 1), Point(x: 5, y: 0)])
        #expect(
            svg.contains(
                "<rect x=\"11\" y=\"21\" width=\"8\" height=\"18\" fill=\"none\" stroke=\"#FF00FF\""
            ))
        #expect(svg.ranges(of: "#FF00FF").count == 1)
    }
}
