import Foundation
import TermLayout
import TermLayoutCursesTesting
import TermLayoutSamples
import TermLayoutTesting
import Testing

@testable import TermLayoutCurses
@testable import TerminalInput

/// Random terminal input: keys, Alt and modified keys, pastes, mouse reports in and out of
/// range, replies to queries, control strings, bytes that are no UTF-8, and plain garbage.
struct TerminalInputGenerator {
    var random: SplitMix64
    let size: Size

    mutating func next() -> [UInt8] {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return text()
        case 1:
            return [[0x09], [0x0D], [0x7F], [0x1B], [0x01], [0x13], [0x0C]].randomElement(
                using: &random)!
        case 2:
            let letter = "abcdefghijklmnopqrstuvwxyz".randomElement(using: &random)!
            return Array("\u{1B}\(letter)".utf8)
        case 3: return Array(ModifiedKeys.allSequences.randomElement(using: &random)!.sequence.utf8)
        case 4:
            return Array(
                [
                    "\u{1B}[A", "\u{1B}[B", "\u{1B}OC", "\u{1B}[D", "\u{1B}[5~", "\u{1B}[6~",
                    "\u{1B}[3~", "\u{1B}[21~",
                ]
                .randomElement(using: &random)!.utf8)
        case 5, 6: return mouse()
        case 7:
            return Array(
                [
                    "\u{1B}[?62;22c", "\u{1B}[?2026;2$y", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
                    "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[5;5R", "\u{1B}[13;2u", "\u{1B}[27;5;13~",
                ].randomElement(using: &random)!.utf8)
        case 8:
            return Array("\u{1B}[200~".utf8) + text() + [0x0A] + text() + Array("\u{1B}[201~".utf8)
        case 9:
            return (0..<Int.random(in: 1...3, using: &random)).map { _ in
                UInt8.random(in: 0x80...0xFF, using: &random)
            }
        case 10:
            return (0..<Int.random(in: 1...6, using: &random)).map { _ in
                UInt8.random(in: 0...0xFF, using: &random)
            }
        default:
            let bad = [
                "\u{1B}[<0;0;0M", "\u{1B}[<0;;M", "\u{1B}[<M", "\u{1B}[<0;-5;-5M",
                "\u{1B}[<255;1;1M", "\u{1B}[<0;5;5",
            ]
            return Array(bad.randomElement(using: &random)!.utf8)
        }
    }

    private mutating func text() -> [UInt8] {
        let words = ["a", "Ab", "hello ", "行", "é", "😀", "q", " ", "12"]
        return Array(
            (0..<Int.random(in: 1...4, using: &random)).map { _ in
                words.randomElement(using: &random)!
            }.joined().utf8)
    }

    /// A press, release, drag or wheel report at a cell inside the screen or just outside it.
    private mutating func mouse() -> [UInt8] {
        let x = Int.random(in: 1...(size.width + 2), using: &random)
        let y = Int.random(in: 1...(size.height + 2), using: &random)
        let code = [0, 1, 2, 32, 64, 65, 4, 16].randomElement(using: &random)!
        return Array("\u{1B}[<\(code);\(x);\(y)\(Bool.random(using: &random) ? "M" : "m")".utf8)
    }
}

extension PseudoTerminalTests {
    /// How long the run loop is fuzzed: `TERMLAYOUT_RUNLOOP_FUZZ_SECONDS`, else 5 s. For a run
    /// longer than the suite's time limit, raise `TERMLAYOUT_TIMEOUT_SCALE` with it.
    static let runLoopFuzzDuration = Duration.seconds(
        ProcessInfo.processInfo.environment["TERMLAYOUT_RUNLOOP_FUZZ_SECONDS"].flatMap(Int.init)
            ?? 5)

    /// The form of every control run as an app, fed random input in random chunks at random
    /// pauses (some long enough for a begun sequence or paste to be given up). After every
    /// chunk the app still runs; after every stream, once what it presented is dismissed, a
    /// key no control takes reaches the app's key bindings.
    @Test("random input in random chunks never ends the app, and a key after it still arrives")
    func runLoopFuzz() async throws {
        let size = Size(width: 70, height: 20)
        let pty = try PseudoTerminal(size: size)
        defer { pty.close() }
        let session = try pty.startSession(terminalType: "xterm-256color")
        let root = try SampleScreens.form(size)
        let app = TerminalApp(root: root)
        var probes = 0
        app.keyBindings[.modified(.function(12), .control)] = { probes += 1 }
        var finished = false
        let running = Task {
            defer { finished = true }
            try await app.run(in: session)
        }
        let seed = UInt64(Date().timeIntervalSince1970)
        var generator = TerminalInputGenerator(random: SplitMix64(seed: seed), size: size)
        var random = SplitMix64(seed: seed &+ 1)
        let end = ContinuousClock.now + Self.runLoopFuzzDuration
        var streams = 0
        while ContinuousClock.now < end, !finished {
            let bytes = (0..<50).flatMap { _ in generator.next() }
            var start = 0
            while start < bytes.count, !finished {
                let chunk = bytes[
                    start..<min(bytes.count, start + Int.random(in: 1...48, using: &random))]
                start += chunk.count
                try pty.send(Array(chunk))
                // Mostly a pause a terminal's writes have between them; now and then one long
                // enough for a begun sequence or paste to be given up.
                let pause =
                    Int.random(in: 0..<20, using: &random) == 0
                    ? Int.random(in: 0...150, using: &random)
                    : Int.random(in: 0...2, using: &random)
                try await Task.sleep(for: .milliseconds(pause))
                #expect(!finished, "the app ended, seed \(seed), stream \(streams)")
            }
            // The probe may end a sequence or a paste the stream began, as any key would, and
            // an alert or a menu the stream opened, as modal as it should be, takes it: it is
            // sent again, after they are dismissed, once the app has read it and waits for
            // nothing more.
            let before = probes
            for attempt in 1...3 where probes == before && !finished {
                for view in root.presentedViews.reversed() { root.dismiss(view) }
                let reads = app.inputReads
                try pty.send(Array("\u{1B}[24;5~".utf8))
                try await waitUntil("the probe read, seed \(seed), stream \(streams)") {
                    probes > before || finished
                        || (app.inputReads > reads && !app.isWaitingForInput)
                }
                #expect(
                    probes > before || attempt < 3, "probes lost, seed \(seed), stream \(streams)")
            }
            #expect(!finished, "the app ended, seed \(seed), stream \(streams)")
            #expect(root.frame == Rect(origin: .zero, size: size))
            #expect(root.subtree.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
            streams += 1
        }
        print("run-loop fuzz: seed \(seed), \(streams) streams of 50 inputs, the app alive")
        app.quit()
        try await running.value
    }
}
