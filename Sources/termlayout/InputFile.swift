import ArgumentParser
import Foundation
import Synchronization
import TermLayoutFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a command reads, as named on its command line, `-` standing for standard input.
/// It is read whole at the first ask and kept: standard input, a pipe, a FIFO or `<(…)` can be
/// read only once, and `explain` reads the file to check its arguments before it lays it out.
final class InputFile: ExpressibleByArgument, Sendable {
    /// The argument as given.
    let path: String
    private let contents = Mutex<Result<Data, LayoutFileReadError>?>(nil)

    init(argument: String) { path = argument }

    /// What messages call the file: its path as given, or `<stdin>`.
    var name: String { path == "-" ? "<stdin>" : path }

    /// The file's bytes, read at the first call.
    func bytes() throws(LayoutFileReadError) -> Data {
        try contents.withLock { contents in
            if let read = contents { return read }
            let read = Result { () throws(LayoutFileReadError) in
                path == "-"
                    ? try LayoutFile.bytes(readingFrom: STDIN_FILENO, fileName: name)
                    : try LayoutFile.bytes(atPath: path)
            }
            contents = read
            return read
        }.get()
    }
}

/// What the command prints for an error of reading or building a layout file: one that could
/// not be read on one line after the command's name, as `cat` says it; what a file says is
/// wrong in its own three lines.
func message(for error: any Error) -> String {
    error is LayoutFileReadError ? "termlayout: \(error)" : "\(error)"
}
