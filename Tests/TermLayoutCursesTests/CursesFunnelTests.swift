import CNcursesw
import TermLayout
import Testing

@testable import TermLayoutCurses

@Suite("The ncurses calls whose failure ends a frame go through one funnel")
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
