import TermLayout
import Testing

@testable import TermLayoutCurses

/// Found by the soak (`Tools/soak.sh 60`, seed 2847202887501649900): a paste cut in two
/// inside a character, the second write late on a loaded machine, quit TailAndClock: the
/// paste ended at the cut, and its rest, a `q` in it, came as keys. The character now waits
/// as long as the paste it is in.
extension PseudoTerminalTests {
    @Test(
        "a bracketed paste cut inside a character is one paste, whatever the pause between the cuts",
        arguments: [0, 50, 300, 1_000])
    func pasteCutInsideACharacter(pauseMilliseconds: Int) async throws {
        let paste = Array("\u{1B}[200~行漢字 helloq world\u{1B}[201~".utf8)
        // After the first two of 字's three bytes.
        let cut = Array("\u{1B}[200~行漢".utf8).count + 2
        try await withRecordingApp { pty, _, recorder in
            try await pty.startSending(
                [Array(paste[..<cut]), Array(paste[cut...]) + Array("z".utf8)],
                apart: .milliseconds(pauseMilliseconds)
            ).value
            try await waitUntil("the key typed after it") { recorder.keys.last == .character("z") }
            #expect(recorder.keys == [.paste("行漢字 helloq world"), .character("z")])
        }
    }
}
