extension LayoutFileError {
    /// The error for a file that is not UTF-8 text, at its first byte that is not UTF-8: the line
    /// and column of that byte, counted as the lines of the text are (a byte-order mark at the
    /// start is not part of the first line), with the line quoted, U+FFFD for what is not UTF-8.
    init(notUTF8 bytes: some BidirectionalCollection<UInt8>, file: String) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var rest = bytes[...]
        if rest.starts(with: byteOrderMark) { rest = rest.dropFirst(byteOrderMark.count) }
        var lineStart = rest.startIndex
        var line = 1
        var column = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = rest.makeIterator()
        var position = rest.startIndex
        var bad: UInt8?
        scan: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                    lineStart = rest.index(after: position)
                } else {
                    column += 1
                }
                position = rest.index(position, offsetBy: encoded.count)
            case .error:
                bad = rest[position]
                break scan
            case .emptyInput:
                break scan
            }
        }
        var lineBytes = rest[lineStart...].prefix { $0 != UInt8(ascii: "\n") }
        if lineBytes.last == UInt8(ascii: "\r") { lineBytes = lineBytes.dropLast() }
        self.init(
            file: file, line: line, column: column,
            message: (bad.map { "byte 0x\(String($0, radix: 16, uppercase: true))" } ?? "the file")
                + " is not UTF-8; layout files are UTF-8 text, so save this one as UTF-8",
            lineText: String(decoding: lineBytes, as: UTF8.self))
    }
}
