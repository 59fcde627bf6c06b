import ArgumentParser
import Foundation
import TermLayout
import TermLayoutCurses
import TermLayoutFiles

/// The file, and the border override, of every subcommand that lays a file out.
struct LayoutArguments: ParsableArguments {
    @Argument(help: layoutFileHelp)
    var file: InputFile

    @Option(
        help: ArgumentHelp(
            "Replaces the file's unsafe border: sides in cells, such as top=1,bottom=1 (unnamed"
                + " sides are 0).", valueName: "sides"),
        transform: parseInsets)
    var unsafe: EdgeInsets?

    /// The file built into a root of `size`, with the border override, laid out; on an error,
    /// prints it to stderr and exits 1.
    @MainActor
    func load(size: Size) throws -> LayoutFile {
        let file = try loadLayoutFile(self.file, into: RootView(size: size))
        if let unsafe { file.root.unsafeBorder = unsafe }
        for view in file.views.values { (view as? LayoutFileView)?.showsOutline = true }
        file.root.layoutIfNeeded()
        return file
    }
}

/// The one terminal size of `frames`, `draw` and `explain`. The value is taken whatever it
/// starts with, so that `--size -1x5` is refused as a size rather than read as options.
struct SizeArgument: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The terminal size (default: this terminal's, else 80x24).", valueName: "WxH"),
        transform: parseSize)
    var size: Size?

    /// The size asked for, or the terminal's.
    var value: Size { size ?? terminalSize() }
}

/// The help of a command's layout file argument.
let layoutFileHelp = ArgumentHelp(
    "The .layout file; - reads it from standard input (./- names a file called -).",
    valueName: "file")

/// Reads and builds the file; on an error, prints it to stderr on one line (the file could
/// not be read) or three (what it says is wrong) and exits 1.
@MainActor
func loadLayoutFile(_ file: InputFile, into root: RootView) throws -> LayoutFile {
    do {
        let text = try LayoutFile.text(decoding: file.bytes(), fileName: file.name)
        return try LayoutFile(text: text, fileName: file.name, root: root)
    } catch {
        writeError(message(for: error))
        throw ExitCode(1)
    }
}

/// `80x24`: a terminal size, each side from 1 to 1000 cells.
func parseSize(_ text: String) throws -> Size {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
        (1...1000).contains(width), (1...1000).contains(height)
    else {
        throw ValidationError(
            "expected WIDTHxHEIGHT such as 80x24, each from 1 to 1000 cells, but found '\(text)'")
    }
    return Size(width: width, height: height)
}

/// `1x1-200x60`: every size from the first to the second, in both directions; `80x24` alone
/// is the one size.
func parseSizeRange(_ text: String) throws -> SizeRange {
    let ends = text.split(separator: "-", omittingEmptySubsequences: false)
    guard ends.count <= 2, !ends.contains(where: \.isEmpty) else {
        throw ValidationError("expected a range such as 1x1-200x60, but found '\(text)'")
    }
    let low = try parseSize(String(ends[0]))
    let high = try parseSize(String(ends.last!))
    guard low.width <= high.width, low.height <= high.height else {
        throw ValidationError(
            "the range \(text) runs backwards; put the smaller size first, as in 1x1-200x60")
    }
    return SizeRange(widths: low.width...high.width, heights: low.height...high.height)
}

struct SizeRange: Sendable {
    var widths: ClosedRange<Int>
    var heights: ClosedRange<Int>
}

/// `top=1,bottom=1`: the named sides, in whole cells; the others are 0.
func parseInsets(_ text: String) throws -> EdgeInsets {
    var insets = EdgeInsets()
    for side in text.split(separator: ",") {
        let pair = side.split(separator: "=", omittingEmptySubsequences: false)
        guard pair.count == 2, !pair[1].isEmpty, pair[1].allSatisfy({ ("0"..."9").contains($0) })
        else {
            throw ValidationError(
                "expected sides such as top=1,bottom=1 in whole cells, but found '\(side)'")
        }
        guard let cells = Int(pair[1]) else {
            throw ValidationError("\(pair[1]) cells is too many; write at most \(Int.max)")
        }
        switch pair[0] {
        case "top": insets.top = cells
        case "left": insets.left = cells
        case "bottom": insets.bottom = cells
        case "right": insets.right = cells
        default:
            throw ValidationError(
                "'\(pair[0])' is not a side; the sides are top, left, bottom and right")
        }
    }
    return insets
}

/// The size of the terminal stdout goes to, or 80×24 when it goes elsewhere.
func terminalSize() -> Size {
    kernelTerminalSize(of: STDOUT_FILENO) ?? Size(width: 80, height: 24)
}
