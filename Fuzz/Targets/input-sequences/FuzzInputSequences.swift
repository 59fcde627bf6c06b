import TermLayout
import TermLayoutCurses

/// libFuzzer's entry point: the input is what a terminal sends, in batches as ncurses hands
/// them over (see `batches(of:)`), its bytes put together by one `UTF8Input` and decoded by
/// one `InputSequences`, as `KeyReader` does, then given up on as the run loop does when no
/// more input comes. Besides not trapping: the input never decodes to more events than it
/// had keys (a sequence becomes at most one event, the rest pass through one for one), and
/// nothing waits once given up on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputSequences(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var characters = UTF8Input()
    var sequences = InputSequences()
    var keys = 0
    var decoded = 0
    for batch in batches(of: UnsafeBufferPointer(start: data, count: size)) {
        let events = batch.flatMap { byte -> [TerminalEvent] in
            byte == 0xFE
                ? characters.flush().compactMap(key) + [.key(.up)]
                : characters.scalars(adding: byte).compactMap(key)
        }
        keys += events.count
        decoded += sequences.decode(events).count
    }
    let rest = characters.flush().compactMap(key)
    keys += rest.count
    decoded += sequences.decode(rest).count + sequences.flush().count
    require(decoded <= keys, "\(keys) keys decoded to \(decoded) events")
    require(sequences.waitLimit == nil, "a sequence still waits after flush()")
    return 0
}

/// The key event a scalar stands for, as `KeyReader` makes it.
private func key(_ scalar: Unicode.Scalar) -> TerminalEvent? {
    KeyReader.character(scalar.value).map(TerminalEvent.key)
}

/// The bytes of each batch: byte 0xFF ends a batch, 0xFE is a key that is no character (Up,
/// as ncurses reports a function key), and every other byte is the terminal's (0x1B Escape,
/// 0x0D Enter, 0x01 Ctrl-A, and bytes that are no UTF-8). Neither 0xFE nor 0xFF occurs in
/// UTF-8.
private func batches(of bytes: UnsafeBufferPointer<UInt8>) -> [ArraySlice<UInt8>] {
    Array(bytes).split(separator: 0xFF, omittingEmptySubsequences: false)
}

/// Stops with `message` unless `condition` holds, which libFuzzer reports as a crash.
/// `precondition` would trap too, but without its message in a release build.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
