import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// The README's terminal programs (built from `Snippets/`), run as a person would: they show
/// their screen, follow resizes, quit on `q` with status 0, and tell what broke in the layout.
@Suite(
    "The README's terminal programs, run in tmux",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .serialized)
struct ExampleAppTests {
    @Test(
        "the twenty-line app draws its screen at each size, and again after resizes",
        arguments: [(60, 14), (40, 10), (80, 24)])
    func twentyLineApp(width: Int, height: Int) throws {
        let session = try TmuxSession(
            arguments: [builtProgram("TwentyLineApp")], size: Size(width: 60, height: 14),
            environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.last?.contains("q quit") == true }
        let size = Size(width: width, height: height)
        try session.resize(through: [Size(width: 9, height: 4), Size(width: 1, height: 1), size])
        _ = try session.waitUntil { $0.count == height && $0.last?.contains("q quit") == true }
        let screen = try session.waitForSettledScreen()
        expectSnapshot(screen.joined(separator: "\n"), named: "twenty-line-app-\(width)x\(height)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    @Test("the smallest terminal program quits on q with status 0")
    func smallestProgram() throws {
        let session = try TmuxSession(
            arguments: [builtProgram("RunningInATerminal")], size: Size(width: 30, height: 8),
            environment: utf8)
        defer { session.close() }
        _ = try session.waitForSettledScreen()
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    @Test(
        "below its minimum size the app shows the too-small screen, and its layout again above it"
    )
    @MainActor func tooSmall() throws {
        let size = Size(width: 40, height: 10)
        let session = try TmuxSession(
            arguments: [builtProgram("TwentyLineApp")], size: size, environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.last?.contains("q quit") == true }
        let laidOut = try session.waitForSettledScreen()
        // The sidebar is at least 10 wide; the status line and the key bar take a row each.
        for small in [
            Size(width: 8, height: 4), Size(width: 9, height: 1), Size(width: 1, height: 1),
        ] {
            try session.resize(to: small)
            let notice = tooSmallLines(needed: Size(width: 10, height: 2), terminal: small)
            #expect(try mismatches(in: session, expected: notice, size: small) == [])
        }
        try session.resize(to: size)
        #expect(try mismatches(in: session, expected: laidOut, size: size) == [])
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    /// The messages `LayoutMessages` causes: a conflict when it starts, then a terminal too
    /// narrow for its box and one wide enough again.
    static let conflict = [
        "Not installed, it conflicts: box.width == 10", "it conflicts with:", "  box.width == 20",
    ]
    static let tooNarrow = [
        "required constraints need 20×5 but the terminal is 10×5; views beyond it are clipped."
            + " Lower the priority of:",
        "  box.leading == root.leading", "  box.width == 20", "  root.trailing >= box.trailing",
        "the layout fits the terminal again at 60×14",
    ]

    /// Runs `LayoutMessages`, narrows the terminal below its box and widens it again, then quits;
    /// returns the shell's screen after the program ends.
    @MainActor func runLayoutMessages(environment: [String: String]) throws -> [String] {
        let session = try TmuxSession(
            shell: "\(builtProgram("LayoutMessages")); echo status $?",
            size: Size(width: 120, height: 30), environment: utf8.merging(environment) { $1 })
        defer { session.close() }
        // The box's bottom edge on the last row shows the program has laid out the new size;
        // below the box's 20 columns the too-small screen shows instead.
        for size in [(60, 14), (10, 5), (60, 14)].map({ Size(width: $0.0, height: $0.1) }) {
            try session.resize(to: size)
            if size.width < 20 {
                let notice = tooSmallLines(needed: Size(width: 20, height: 1), terminal: size)
                _ = try session.waitUntil { $0 == notice }
            } else {
                _ = try session.waitUntil {
                    $0.count == size.height && $0.last?.hasPrefix("└") == true
                }
            }
        }
        try session.resize(to: Size(width: 120, height: 30))
        try session.sendKeys("q")
        let screen = try session.waitUntil { $0.contains { $0.hasPrefix("status ") } }
        return screen.map {
            $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        .filter { !$0.isEmpty }
    }

    @Test("layout messages of a running app are printed on stderr after q restores the terminal")
    @MainActor func messagesAfterQuit() throws {
        let screen = try runLayoutMessages(environment: [:])
        let held =
            "TermLayout: 2 layout messages while the terminal was in use (TERMLAYOUT_LOG=FILE"
            + " writes them to FILE as they happen):"
        // The conflict comes before the terminal is taken, so it is written at once.
        #expect(screen == Self.conflict + [held] + Self.tooNarrow + ["status 0"])
    }

    @Test("with TERMLAYOUT_LOG=FILE the messages go to FILE as they happen, not to the screen")
    @MainActor func messagesToFile() throws {
        let file = FileManager.default.temporaryDirectory
            .appending(path: "termlayout-log-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let screen = try runLayoutMessages(environment: ["TERMLAYOUT_LOG": file.path()])
        #expect(screen == ["status 0"])
        let logged = try String(contentsOf: file, encoding: .utf8)
        #expect(logged == (Self.conflict + Self.tooNarrow).joined(separator: "\n") + "\n")
    }

    /// The clock's seconds, from the status line `N lines … S.s s`.
    static func clock(_ screen: [String]) -> Double? {
        screen.first?.split(separator: " ").dropLast().last.flatMap { Double($0) }
    }

    @Test("a command's output is tailed line by line, in order, while a Task ticks the clock")
    func tailAndClock() throws {
        let session = try TmuxSession(
            arguments: [builtProgram("TailAndClock"), "seq 1 3000"],
            size: Size(width: 40, height: 12), environment: utf8)
        defer { session.close() }
        let rows = { (screen: [String]) in
            screen.dropFirst().map { Int($0.prefix { $0 != " " }) }
        }
        // ncurses draws a frame top to bottom, so a capture can hold the status line of a frame
        // and the rows of the one before: wait for the whole screen, not for its first row.
        let lastLines = (2990...3000).map { $0 }
        let screen = try session.waitUntil {
            $0.first?.contains("3000 lines, done") == true && rows($0) == lastLines
        }
        // The clock goes on with no key pressed: the Task runs while the app waits.
        let first = try #require(Self.clock(screen))
        _ = try session.waitUntil { (Self.clock($0) ?? 0) >= first + 0.4 }
        // Keys still work: Home goes to the first line.
        try session.sendKeys("Home")
        let firstLines = (1...11).map { $0 }
        _ = try session.waitUntil { rows($0) == firstLines }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    @Test(
        "rows as wide as the screen are drawn whole again after it narrows to 2 columns and widens")
    func tailAfterNarrowing() async throws {
        let lines = (1...100).map { "line \($0) of 100" }
        let session = try TmuxSession(
            arguments: [builtProgram("TailAndClock"), "seq -f 'line %g of 100' 1 100"],
            size: Size(width: 40, height: 12), environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.first?.contains("100 lines, done") == true }
        // ncurses cuts the rows' windows to the narrow screen and stretches them back with it;
        // each row must be drawn again at both sizes. The clock's line is left out.
        for size in [Size(width: 2, height: 12), Size(width: 40, height: 12)] {
            try session.resize(to: size)
            let expected = try await tailAndClockScreen(size: size, lines: lines).lines
            let shown = try? session.waitUntil {
                $0.count == size.height && $0.dropFirst() == expected.dropFirst()
            }
            let last = try session.capture()
            #expect(shown != nil, "at \(size): \(differences(last, expected))")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    @Test("an async main awaits the app, and work done off the main actor shows when it is done")
    func asyncMain() throws {
        let session = try TmuxSession(
            arguments: [builtProgram("AsyncMain")], size: Size(width: 60, height: 6),
            environment: utf8)
        defer { session.close() }
        let screen = try session.waitUntil { $0.contains { $0.contains("is 500000500000") } }
        #expect(screen[1].hasPrefix(" the sum of 1 to 1,000,000 is 500000500000"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    @Test(
        "a text field shows the terminal's cursor at its insertion point, hidden once Esc leaves it"
    )
    func textFieldForm() throws {
        let session = try TmuxSession(
            arguments: [builtProgram("TextFieldForm")], size: Size(width: 40, height: 6),
            environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.last?.hasPrefix("enter greet") == true }
        #expect(try session.cursor() == TmuxCursor(position: Point(x: 7, y: 1), isVisible: true))
        try session.sendKeys(literal: "héllo 漢字")
        var screen = try session.waitUntil { $0[1].contains("漢字") }
        #expect(screen[1].hasPrefix(" Name: héllo 漢字"))
        // The field starts at column 7; the text takes 10 cells, wide characters two.
        #expect(try session.cursor() == TmuxCursor(position: Point(x: 17, y: 1), isVisible: true))
        try session.sendKeys("Enter", "C-Left")
        screen = try session.waitUntil { $0[3].contains("Hello") }
        #expect(screen[3].hasPrefix(" Hello, héllo 漢字!"))
        _ = try session.waitForSettledScreen()
        #expect(try session.cursor() == TmuxCursor(position: Point(x: 13, y: 1), isVisible: true))
        // While the field has the focus, q is text.
        try session.sendKeys("q")
        screen = try session.waitUntil { $0[1].contains("q漢字") }
        #expect(screen[1].hasPrefix(" Name: héllo q漢字"))
        try session.sendKeys("Escape")
        _ = try session.waitForSettledScreen()
        #expect(try session.cursor().isVisible == false)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    @Test("a paste into the field arrives whole: its line break neither submits nor shows")
    func pasteIntoField() throws {
        let session = try TmuxSession(
            arguments: [builtProgram("TextFieldForm")], size: Size(width: 40, height: 6),
            environment: utf8)
        defer { session.close() }
        _ = try session.waitUntil { $0.last?.hasPrefix("enter greet") == true }
        try session.paste("one\ntwo")
        let screen = try session.waitUntil { $0[1].contains("onetwo") }
        #expect(screen[1].hasPrefix(" Name: onetwo"))
        #expect(!screen.joined().contains("Hello"), "the line break did not submit")
        // Esc and q apart: together, as a terminal sends Alt-Q, they are one key.
        try session.sendKeys("Escape")
        _ = try session.waitForSettledScreen()
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }

    @Test("clicks reach the controls, an alert is modal and centred, Esc cancels it, q quits")
    func mouseAndDialog() throws {
        let session = try TmuxSession(
            arguments: [builtProgram("MouseAndDialog")], size: Size(width: 60, height: 12),
            environment: utf8)
        defer { session.close() }
        var screen = try session.waitUntil { $0.last?.hasPrefix("click choose") == true }
        #expect(screen[1].hasPrefix(" [ ] Keep a backup [ Delete notes.txt ]"))
        try session.click(at: Point(x: 3, y: 1))
        screen = try session.waitUntil { $0[1].hasPrefix(" [x]") }
        try session.click(at: Point(x: 25, y: 1))
        _ = try session.waitUntil { $0.joined().contains("[ Cancel ]") }
        screen = try session.waitForSettledScreen()
        expectSnapshot(screen.joined(separator: "\n"), named: "mouse-and-dialog-alert")
        // The alert is modal: a click on the check box below it changes nothing.
        try session.click(at: Point(x: 3, y: 1))
        try session.sendKeys("q")
        screen = try session.waitForSettledScreen()
        #expect(screen[1].hasPrefix(" [x]") && screen.joined().contains("[ Cancel ]"))
        try session.sendKeys("Escape")
        screen = try session.waitUntil { $0[3].contains("kept notes.txt") }
        try session.click(at: Point(x: 25, y: 1))
        _ = try session.waitUntil { $0.joined().contains("[ Delete ]") }
        try session.click(at: Point(x: 42, y: 7))
        _ = try session.waitUntil { $0[3].contains("deleted, with a backup") }
        try session.scrollWheel(at: Point(x: 3, y: 3), down: true)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(status: 0))
    }
}
