import TermLayout
import TerminalInput

/// libFuzzer's entry point: the input is what a terminal sends, in batches as reads return
/// them (see `batches(of:)`), decoded by one `InputDecoder` as the session's `KeyReader` does,
/// with the Linux console's own key sequences besides xterm's, then given up on as the run
/// loop does when no more input comes. Besides not trapping: the input never decodes to more
/// events than it had bytes (an event takes at least one), and nothing waits once given up on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputSequences(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var decoder = InputDecoder(keyStrings: linuxConsoleKeys)
    var bytes = 0
    var decoded = 0
    for batch in batches(of: UnsafeBufferPointer(start: data, count: size)) {
        bytes += batch.count
        decoded += decoder.decode(batch).count
    }
    decoded += decoder.flush().count
    require(decoded <= bytes, "\(bytes) bytes decoded to \(decoded) events")
    require(decoder.waitLimit == nil, "a sequence still waits after flush()")
    return 0
}

/// Keys of the Linux console's terminfo entry that xterm's forms do not cover.
private let linuxConsoleKeys = KeyStrings([
    ("\u{1B}[[A", .function(1)), ("\u{1B}[[B", .function(2)), ("\u{1B}[[E", .function(5)),
    ("\u{1B}[25~", .function(13)),
])

/// The bytes of each batch: byte 0xFF, which never occurs in UTF-8, ends a batch; every other
/// byte is the terminal's (0x1B Escape, 0x0D Enter, 0x01 Ctrl-A, and bytes that are no UTF-8).
private func batches(of bytes: UnsafeBufferPointer<UInt8>) -> [ArraySlice<UInt8>] {
    Array(bytes).split(separator: 0xFF, omittingEmptySubsequences: false)
}

/// Stops with `message` unless `condition` holds, which libFuzzer reports as a crash.
/// `precondition` would trap too, but without its message in a release build.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
