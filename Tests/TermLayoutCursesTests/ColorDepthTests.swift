import Foundation
import TermLayout
import TermLayoutCursesTesting
import Testing

@testable import TermLayoutCurses

private typealias RGB = XtermPalette.RGB

@Suite("Colours a terminal lacks become the nearest it has")
struct ColorDepthTests {
    @Test(
        "the depth comes from COLORS, terminfo's RGB and whether ncurses has extended colours",
        arguments: [
            (0, false, true, ColorDepth.monochrome), (8, false, true, .ansi8),
            (16, false, true, .ansi16), (88, false, true, .ansi16), (256, false, true, .palette256),
            (256, true, true, .palette256), (1 << 24, true, true, .direct),
            (1 << 24, false, true, .palette256),
            // Old ncurses would pass a palette index to a terminal that reads it as RGB.
            (1 << 24, true, false, .ansi8),
        ])
    func depth(colors: Int, hasRGB: Bool, extendedColors: Bool, depth: ColorDepth) {
        #expect(
            ColorDepth(colors: colors, hasRGB: hasRGB, extendedColors: extendedColors) == depth)
    }

    @Test(
        "xterm's palette: the 16, the 6×6×6 cube from 16, the greys from 232",
        arguments: [
            (1, RGB(205, 0, 0)), (9, RGB(255, 0, 0)), (12, RGB(92, 92, 255)), (16, RGB(0, 0, 0)),
            (21, RGB(0, 0, 255)), (102, RGB(135, 135, 135)), (196, RGB(255, 0, 0)),
            (208, RGB(255, 135, 0)), (231, RGB(255, 255, 255)), (232, RGB(8, 8, 8)),
            (244, RGB(128, 128, 128)), (255, RGB(238, 238, 238)),
        ])
    fileprivate func palette(index: Int, rgb: RGB) {
        #expect(XtermPalette.color(index) == rgb)
    }

    /// Worked by hand: each component's nearest cube level (0, 95, 135, 175, 215, 255), and
    /// the grey nearest the average, whichever is nearer.
    @Test(
        "an RGB colour on 256 colours: the nearest of the cube and the grey ramp",
        arguments: [
            (RGB(0, 0, 0), 16), (RGB(255, 255, 255), 231), (RGB(255, 0, 0), 196),
            (RGB(255, 128, 0), 208), (RGB(0, 175, 255), 39), (RGB(95, 135, 0), 64),
            (RGB(40, 60, 200), 26), (RGB(128, 128, 128), 244), (RGB(10, 10, 10), 232),
            (RGB(100, 100, 100), 241), (RGB(238, 238, 238), 255), (RGB(250, 250, 250), 231),
        ])
    fileprivate func nearest256(rgb: RGB, index: Int) {
        #expect(ColorDepth.nearestIndex256(to: rgb) == index)
    }

    @Test("every entry of the cube and the ramp is its own nearest")
    func paletteRoundTrip() {
        let missed = (16...255).filter {
            ColorDepth.nearestIndex256(to: XtermPalette.color($0)) != $0
        }
        #expect(missed.isEmpty)
    }

    /// Worked by hand: the squared distances to xterm's 16, greys to its greys only.
    @Test(
        "an RGB colour on 16 or 8 colours: the nearest standard colour",
        arguments: [
            (RGB(255, 0, 0), 16, 9), (RGB(255, 0, 0), 8, 1), (RGB(200, 0, 0), 16, 1),
            (RGB(128, 128, 128), 16, 8), (RGB(128, 128, 128), 8, 7), (RGB(0, 0, 0), 8, 0),
            (RGB(255, 128, 0), 16, 3), (RGB(0, 175, 255), 16, 6), (RGB(95, 135, 0), 16, 2),
            // Greys to greys: by distance alone, 128 would be yellow on 8 colours.
            (RGB(200, 200, 200), 8, 7), (RGB(100, 100, 100), 8, 0), (RGB(120, 128, 140), 16, 8),
            (RGB(250, 250, 250), 16, 15),
        ])
    fileprivate func nearestStandard(rgb: RGB, count: Int, index: Int) {
        #expect(ColorDepth.nearestStandard(to: rgb, count: count) == index)
    }

    static let orange = TerminalColor.rgb(red: 255, green: 128, blue: 0)
    static let grey = TerminalColor.rgb(red: 128, green: 128, blue: 128)

    @Test(
        "the colour number ncurses is given at each depth; -1 is the terminal's default",
        arguments: [
            (ColorDepth.monochrome, TerminalColor.red, -1), (.palette256, .default, -1),
            (.ansi8, .red, 1), (.ansi8, .brightRed, 1), (.ansi8, .indexed(9), 1),
            (.ansi8, .indexed(196), 1), (.ansi8, grey, 7), (.ansi8, .indexed(244), 7),
            (.ansi16, .brightRed, 9), (.ansi16, .indexed(196), 9), (.ansi16, orange, 3),
            (.ansi16, .indexed(244), 8), (.palette256, .brightRed, 9),
            (.palette256, .indexed(196), 196), (.palette256, orange, 208),
            (.palette256, grey, 244), (.direct, .default, -1), (.direct, .red, 1),
            (.direct, .indexed(3), 3), (.direct, .brightRed, 0xFF0000),
            (.direct, .brightBlack, 0x7F7F7F), (.direct, .indexed(196), 0xFF0000),
            (.direct, .indexed(244), 0x808080), (.direct, orange, 0xFF8000),
            // Numbers under 8 would be the standard colours.
            (.direct, .rgb(red: 0, green: 0, blue: 0), 8),
            (.direct, .rgb(red: 0, green: 0, blue: 5), 8),
            (.direct, .rgb(red: 0, green: 0, blue: 9), 9),
        ] as [(ColorDepth, TerminalColor, Int32)])
    func number(depth: ColorDepth, color: TerminalColor, number: Int32) {
        #expect(depth.number(for: color) == number)
    }
}

