import CPseudoTerminal
import TermLayout
import TermLayoutCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a pseudo-terminal could not be opened, resized, read or given a session.
public enum PseudoTerminalError: Error, CustomStringConvertible {
    /// A C call failed: its name and `errno`.
    case call(String, errno: Int32)
    /// A size no terminal has: each side must be 1 to 65,535 cells.
    case invalidSize(Size)
    /// `startSession` was called again: a pseudo-terminal carries one session.
    case sessionAlreadyStarted
    /// ncurses refused the terminal.
    case terminal(TerminalError)

    public var description: String {
        switch self {
        case .call(let call, let number): "\(call) failed: \(String(cString: strerror(number)))"
        case .invalidSize(let size): "a terminal cannot be \(size.width)×\(size.height)"
        case .sessionAlreadyStarted: "the pseudo-terminal already has a session"
        case .terminal(let error): "\(error)"
        }
    }
}

/// A pseudo-terminal this process opens itself, so that a test or a benchmark can run a
/// `TerminalSession` on a real terminal of a chosen size, resize it, and count the bytes the
/// session writes, all in-process. A thread reads the master side all along (a full pty buffer
/// would block `doupdate` forever) and counts what it reads. Not for use from several threads.
public final class PseudoTerminal {
    /// The size last given to `init` or `resize(to:)`.
    public private(set) var size: Size
    private var master: Int32
    private var slave: Int32
    /// A pipe whose write end tells the reader to stop.
    private var stopPipe: [Int32]
    private let counter: OutputCounter
    private var reader: pthread_t?
    private var session: TerminalSession?
    private var files: [UnsafeMutablePointer<FILE>] = []

    /// Opens a pseudo-terminal of `size` and starts reading its master side. With
    /// `keepsOutput` it keeps every byte for `output()` as well as counting it.
    public init(size: Size, keepsOutput: Bool = false) throws(PseudoTerminalError) {
        try Self.check(size)
        var (master, slave): (Int32, Int32) = (-1, -1)
        try Self.check(
            "openpty", termlayout_open_pty(&master, &slave, Int32(size.height), Int32(size.width)))
        var stopPipe: [Int32] = [-1, -1]
        guard termlayout_pipe(&stopPipe) == 0 else {
            let number = errno
            closeDescriptors([master, slave])
            throw .call("pipe", errno: number)
        }
        (self.size, self.master, self.slave, self.stopPipe) = (size, master, slave, stopPipe)
        counter = OutputCounter(master: master, stop: stopPipe[0], keeps: keepsOutput)
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        // The thread owns one reference to the counter, taken back when it ends.
        let context = Unmanaged.passRetained(counter).toOpaque()
        let started = pthread_create(&thread, nil, { countUntilStopped($0) }, context)
        guard started == 0 else {
            Unmanaged<OutputCounter>.fromOpaque(context).release()
            close()
            throw .call("pthread_create", errno: started)
        }
        reader = thread
    }

    deinit { close() }

    /// Sets the terminal's size, as a terminal emulator does when its window is resized. No
    /// SIGWINCH reaches this process (the pty is not its controlling terminal): tell the
    /// display with `TerminalDisplay.noteResize()`, as `TerminalApp` does on SIGWINCH.
    public func resize(to newSize: Size) throws(PseudoTerminalError) {
        try Self.check(newSize)
        try Self.check(
            "ioctl(TIOCSWINSZ)",
            termlayout_set_kernel_size(master, Int32(newSize.height), Int32(newSize.width)))
        size = newSize
    }

    /// Starts curses on the slave side as a terminal of `terminalType`, with `colors` (by
    /// default its entry's alone, whatever this process's environment says). The session is
    /// the caller's to use until `close` ends it.
    public func startSession(
        terminalType: String = "xterm-256color", colors: ColorSettings = ColorSettings()
    ) throws(PseudoTerminalError) -> TerminalSession {
        guard session == nil else { throw .sessionAlreadyStarted }
        let output = try open(mode: "w")
        let input = try open(mode: "r")
        do {
            session = try TerminalSession(
                terminalType: terminalType, writingTo: output, readingFrom: input, colors: colors)
            return session!
        } catch {
            throw .terminal(error)
        }
    }

    /// How many bytes the terminal has received since it opened: a mark for
    /// `bytesWritten(since:)`. Exact once the writer is done (`doupdate` has returned, say),
    /// since it first reads whatever is still unread.
    public func bytesWritten() throws(PseudoTerminalError) -> Int {
        try counter.drain()
    }

    /// How many bytes the terminal has received since `bytesWritten()` returned `mark`.
    public func bytesWritten(since mark: Int) throws(PseudoTerminalError) -> Int {
        try counter.drain() - mark
    }

    /// Every byte the terminal has received since it opened, if it keeps its output (see
    /// `init(size:keepsOutput:)`); empty otherwise.
    public func output() throws(PseudoTerminalError) -> [UInt8] {
        try counter.kept()
    }

    /// Sends `bytes` to the program as the terminal's input: what a person types, or what a
    /// terminal answers to a query.
    public func send(_ bytes: [UInt8]) throws(PseudoTerminalError) {
        try writeAll(bytes, to: master)
    }

    /// Starts sending each of `writes` in turn, `pause` after the one before, from a task of
    /// its own, as a terminal keeps sending while the program's thread is busy: an app under
    /// test on the main actor, held up by other tests, still finds the rest of a cut write
    /// waiting. The task ends once the last is written.
    public func startSending(_ writes: [[UInt8]], apart pause: Duration) -> Task<Void, any Error> {
        let master = master
        return Task.detached { try await sendWrites(writes, to: master, apart: pause) }
    }

