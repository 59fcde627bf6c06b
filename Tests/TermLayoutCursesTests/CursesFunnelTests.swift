import CNcursesw
import TermLayout
import Testing

@testable import TermLayoutCurses

@Suite("Every ncurses call goes through one funnel")
struct CursesFunnelTests {
    @Test("ERR becomes an error naming the call and what it was asked")
    func errBecomesTypedError() {
        #expect(throws: CursesError(call: "wresize", detail: "0,0 10×0")) {
            try Curses.check("wresize", termlayout_err(), "0,0 10×0")
        }
        #expect(throws: Never.self) { try Curses.check("doupdate", termlayout_ok()) }
        #expect(
            CursesError(call: "wresize", detail: "0,0 10×0").description
                == "wresize failed (0,0 10×0)")
        #expect(CursesError(call: "doupdate", detail: "").description == "doupdate failed")
    }

    @Test("a null pointer becomes an error; a pointer comes back as it is")
    func pointers() throws {
        let none: UnsafeMutablePointer<WINDOW>? = nil
        #expect(throws: CursesError(call: "newwin", detail: "5×0")) {
            try Curses.check("newwin", none, "5×0")
        }
        var value = 7
        let pointer = try withUnsafeMutablePointer(to: &value) { try Curses.check("newwin", $0) }
        #expect(pointer.pointee == 7)
    }
}

@Suite("What the terminal sends becomes keys")
struct KeyReaderTests {
    @Test(
        "characters",
        arguments: [
            (0x0A, Key.enter), (0x0D, .enter), (0x09, .tab), (0x7F, .backspace), (0x08, .backspace),
            (0x1B, .escape), (0x11, .control("q")), (0x01, .control("a")),
            (0x71, .character("q")), (0x20, .character(" ")), (0x6F22, .character("漢")),
        ] as [(UInt32, Key)])
    func characters(code: UInt32, key: Key) {
        #expect(KeyReader.character(code) == key)
    }

    @Test(
        "key codes",
        arguments: [
            (KEY_UP, TerminalEvent.key(.up)), (KEY_DOWN, .key(.down)), (KEY_LEFT, .key(.left)),
            (KEY_RIGHT, .key(.right)), (KEY_HOME, .key(.home)), (KEY_END, .key(.end)),
            (KEY_PPAGE, .key(.pageUp)), (KEY_NPAGE, .key(.pageDown)), (KEY_BTAB, .key(.backTab)),
            (KEY_DC, .key(.delete)), (KEY_BACKSPACE, .key(.backspace)),
            (termlayout_key_f(1), .key(.function(1))), (termlayout_key_f(12), .key(.function(12))),
            (termlayout_key_resize(), .resize),
        ] as [(Int32, TerminalEvent)])
    func keyCodes(code: Int32, event: TerminalEvent) {
        #expect(KeyReader.keyCode(code) == event)
    }

    @Test("a key code without a Key is no event")
    func unknownKeyCode() {
        #expect(KeyReader.keyCode(KEY_MOUSE) == nil)
    }
}