/// Whether the terminfo database (as this process's environment finds it) has `name`.
private func terminfoHas(_ name: String) -> Bool {
    let infocmp = Process()
    infocmp.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    infocmp.arguments = ["infocmp", name]
    infocmp.standardOutput = FileHandle.nullDevice
    infocmp.standardError = FileHandle.nullDevice
    guard (try? infocmp.run()) != nil else { return false }
    infocmp.waitUntilExit()
    return infocmp.terminationStatus == 0
}

extension PseudoTerminalTests {
    /// A label in bold orange, `#ff8000`, on a terminal of `terminalType` with `colors`: the
    /// bytes written.
    private func orangeLabel(
        on terminalType: String, colors: ColorSettings = ColorSettings()
    ) throws -> [UInt8] {
        let pty = try PseudoTerminal(size: Size(width: 10, height: 2), keepsOutput: true)
        defer { pty.close() }
        let display = TerminalDisplay(
            session: try pty.startSession(terminalType: terminalType, colors: colors))
        let root = RootView(size: Size(width: 10, height: 2))
        let label = Label(
            identifier: "label", text: "orange",
            style: TextStyle(.bold, foreground: ColorDepthTests.orange))
        try root.addSubview(label)
        label.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        try display.show(root)
        return try pty.output()
    }

    @Test(
        "an RGB colour reaches a terminal as the nearest colour it has",
        arguments: [("xterm-256color", "\u{1B}[38;5;208m"), ("xterm", "\u{1B}[33m")])
    func rgbOnFewerColors(terminalType: String, sequence: String) throws {
        let output = try orangeLabel(on: terminalType)
        #expect(output.contains(Array(sequence.utf8)))
        #expect(output.contains(Array("orange".utf8)))
    }

    @Test(
        "an RGB colour reaches a direct-colour terminal as it is",
        .enabled(if: terminfoHas("xterm-direct"), "the terminfo database has no xterm-direct"))
    func rgbOnDirectColor() throws {
        let output = try orangeLabel(on: "xterm-direct")
        #expect(output.contains(Array("38:2::255:128:0m".utf8)))
    }

    @Test(
        "the environment's colour settings choose what an RGB colour becomes",
        .enabled(if: terminfoHas("xterm-direct"), "the terminfo database has no xterm-direct"),
        arguments: [
            ("xterm-256color", ["COLORTERM": "truecolor"], "\u{1B}[38:2::255:128:0m"),
            ("xterm-256color", ["COLORTERM": "24bit"], "\u{1B}[38:2::255:128:0m"),
            ("xterm-256color", ["TERMLAYOUT_COLOR": "truecolor"], "\u{1B}[38:2::255:128:0m"),
            ("xterm-256color", ["COLORTERM": "yes"], "\u{1B}[38;5;208m"),
            ("xterm-direct", ["TERMLAYOUT_COLOR": "256"], "\u{1B}[38;5;208m"),
            ("xterm-256color", ["TERMLAYOUT_COLOR": "16"], "\u{1B}[33m"),
            (
                "xterm-256color", ["COLORTERM": "truecolor", "TERMLAYOUT_COLOR": "256"],
                "\u{1B}[38;5;208m"
            ),
        ])
    func rgbUnderSettings(terminalType: String, environment: [String: String], sequence: String)
        throws
    {
        let colors = try ColorSettings { environment[$0] }
        let output = try orangeLabel(on: terminalType, colors: colors)
        #expect(output.contains(Array(sequence.utf8)))
        #expect(output.contains(Array("orange".utf8)))
    }

