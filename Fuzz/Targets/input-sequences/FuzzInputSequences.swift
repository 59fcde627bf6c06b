import TermLayout
import TermLayoutCurses

/// libFuzzer's entry point: the input is what a terminal sends, in batches as ncurses hands
/// them over (see `batches(of:)`), decoded by one `InputSequences` as `KeyReader` does. Besides
/// not trapping, a batch never decodes to more events than it had: a sequence becomes at most
/// one event, and the rest pass through one for one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputSequences(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var sequences = InputSequences()
    for batch in batches(of: UnsafeBufferPointer(start: data, count: size)) {
        let decoded = sequences.decode(batch)
        require(
            decoded.count <= batch.count, "\(batch.count) events decoded to \(decoded.count)")
    }
    return 0
}

/// The events of each batch: byte 0xFF ends a batch, 0xFE is a key that is no character (Up,
/// as ncurses reports a function key), and the rest is UTF-8 whose scalars become keys as
/// `KeyReader` makes them (0x1B Escape, 0x0D Enter, 0x01 Ctrl-A…). Neither 0xFE nor 0xFF
/// occurs in UTF-8.
private func batches(of bytes: UnsafeBufferPointer<UInt8>) -> [[TerminalEvent]] {
    bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map { batch in
        batch.split(separator: 0xFE, omittingEmptySubsequences: false).enumerated().flatMap {
            index, text in
            let keys = String(decoding: text, as: UTF8.self).unicodeScalars.compactMap {
                KeyReader.character($0.value).map(TerminalEvent.key)
            }
            return index == 0 ? keys : [.key(.up)] + keys
        }
    }
}

/// Stops with `message` unless `condition` holds, which libFuzzer reports as a crash.
/// `precondition` would trap too, but without its message in a release build.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
