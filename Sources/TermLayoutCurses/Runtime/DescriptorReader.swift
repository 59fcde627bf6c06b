import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor as data arrives (a subprocess's output, a socket, a pipe) and
/// hands each batch to the main actor, where views can take it. It reads only when the main
/// actor is free, at most `batchSize` bytes at a time: a producer faster than the screen waits
/// on its full pipe rather than filling memory, and whatever arrives between two frames shows
/// in one. The caller owns the descriptor, and closes it only once the reader has let it go:
/// in `onEnd`, or in the closure given to `cancel(then:)`. Closed earlier, its number can be
/// reused while the dispatch source still watches it.
@MainActor
public final class DescriptorReader {
    /// The descriptor being read.
    public let fileDescriptor: Int32
    private var source: (any DispatchSourceRead)?
    private var buffer: [UInt8]
    private let onData: @MainActor ([UInt8]) -> Void
    private let onEnd: @MainActor (_ errorNumber: Int32?) -> Void

    /// Starts reading `fileDescriptor`, which it makes non-blocking. `onData` gets each batch
    /// read; `onEnd` is called once, at the end of the input (nil) or on a read error (its
    /// `errno`), when the descriptor is no longer watched and may be closed.
    public init(
        fileDescriptor: Int32, batchSize: Int = 65_536,
        onData: @escaping @MainActor ([UInt8]) -> Void,
        onEnd: @escaping @MainActor (_ errorNumber: Int32?) -> Void = { _ in }
    ) {
        self.fileDescriptor = fileDescriptor
        buffer = [UInt8](repeating: 0, count: max(1, batchSize))
        self.onData = onData
        self.onEnd = onEnd
        _ = fcntl(fileDescriptor, F_SETFL, fcntl(fileDescriptor, F_GETFL) | O_NONBLOCK)
        let source = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readBatch() } }
        source.activate()
        self.source = source
    }

    /// Reads `fileDescriptor` line by line: `onLines` gets the whole lines of each batch,
    /// without their line breaks, in order; a last line without a break comes at the end,
    /// before `onEnd`. Bytes that are not UTF-8 read as U+FFFD.
    public static func lines(
        of fileDescriptor: Int32, onLines: @escaping @MainActor ([String]) -> Void,
        onEnd: @escaping @MainActor (_ errorNumber: Int32?) -> Void = { _ in }
    ) -> DescriptorReader {
        var splitter = LineSplitter()
        return DescriptorReader(
            fileDescriptor: fileDescriptor,
            onData: { bytes in
                let lines = splitter.append(bytes)
                if !lines.isEmpty { onLines(lines) }
            },
            onEnd: { errorNumber in
                if let last = splitter.finish() { onLines([last]) }
                onEnd(errorNumber)
            })
    }

    /// Whether the reader still reads: false after `cancel()` or the end.
    public var isReading: Bool { source != nil }

    /// Stops reading; `onEnd` is not called. `stopped` runs on the main actor once the
    /// descriptor is no longer watched: close it there.
    public func cancel(then stopped: @escaping @MainActor () -> Void = {}) {
        guard let source else { return }
        source.setCancelHandler { MainActor.assumeIsolated { stopped() } }
        source.cancel()
        self.source = nil
    }

    /// Reads until the descriptor has nothing more for now, the batch is full, or the input
    /// ends. The kernel tells of new data once (the end too, even when it comes with the last
    /// data), so a full batch reads on in a later main-queue turn, after the frame it asked for.
    private func readBatch() {
        guard source != nil else { return }
        var filled = 0
        var ended = false
        var errorNumber: Int32?
        buffer.withUnsafeMutableBytes { bytes in
            while filled < bytes.count {
                let count = read(fileDescriptor, bytes.baseAddress! + filled, bytes.count - filled)
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    ended = true
                    break
                } else if errno == EINTR {
                    continue
                } else {
                    if errno != EAGAIN && errno != EWOULDBLOCK {
                        (ended, errorNumber) = (true, errno)
                    }
                    break
                }
            }
        }
        if filled > 0 { onData(Array(buffer[0..<filled])) }
        guard source != nil else { return }
        if ended {
            let onEnd = onEnd
            cancel { onEnd(errorNumber) }
        } else if filled == buffer.count {
            DispatchQueue.main.async { [weak self] in self?.readBatch() }
        }
    }
}