    @Test(
        "NO_COLOR, or TERMLAYOUT_COLOR=none, writes no colour and keeps the attributes",
        arguments: [
            ("xterm-256color", ["NO_COLOR": "1"]), ("xterm-256color", ["TERMLAYOUT_COLOR": "none"]),
            ("xterm-256color", ["NO_COLOR": "1", "COLORTERM": "truecolor"]),
        ])
    func noColor(terminalType: String, environment: [String: String]) throws {
        let output = String(
            decoding: try orangeLabel(
                on: terminalType, colors: try ColorSettings { environment[$0] }), as: UTF8.self)
        // The orange as a palette entry, as RGB, or as its nearest standard colour.
        for colour in ["38;5", "38:2", "\u{1B}[33m"] {
            #expect(!output.contains(colour), "\(colour) in \(output.debugDescription)")
        }
        #expect(output.contains("1morange"), "bold: \(output.debugDescription)")
    }
}

@Suite("The colours the environment asks for")
struct ColorSettingsTests {
    @Test(
        "COLORTERM, NO_COLOR and TERMLAYOUT_COLOR, the override first",
        arguments: [
            ([:], ColorSettings()),
            (["COLORTERM": "truecolor"], ColorSettings(trueColorAdvertised: true)),
            (["COLORTERM": "24BIT"], ColorSettings(trueColorAdvertised: true)),
            (["NO_COLOR": ""], ColorSettings()),
            (["NO_COLOR": "1"], ColorSettings(limit: ColorSettings.Limit.none)),
            (["NO_COLOR": "1", "TERMLAYOUT_COLOR": "256"], ColorSettings(limit: .palette256)),
            (["TERMLAYOUT_COLOR": "TrueColor"], ColorSettings(limit: .trueColor)),
            (
                ["TERMLAYOUT_COLOR": "16", "COLORTERM": "truecolor"],
                ColorSettings(limit: .ansi16, trueColorAdvertised: true)
            ),
        ] as [([String: String], ColorSettings)])
    func settings(environment: [String: String], expected: ColorSettings) throws {
        #expect(try ColorSettings { environment[$0] } == expected)
    }

    @Test("a TERMLAYOUT_COLOR it does not take is an error that names the values it takes")
    func invalid() {
        #expect {
            try ColorSettings { $0 == "TERMLAYOUT_COLOR" ? "24" : nil }
        } throws: {
            "\($0)"
                == "TERMLAYOUT_COLOR=24 is not a setting it takes; it takes none, 16, 256, truecolor"
        }
    }

    @Test(
        "the entry ncurses starts with: the direct one for true colour, the palette one below it",
        arguments: [
            (ColorSettings(trueColorAdvertised: true), "xterm-256color", "xterm-direct"),
            (ColorSettings(trueColorAdvertised: true), "tmux-256color", "tmux-direct"),
            (ColorSettings(trueColorAdvertised: true), "xterm", "xterm-direct"),
            (ColorSettings(trueColorAdvertised: true), "xterm-direct", nil),
            (ColorSettings(), "xterm-256color", nil),
            (ColorSettings(limit: .palette256), "xterm-direct", "xterm-256color"),
            (
                ColorSettings(limit: ColorSettings.Limit.none, trueColorAdvertised: true),
                "xterm-256color", nil
            ),
        ] as [(ColorSettings, String, String?)])
    func entry(settings: ColorSettings, term: String, expected: String?) {
        #expect(settings.entry(replacing: term) == expected)
    }

    @Test(
        "a limit lowers the terminal's depth, never raises it",
        arguments: [
            (ColorSettings.Limit.none, ColorDepth.direct, ColorDepth.monochrome),
            (.ansi16, .palette256, .ansi16), (.ansi16, .ansi8, .ansi8),
            (.palette256, .ansi16, .ansi16),
            (.palette256, .direct, .ansi8), (.trueColor, .palette256, .palette256),
        ] as [(ColorSettings.Limit, ColorDepth, ColorDepth)])
    func capping(limit: ColorSettings.Limit, depth: ColorDepth, expected: ColorDepth) {
        #expect(ColorSettings(limit: limit).capping(depth) == expected)
    }
}
