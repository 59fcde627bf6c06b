import TermLayout
import TermLayoutFiles

/// libFuzzer's entry point: the input is a layout file's text. One that builds is laid out and
/// drawn at 80×24, then at 7×3, as a resize would; one that does not must throw an error at a
/// line of the file and a column of that line (or just past its end). Anything else traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated { buildAndDraw(text) }
    return 0
}

@MainActor
private func buildAndDraw(_ text: String) {
    let root = RootView(size: Size(width: 80, height: 24))
    root.log = { _ in }
    do {
        let file = try LayoutFile(text: text, fileName: "fuzz.layout", root: root)
        for size in [Size(width: 80, height: 24), Size(width: 7, height: 3)] {
            file.root.terminalSize = size
            file.root.layoutIfNeeded()
            Screen(size: size).render(file.root)
        }
    } catch {
        // Lines end at "\n" alone, as `LayoutFile` splits them.
        let lineCount = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .count
        require((1...lineCount).contains(error.line), "line \(error.line) of \(lineCount)")
        let lineLength = error.lineText.unicodeScalars.count
        require(
            (1...lineLength + 1).contains(error.column),
            "column \(error.column) of a line of \(lineLength): \(error.message)")
        _ = error.description
    }
}

/// Stops with `message` unless `condition` holds, which libFuzzer reports as a crash.
/// `precondition` would trap too, but without its message in a release build.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
