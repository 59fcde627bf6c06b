import Foundation
import TermLayout
import TermLayoutCurses
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// The screenshot key, pressed through a pilot: the file it writes is the screen that shows,
/// and a folder it cannot write to is reported, not fatal.
@Suite("The screenshot key saves what shows as an SVG")
@MainActor
struct ScreenshotTests {
    /// A fresh folder of the system's temporary one, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "termlayout-screenshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The form sample with F12 taking screenshots into `folder`, and what it was told.
    static func app(into folder: String) throws -> (TerminalApp, Box, SampleForm) {
        let (app, form) = try PilotTests.formApp(size: Size(width: 80, height: 16))
        let told = Box()
        app.screenshotKey = .function(12)
        app.screenshotDirectory = folder
        app.didTakeScreenshot = { told.results.append($0) }
        return (app, told, form)
    }

    /// What `didTakeScreenshot` was told, in order.
    final class Box {
        var results: [Result<String, ScreenshotError>] = []
    }

    @Test(
        "F12 saves the screen, cursor and too-small screen included, one new file a press",
        arguments: [Size(width: 80, height: 16), Size(width: 12, height: 3)])
    func saves(_ size: Size) async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, told, form) = try Self.app(into: folder.path())
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.type("Ada")
            try await pilot.resize(to: size)
            try await pilot.press(.function(12), .function(12))
            let paths = try told.results.map { try $0.get() }
            #expect(paths.count == 2 && Set(paths).count == 2, "a second press, a second file")
            for path in paths {
                #expect(path.hasPrefix(folder.path()) && path.hasSuffix(".svg"))
                #expect(try String(contentsOfFile: path, encoding: .utf8) == pilot.screen.svg())
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
            #expect(names.count == 2 && names.allSatisfy { $0.hasPrefix("screenshot-") })
            #expect(form.name.text == "Ada", "the field never saw F12")
        }
    }

    @Test("a folder that is not there is reported, and the app keeps running and typing")
    func badFolder() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appending(path: "missing").path()
        let (app, told, form) = try Self.app(into: missing)
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.press(.function(12))
            guard case .failure(let error) = try #require(told.results.first) else {
                Issue.record("a screenshot into \(missing) was said to be saved")
                return
            }
            #expect(error.path.hasPrefix(missing))
            #expect(error.description.contains("No such file or directory"))
            #expect(pilot.terminal.isRunning)
            try await pilot.type("x")
            #expect(form.name.text == "x", "keys still reach the form")
        }
    }

    @Test("by default, where the screenshot went is written to the root's log")
    func loggedByDefault() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, _) = try PilotTests.formApp(size: Size(width: 80, height: 16))
        var logged: [String] = []
        app.root.log = { logged.append($0) }
        app.screenshotKey = .function(12)
        app.screenshotDirectory = folder.path()
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.press(.function(12))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
        #expect(logged == names.map { "screenshot saved to \(folder.path())/\($0)" })
        #expect(names.count == 1)
    }
}
