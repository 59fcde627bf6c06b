import Testing

@testable import TermLayoutCurses

@Suite("An ncurses too old for pads on panels is refused, saying what to install")
struct NcursesVersionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var takesPadsOnPanels: Bool
        var testDescription: String { text }
    }

    @Test(
        "each version against 6.3.20211106",
        arguments: [
            Case(text: "ncurses 5.7.20081102", takesPadsOnPanels: false),  // macOS's own
            Case(text: "ncurses 6.2.20200212", takesPadsOnPanels: false),
            Case(text: "ncurses 6.3.20211021", takesPadsOnPanels: false),  // Ubuntu 22.04's
            Case(text: "ncurses 6.3.20211105", takesPadsOnPanels: false),
            Case(text: "ncurses 6.3.20211106", takesPadsOnPanels: true),
            Case(text: "ncurses 6.4.20221231", takesPadsOnPanels: true),  // Debian 12's
            Case(text: "ncurses 6.5.20240427", takesPadsOnPanels: true),  // Homebrew's
            Case(text: "ncurses 7.0.20000101", takesPadsOnPanels: true),  // the release first
        ])
    func versions(_ example: Case) throws {
        let version = try #require(NcursesVersion(example.text))
        #expect(version.description == example.text.dropFirst("ncurses ".count))
        #expect((version >= .padsOnPanels) == example.takesPadsOnPanels)
        if example.takesPadsOnPanels {
            #expect(throws: Never.self) {
                try NcursesVersion.requirePadsOnPanels(linked: example.text)
            }
        } else {
            let error = #expect(throws: CursesError.self) {
                try NcursesVersion.requirePadsOnPanels(linked: example.text)
            }
            #expect(
                error?.description
                    == "new_panel failed (\(example.text) takes no pads on panels, 6.3.20211106 and"
                    + " later do; install ncurses 6.4 or later: apt-get install libncurses-dev on"
                    + " Debian 12 and Ubuntu 24.04, brew install ncurses on macOS)")
        }
    }

    @Test(
        "what is no ncurses version is refused, quoted",
        arguments: ["", "ncurses", "ncurses 6.4", "ncurses 6.4.", "ncurses 6.4.x", "NetBSD curses"])
    func unreadable(_ text: String) {
        #expect(NcursesVersion(text) == nil)
        let error = #expect(throws: CursesError.self) {
            try NcursesVersion.requirePadsOnPanels(linked: text)
        }
        #expect(
            error?.description.hasPrefix("new_panel failed (\"\(text)\" is no ncurses version")
                == true)
    }

    @Test("the ncurses this process loaded takes pads on panels")
    func linked() {
        #expect(NcursesVersion(NcursesVersion.linkedText).map { $0 >= .padsOnPanels } == true)
    }
}
