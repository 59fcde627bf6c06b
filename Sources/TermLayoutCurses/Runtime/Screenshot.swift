#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a screenshot was not written: the file it tried and what the system said.
public struct ScreenshotError: Error, CustomStringConvertible {
    /// The file the screenshot was to go to.
    public let path: String
    /// The system's reason (`strerror`), such as "No such file or directory".
    public let reason: String

    /// The file and the reason, on one line, for a status line or a log.
    public var description: String { "cannot write the screenshot \(path): \(reason)" }
}

/// Writes a screen's SVG picture as a file in a folder, named by the local time it was taken,
/// `screenshot-YYYYMMDD-HHMMSS.svg`, with `-2`, `-3`… added rather than replacing a file there.
enum Screenshot {
    /// How many numbered names are tried for one second before giving up.
    static let namesPerSecond = 100

    /// Writes `svg` (a `Screen.svg()`) into `directory` and returns the file's path.
    static func save(_ svg: String, into directory: String) throws(ScreenshotError) -> String {
        let stem = "\(directory)/screenshot-\(localTime())"
        let bytes = Array(svg.utf8)
        for number in 1...namesPerSecond {
            let path = number == 1 ? "\(stem).svg" : "\(stem)-\(number).svg"
            let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if file < 0 && errno == EEXIST { continue }
            guard file >= 0 else { throw failure(path) }
            defer { close(file) }
            var rest = bytes[...]
            while !rest.isEmpty {
                let count = rest.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    let error = failure(path)
                    unlink(path)  // Half a picture is no picture.
                    throw error
                }
                rest = rest.dropFirst(count)
            }
            return path
        }
        throw ScreenshotError(
            path: "\(stem).svg", reason: "\(namesPerSecond) files of that name exist")
    }

    /// The error for `path` from `errno`, read before anything else can change it.
    private static func failure(_ path: String) -> ScreenshotError {
        ScreenshotError(path: path, reason: String(cString: strerror(errno)))
    }

    /// The local time as `YYYYMMDD-HHMMSS`, which sorts as the screenshots were taken.
    private static func localTime() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        var text = [CChar](repeating: 0, count: 32)
        let count = strftime(&text, text.count, "%Y%m%d-%H%M%S", &parts)
        return String(decoding: text[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
