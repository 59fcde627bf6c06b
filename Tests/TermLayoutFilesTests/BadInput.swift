import Foundation
import TermLayout
import TermLayoutFiles
import TermLayoutTesting
import Testing

/// One row of a bad-input table: a file's bytes, made when the row runs (big files are never
/// committed), and what reading the file must give.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What reading the file must give.
    enum Outcome: Sendable {
        /// A `LayoutFileError` at this line and column, with this message.
        case error(line: Int, column: Int, message: String)
        /// A layout on an 80×24 screen: this many declared views, this many constraints the
        /// engine refused, and these frames (`root` for the root; views not named are not
        /// checked).
        case layout(views: Int, refused: Int = 0, frames: [String: Rect] = [:])
    }

    var testDescription: String
    var bytes: @Sendable () -> [UInt8]
    var outcome: Outcome

    /// A file of `text`, in UTF-8.
    init(
        _ description: String, _ text: @autoclosure @escaping @Sendable () -> String,
        _ outcome: Outcome
    ) {
        self.init(description, bytes: { Array(text().utf8) }, outcome)
    }

    /// A file of the bytes `bytes` makes.
    init(_ description: String, bytes: @escaping @Sendable () -> [UInt8], _ outcome: Outcome) {
        testDescription = description
        self.bytes = bytes
        self.outcome = outcome
    }
}

/// The whole screen, which views pinned to the root's edges fill.
let fullScreen = Rect(x: 0, y: 0, width: 80, height: 24)

/// `count` lines made by `line` from their index, each ended by a line feed.
func lines(_ count: Int, _ line: (Int) -> String) -> String {
    (0..<count).map { line($0) + "\n" }.joined()
}

/// Writes the row's bytes to a file in a fresh temporary folder, reads it with
/// `LayoutFile(contentsOf:)`, lays it out, and checks the outcome, the time it took, and that
/// an error's three lines show no control character raw. The slowest rows take about 5 s in a
/// debug build; `limit` leaves room for a busy machine, as it is there to catch a run that
/// does not end. A sanitized build is slower still: the limit is multiplied by
/// `TmuxSession.timeoutScale`, as the tmux waits are.
@MainActor
func expectOutcome(_ input: BadInput, within limit: Duration = .seconds(60)) throws {
    let limit = limit * TmuxSession.timeoutScale
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("badinput-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("bad.layout")
    try Data(input.bytes()).write(to: url)

    let start = ContinuousClock.now
    let result = Result { () throws -> LayoutFile in
        let file = try LayoutFile(contentsOf: url)
        file.root.layoutIfNeeded()
        return file
    }
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < limit, "took \(elapsed)")

    switch (input.outcome, result) {
    case (.error(let line, let column, let message), .failure(let error as LayoutFileError)):
        #expect(error.message == message)
        #expect((error.line, error.column) == (line, column))
        #expect(error.file == url.path)
        #expect(rawControlCharacters(in: error.description).isEmpty)
    case (.layout(let views, let refused, let frames), .success(let file)):
        #expect(file.viewNames.count == views)
        #expect(file.constraints.filter { !$0.isActive }.count == refused)
        for (name, frame) in frames {
            let view = name == "root" ? file.root : file.views[name]
            #expect(view?.absoluteFrame == frame, "the frame of \(name)")
        }
    case (_, .failure(let error)):
        Issue.record("expected \(input.outcome), but the file was refused: \(error)")
    case (_, .success):
        Issue.record("expected \(input.outcome), but the file was laid out")
    }
}
