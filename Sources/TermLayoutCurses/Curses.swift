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

/// The funnel for the ncurses calls whose failure must end a frame or a session, after
/// swift-system's syscall wrappers: `ERR` and null pointers become a `CursesError` naming the
/// call. Not every call comes here: queries that cannot fail (`has_colors`, `isendwin`, the
/// capabilities), calls whose failure is handled where they are made (`newterm`, `new_panel`,
/// `init_pair`, `curs_set`, `setupterm` as a probe), and calls on the way out or before the
/// start whose result nothing could act on (`endwin`, `delscreen`, `del_panel`, `delwin`,
/// `use_env`) are made directly.
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
