import TermLayout
import Testing

@Suite("Snapshots with styles")
@MainActor
struct ScreenStyledLinesTests {
    @Test("text, then a key for each cell's style, then what each key stands for")
    func boxWithStyledTitle() {
        let view = Painting(rect(0, 0, 9, 3)) { canvas in
            canvas.drawBox(
                canvas.bounds, title: "Log", style: TextStyle(foreground: .cyan),
                titleStyle: TextStyle(.bold))
            canvas.draw("ok", at: Point(x: 1, y: 1))
        }
        #expect(
            render(view).styledLines == [
                "┌─ Log ─┐",
                "│ok     │",
                "└───────┘",
                "aaabbbaaa",
                "a.......a",
                "aaaaaaaaa",
                "a = fg:cyan",
                "b = bold",
            ])
    }

    @Test("text and fills carry their style into every cell they write, cut halves included")
    func stylesOfTextAndFills() {
        let view = Painting(rect(0, 0, 4, 2)) { canvas in
            canvas.fill(rect(0, 1, 4, 1), with: "-", style: TextStyle(foreground: .red))
            canvas.draw("ab中", at: Point(x: 1, y: 0), style: TextStyle(.bold))
        }
        #expect(
            screen(5, 2, [view]).styledLines == [
                " ab .",
                "----.",
                ".aaa.",
                "bbbb.",
                "a = bold",
                "b = fg:red",
            ])
    }

    @Test("a wide character has a key for each of its cells; half overwritten, the other keeps its")
    func wideCharacters() {
        let wide = Painting(rect(0, 0, 4, 1)) {
            $0.draw("中文", at: .zero, style: TextStyle(.underline))
        }
        let over = Painting(rect(3, 0, 1, 1)) {
            $0.draw("x", at: .zero, style: TextStyle(.reverse))
        }
        #expect(
            screen(4, 1, [wide, over]).styledLines == [
                "中 x",
                "aaab",
                "a = underline",
                "b = reverse",
            ])
    }

    @Test("every style gets a key of its own, past a–z, A–Z and 0–9")
    func manyStyles() {
        let view = Painting(rect(0, 0, 100, 1)) { canvas in
            for x in 0..<100 {
                canvas.draw(
                    " ", at: Point(x: x, y: 0), style: TextStyle(background: .indexed(UInt8(x))))
            }
        }
        let snapshot = render(view).styledLines
        let keys = Array(snapshot[1])
        #expect(Set(keys).count == 100)
        #expect(String(keys[59...64]) == "789ÀÁÂ")
        #expect(snapshot[2] == "a = bg:0")
        #expect(snapshot.last == "\(keys[99]) = bg:99")
        #expect(keys.allSatisfy { String($0).displayWidth == 1 })
    }

    struct Described: Sendable, CustomTestStringConvertible {
        var style: TextStyle
        var description: String
        var testDescription: String { description }
    }

    nonisolated static let descriptions: [Described] = [
        Described(style: .plain, description: "plain"),
        Described(style: TextStyle([.reverse, .bold]), description: "bold reverse"),
        Described(style: TextStyle([.dim, .underline]), description: "dim underline"),
        Described(style: TextStyle(foreground: .brightMagenta), description: "fg:brightMagenta"),
        Described(style: TextStyle(background: .indexed(236)), description: "bg:236"),
        Described(
            style: TextStyle(
                foreground: .rgb(red: 255, green: 128, blue: 0),
                background: .rgb(red: 0, green: 0, blue: 10)),
            description: "fg:#FF8000 bg:#00000A"),
        Described(
            style: TextStyle(.bold, foreground: .white, background: .blue),
            description: "bold fg:white bg:blue"),
    ]

    @Test(
        "a style describes itself as its attributes and the colours that are not the default",
        arguments: descriptions)
    func describes(_ described: Described) {
        #expect(described.style.description == described.description)
    }

    nonisolated static let palette: [(TerminalColor, Int?)] = [
        (.default, nil), (.black, 0), (.red, 1), (.white, 7), (.brightBlack, 8), (.brightWhite, 15),
        (.indexed(1), 1), (.indexed(255), 255), (.rgb(red: 205, green: 0, blue: 0), nil),
    ]

    @Test("a colour's number in the terminal's palette", arguments: palette)
    func paletteIndex(_ color: TerminalColor, _ index: Int?) {
        #expect(color.paletteIndex == index)
    }
}
