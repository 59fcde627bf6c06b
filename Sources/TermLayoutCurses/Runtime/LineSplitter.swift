/// Cuts a stream of bytes into lines at `\n` (a `\r` before it goes too), keeping the
/// unfinished last line until more comes.
public struct LineSplitter: Sendable {
    private var partial: [UInt8] = []

    /// A splitter with nothing pending.
    public init() {}

    /// The lines `bytes` completes, in order.
    public mutating func append(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            partial.append(contentsOf: bytes[start..<newline])
            if partial.last == 0x0D { partial.removeLast() }
            lines.append(String(decoding: partial, as: UTF8.self))
            partial.removeAll(keepingCapacity: true)
            start = newline + 1
        }
        partial.append(contentsOf: bytes[start...])
        return lines
    }

    /// The unfinished last line, if any; the splitter is empty afterwards.
    public mutating func finish() -> String? {
        defer { partial = [] }
        return partial.isEmpty ? nil : String(decoding: partial, as: UTF8.self)
    }
}