    /// How many bytes the terminal received while `body` ran.
    public func bytesWritten(by body: () throws -> Void) throws -> Int {
        let mark = try bytesWritten()
        try body()
        return try bytesWritten(since: mark)
    }

    /// Ends the session, closes both sides and stops the reader. Safe to call more than once.
    public func close() {
        session?.end()  // Its last words (the normal screen back) are read like the rest.
        for file in files { fclose(file) }
        files = []
        if let reader {
            var byte: UInt8 = 1
            _ = write(stopPipe[1], &byte, 1)
            pthread_join(reader, nil)
            self.reader = nil
        }
        _ = try? counter.drain(finishing: true)
        closeDescriptors([master, slave] + stopPipe)
        (master, slave, stopPipe) = (-1, -1, [-1, -1])
    }

    /// A stream on a duplicate of the slave side, closed by `close`.
    private func open(mode: String) throws(PseudoTerminalError) -> UnsafeMutablePointer<FILE> {
        let descriptor = termlayout_duplicate(slave)
        try Self.check("fcntl(F_DUPFD_CLOEXEC)", descriptor)
        guard let file = fdopen(descriptor, mode) else {
            let number = errno
            closeDescriptors([descriptor])
            throw .call("fdopen", errno: number)
        }
        files.append(file)
        return file
    }

    private static func check(_ call: String, _ result: Int32) throws(PseudoTerminalError) {
        if result < 0 { throw .call(call, errno: errno) }
    }

    private static func check(_ size: Size) throws(PseudoTerminalError) {
        let sides = 1...Int(UInt16.max)
        guard sides.contains(size.width), sides.contains(size.height) else {
            throw .invalidSize(size)
        }
    }
}

/// What the master side has received: counted by the reader thread as it comes and, to make a
/// count exact, by the caller reading what is left. One lock keeps each read with its count.
private final class OutputCounter: @unchecked Sendable {
    private let master: Int32
    private let stop: Int32
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Reused by every read and poll, so that counting allocates nothing (benchmarks count
    /// mallocs). These and the variables below are used under `lock` only.
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
    private let polls = UnsafeMutablePointer<pollfd>.allocate(capacity: 2)
    private var total = 0
    private var failure: PseudoTerminalError?
    private var ended = false
    /// Whether every byte is kept in `received`, besides being counted.
    private let keeps: Bool
    private var received: [UInt8] = []

    init(master: Int32, stop: Int32, keeps: Bool) {
        (self.master, self.stop, self.keeps) = (master, stop, keeps)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
        buffer.deallocate()
        polls.deallocate()
    }

    /// The reader thread: waits for output or for the stop byte, and counts the output.
    func run() {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while !ended {
            polls[0] = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            polls[1] = pollfd(fd: stop, events: Int16(POLLIN), revents: 0)
            // The wait is the one time the lock is let go of, for `drain`.
            pthread_mutex_unlock(lock)
            let ready = poll(polls, 2, -1)
            let number = errno
            pthread_mutex_lock(lock)
            if ready < 0 {
                if number == EINTR { continue }
                failure = .call("poll", errno: number)
                return
            }
            if polls[1].revents != 0 { return }
            if polls[0].revents != 0 { readAvailable() }
        }
    }

    /// Every byte received so far, after reading what is waiting. `finishing` stops reading
    /// for good: the master is about to be closed, and its number may go to another file.
    func drain(finishing: Bool = false) throws(PseudoTerminalError) -> Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        readAvailable()
        ended = ended || finishing
        if let failure { throw failure }
        return total
    }

    /// Every byte kept so far, after reading what is waiting.
    func kept() throws(PseudoTerminalError) -> [UInt8] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        readAvailable()
        if let failure { throw failure }
        return received
    }

    /// Reads the non-blocking master until it is empty. A read of an empty pty first flushes
    /// what the kernel still holds for it, so once the writer's `write`s have returned, this
    /// reads all they wrote. Ends for good with EIO: every slave descriptor is closed.
    private func readAvailable() {
        while !ended {
            let count = read(master, buffer.baseAddress, buffer.count)
            let number = errno
            if count > 0 {
                total += count
                if keeps { received += UnsafeRawBufferPointer(rebasing: buffer[0..<count]) }
            } else if count < 0 && (number == EAGAIN || number == EWOULDBLOCK) {
                return
            } else if count == 0 || number != EINTR {
                if count < 0 && number != EIO { failure = .call("read", errno: number) }
                ended = true
            }
        }
    }
}

/// The reader thread's body, taking over the reference its creator passed.
private func countUntilStopped(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<OutputCounter>.fromOpaque(context!).takeRetainedValue().run()
    return nil
}

/// Closes the descriptors that are open (not -1); `PseudoTerminal.close` hides `close` there.
private func closeDescriptors(_ descriptors: [Int32]) {
    for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
}

/// Writes all of `bytes` to the master side `master`, again after a signal or a full buffer.
private func writeAll(_ bytes: [UInt8], to master: Int32) throws(PseudoTerminalError) {
    var rest = bytes[...]
    while !rest.isEmpty {
        let written = rest.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR || errno == EAGAIN { continue }
            throw .call("write", errno: errno)
        }
        rest = rest.dropFirst(written)
    }
}

/// Writes each of `writes` to `master` in turn, `pause` after the one before.
private func sendWrites(_ writes: [[UInt8]], to master: Int32, apart pause: Duration) async throws {
    for index in writes.indices {
        if index > 0 { try await Task.sleep(for: pause) }
        try writeAll(writes[index], to: master)
    }
}
