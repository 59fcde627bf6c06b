import TermLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A layout file that could not be read: what it is called, and the system's reason for it
/// (the call's `errno`), not a guess from what the path looks like.
public struct LayoutFileReadError: Error, Equatable, CustomStringConvertible {
    /// The name the file was given (its path as written, for the command).
    public let file: String
    /// The `errno` of the call that failed, such as `ENOENT`.
    public let code: Int32

    /// The error of `file` that `code` says.
    public init(file: String, code: Int32) {
        self.file = file
        self.code = code
    }

    /// The system's words for `code`, such as `No such file or directory`.
    public var reason: String { String(cString: strerror(code)) }

    /// `FILE: REASON`, one line, control characters in the name shown as symbols.
    public var description: String { printable("\(file): \(reason)") }
}
