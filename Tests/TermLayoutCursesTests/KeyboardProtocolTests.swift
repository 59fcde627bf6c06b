import TermLayout
import TermLayoutCursesTesting
import TermLayoutTesting
import Testing

@testable import TermLayoutCurses

/// The terminal a test plays: how it answers the queries an app sends at start.
struct PlayedTerminal: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// Its answers: the kitty flags, XTVERSION, DA1, in the order asked.
    let answers: String
    /// What the app must write once it has the answers, and again at the end to undo it.
    let on: String
    let off: String
    /// Keys the terminal sends, and what they must reach the app as.
    let keys: String
    let expected: [Key]

    static let all = [
        PlayedTerminal(
            testDescription: "kitty",
            answers: "\u{1B}[?0u\u{1B}P>|kitty(0.39)\u{1B}\\\u{1B}[?62;22c",
            on: "\u{1B}[>1u", off: "\u{1B}[<u",
            keys: "\u{1B}[13;2u\u{1B}[105;5u\t\u{1B}[27u\u{1B}[97;6u",
            expected: [
                .modified(.enter, .shift), .control("i"), .tab, .escape,
                .modified(.character("a"), [.control, .shift]),
            ]),
        PlayedTerminal(
            testDescription: "xterm", answers: "\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?64;1;2c",
            on: "\u{1B}[>4;2m", off: "\u{1B}[>4m",
            keys: "\u{1B}[27;2;13~\u{1B}[27;5;105~\t",
            expected: [.modified(.enter, .shift), .control("i"), .tab]),
        PlayedTerminal(
            testDescription: "a terminal with neither", answers: "\u{1B}[?1;2c", on: "", off: "",
            keys: "\r\t\u{1B}[1;5D", expected: [.enter, .tab, .modified(.left, .control)]),
    ]

    /// What the app writes to turn a keyboard protocol on or off, of either kind.
    static let anyProtocol = ["\u{1B}[>1u", "\u{1B}[<u", "\u{1B}[>4;2m", "\u{1B}[>4m"]
}

extension PseudoTerminalTests {
    @Test(
        "the app turns on the keyboard protocol the terminal has, reads its keys, and turns it off at the end",
        arguments: PlayedTerminal.all)
    func keyboardProtocol(terminal: PlayedTerminal) async throws {
        try await withRecordingApp(keepsOutput: true) { pty, app, recorder in
            try await waitUntil("the queries") { written(pty, "\u{1B}[?u\u{1B}[>0q") }
            let reads = app.inputReads
            try pty.send(Array(terminal.answers.utf8))
            try await waitUntil("the answers read") { app.inputReads > reads }
            if !terminal.on.isEmpty {
                try await waitUntil("the protocol on") { written(pty, terminal.on) }
            }
            try pty.send(Array((terminal.keys + "z").utf8))
            try await waitUntil("the keys") { recorder.keys.last == .character("z") }
            #expect(recorder.keys == terminal.expected + [.character("z")])
        } afterQuit: { pty in
            let output = try pty.output()
            let turnedOn = PlayedTerminal.anyProtocol.filter { output.contains(Array($0.utf8)) }
            #expect(Set(turnedOn) == Set([terminal.on, terminal.off].filter { !$0.isEmpty }))
            if let on = output.lastRange(of: Array(terminal.on.utf8)), !terminal.on.isEmpty {
                #expect(output[on.upperBound...].contains(Array(terminal.off.utf8)), "off after on")
            }
        }
    }

    @Test("under the kitty protocol a lone Esc byte is no key, and waits for nothing")
    func loneEscapeUnderKitty() async throws {
        try await withRecordingApp(keepsOutput: true) { pty, app, recorder in
            try await waitUntil("the queries") { written(pty, "\u{1B}[?u") }
            try pty.send(Array("\u{1B}[?1u\u{1B}[?62c".utf8))
            try await waitUntil("the protocol on") { written(pty, "\u{1B}[>1u") }
            let reads = app.inputReads
            try pty.send([0x1B])
            try await waitUntil("the Esc read") { app.inputReads > reads }
            try await waitUntil("the Esc given up") { !app.isWaitingForInput }
            try pty.send(Array("z".utf8))
            try await waitUntil("the key typed after it") { recorder.keys.last == .character("z") }
            #expect(recorder.keys == [.character("z")])
        }
    }
}

@Suite(
    "Keys through tmux with its extended keys on",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ExtendedKeysTmuxTests {
    @Test("tmux with extended-keys on tells Shift-Enter and Ctrl-Shift-A to the app")
    func extendedKeys() throws {
        let session = try TmuxSession(
            arguments: [sampleScreens, "keys"], size: Size(width: 40, height: 12),
            environment: utf8)
        defer { session.close() }
        try session.setOption("extended-keys", "on")
        _ = try session.waitUntil { $0.last?.contains("q quit") == true }
        try session.sendKeys("S-Enter", "C-Enter", "C-S-a", "Enter", "M-Enter", "Tab")
        let names = ["shift-enter", "ctrl-enter", "ctrl-shift-a", "enter", "alt-enter", "tab"]
        let screen = try session.waitUntil { text($0).contains("tab") }
        #expect(Array(text(screen).dropFirst().prefix(names.count)) == names)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }
}
