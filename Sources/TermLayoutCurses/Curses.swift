import CNcursesw

/// An ncurses call that failed, by name: what `ERR` or a null pointer becomes.
public struct CursesError: Error, Hashable, CustomStringConvertible {
    /// The C function, e.g. `wresize`.
    public let call: String
    /// What it was asked to do, when that helps: sizes, positions.
    public let detail: String

    public var description: String {
        detail.isEmpty ? "\(call) failed" : "\(call) failed (\(detail))"
    }
}

/// The one funnel every ncurses call goes through, after swift-system's syscall wrappers:
/// `ERR` and null pointers become a `CursesError` naming the call, so no failure passes
/// unnoticed and none escapes untyped.
enum Curses {
    /// Checks a call that returns `OK` or `ERR`.
    static func check(
        _ call: StaticString, _ result: Int32, _ detail: @autoclosure () -> String = ""
    )
        throws(CursesError)
    {
        if result == termlayout_err() {
            throw CursesError(call: "\(call)", detail: detail())
        }
    }

    /// Checks a call that returns a pointer, null on failure.
    static func check<Pointer>(
        _ call: StaticString, _ result: Pointer?, _ detail: @autoclosure () -> String = ""
    ) throws(CursesError) -> Pointer {
        guard let result else { throw CursesError(call: "\(call)", detail: detail()) }
        return result
    }
}
