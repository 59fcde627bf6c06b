import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where layout messages go unless a root's `log` says otherwise: constraints the engine could
/// not install, required constraints broken, a root larger than the terminal. As Auto Layout
/// prints to the console, they are never dropped silently:
/// - with `TERMLAYOUT_LOG=FILE` in the environment, each is appended to FILE as it happens;
/// - while a terminal program owns the screen (between `hold()` and `release()`), they are kept
///   and written to stderr once the terminal is restored;
/// - otherwise (a headless program), each is written to stderr at once.
public final class LayoutLog: Sendable {
    /// The log every root view writes to by default.
    public static let shared = LayoutLog(
        path: getenv("TERMLAYOUT_LOG").map { String(cString: $0) }, standardError: STDERR_FILENO)

    /// How many messages are kept while held; past it the oldest are counted, not kept.
    public static let keptLimit = 1000

    private struct State {
        var holding = false
        var kept: [String] = []
        var dropped = 0
    }

    private let state = Mutex(State())
    private let path: String?
    private let standardError: Int32

    /// A log that appends to the file at `path` if there is one, and otherwise writes to the
    /// file descriptor `standardError` (a test passes one of its own).
    public init(path: String?, standardError: Int32) {
        self.path = path.flatMap { $0.isEmpty ? nil : $0 }
        self.standardError = standardError
    }

    /// Takes one message: to the file, kept while held, or to stderr.
    public func record(_ message: String) {
        if let path {
            append(message, toFileAt: path)
            return
        }
        let written = state.withLock { state -> Bool in
            guard state.holding else { return false }
            state.kept.append(message)
            if state.kept.count > Self.keptLimit {
                state.kept.removeFirst()
                state.dropped += 1
            }
            return true
        }
        if !written { emit([message], to: standardError) }
    }

    /// Keeps messages from now on instead of writing them to stderr, which a terminal program
    /// has taken over.
    public func hold() {
        state.withLock { $0.holding = true }
    }

    /// Stops keeping messages and writes those kept to stderr, under a line that counts them.
    /// Call it once the terminal is restored.
    public func release() {
        let (kept, dropped) = state.withLock { state in
            defer { state = State() }
            return (state.kept, state.dropped)
        }
        guard !kept.isEmpty else { return }
        let count = kept.count + dropped
        var lines = [
            "TermLayout: \(count) layout message\(count == 1 ? "" : "s") while the terminal was in"
                + " use (TERMLAYOUT_LOG=FILE writes them to FILE as they happen):"
        ]
        if dropped > 0 { lines.append("(the first \(dropped) are left out)") }
        emit(lines + kept, to: standardError)
    }

    private func append(_ message: String, toFileAt path: String) {
        let file = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard file >= 0 else {
            emit(
                ["TermLayout: cannot open TERMLAYOUT_LOG file \(path)", message], to: standardError)
            return
        }
        emit([message], to: file)
        close(file)
    }

    /// Writes each message with its control characters made visible: a view's name from a
    /// file must not reach a terminal as an escape sequence.
    private func emit(_ messages: [String], to file: Int32) {
        var text = ""
        for message in messages {
            for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
                text += printable(String(line)) + "\n"
            }
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}
