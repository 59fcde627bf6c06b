import Foundation
import TermLayout
import TermLayoutCurses
import TermLayoutTesting
import Testing

@testable import layout_demo

/// The README's pictures, `Documentation/Pictures/*.svg`, drawn again and compared with the
/// committed files byte for byte: a picture fails here once the screen it shows has changed.
/// `Tools/readme-pictures.sh` draws them all again (`TERMLAYOUT_RECORD=1`).
@Suite("The README's pictures are the screens they show")
@MainActor
struct ReadmePictureTests {
    /// `Documentation/Pictures` of the package these tests belong to.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Documentation/Pictures")

    /// A picture of the demo: what the keys show from its first scene at a size.
    struct DemoPicture: CustomTestStringConvertible, Sendable {
        let name: String
        let size: Size
        let keys: [Key]
        var testDescription: String { "\(name).svg" }
    }

    nonisolated static let demoPictures = [
        DemoPicture(name: "demo-safe-area", size: Size(width: 80, height: 24), keys: []),
        DemoPicture(
            name: "demo-playground", size: Size(width: 80, height: 24),
            keys: [.function(2)] + "H:|-[a]-[b(==a)]-|".map { .character($0) } + [.enter]),
        DemoPicture(
            name: "demo-inspector", size: Size(width: 80, height: 24),
            keys: [.function(2), .escape, .function(4)]),
        DemoPicture(
            name: "demo-scrolling", size: Size(width: 80, height: 14), keys: [.function(3)]),
        DemoPicture(name: "demo-form", size: Size(width: 80, height: 24), keys: [.function(6)]),
    ]

    @Test("each picture of the demo is the demo's screen", arguments: demoPictures)
    func demo(_ picture: DemoPicture) async throws {
        let (app, _) = try makeDemoApp(size: picture.size)
        try await app.test(size: picture.size) { pilot in
            try await pilot.press(picture.keys)
            Self.expectPicture(pilot.screen, named: picture.name)
        }
    }

    @Test(
        "the twenty-line app's picture is its screen at 40×10, in tmux",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func twentyLineApp() throws {
        let size = Size(width: 40, height: 10)
        let session = try TmuxSession(
            arguments: [builtProgram("TwentyLineApp")], size: size, environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.last?.contains("q quit") == true }
        _ = try session.waitForSettledScreen()
        Self.expectPicture(try session.captureScreen(), named: "twenty-line-app")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    /// Compares `screen.svg()` with `Documentation/Pictures/name.svg`, or writes it there
    /// (a new picture, or `TERMLAYOUT_RECORD=1`).
    static func expectPicture(
        _ screen: Screen, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let file = SnapshotFile(file: folder.appending(path: "\(name).svg"))
        let svg = screen.svg()
        guard let stored = file.storedOrRecorded(svg, sourceLocation: sourceLocation),
            stored != file.contents(svg)
        else { return }
        Issue.record(
            Comment(
                rawValue: "Documentation/Pictures/\(name).svg is not the screen it shows any more;"
                    + " Tools/readme-pictures.sh draws the pictures again"),
            sourceLocation: sourceLocation)
    }
}
