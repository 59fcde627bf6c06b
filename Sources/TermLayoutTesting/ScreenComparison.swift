import TermLayout
import Testing

/// Records an issue unless `actual` shows what `expected` does, cell for cell, text and style:
/// the lines of their `styledLines` that differ, `-` for the expected screen's and `+` for the
/// actual one's. Returns whether they are the same. Meant for a tmux pane against the headless
/// render of the same view tree:
///
/// ```swift
/// let headless = Screen(size: size)
/// headless.render(root)
/// expectSameScreen(try session.captureScreen(), as: headless)
/// ```
///
/// A colour is compared by its palette entry, so `.indexed(1)` is `.red`: ncurses writes both
/// as SGR 31, and the terminal cannot tell which one the program meant. A blank is compared
/// without bold and dim, which do not show on it: ncurses clears a run of bold blanks to the
/// end of a line with `el`, as plain ones.
@MainActor
@discardableResult
public func expectSameScreen(
    _ actual: Screen, as expected: Screen, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let got = asShown(actual).styledLines
    let wanted = asShown(expected).styledLines
    guard got != wanted else { return true }
    let sizes = "\(actual.size), \(expected.size) expected"
    Issue.record(
        Comment(
            rawValue: "the screens differ (\(sizes)):\n"
                + difference(
                    expected: wanted.joined(separator: "\n"), actual: got.joined(separator: "\n"))
        ),
        sourceLocation: sourceLocation)
    return false
}

/// A copy of `screen` as a terminal can show it: every colour among the first sixteen palette
/// entries by its name (`.indexed(9)` becomes `.brightRed`), and blanks without the attributes
/// that do not show on them.
@MainActor
private func asShown(_ screen: Screen) -> Screen {
    func named(_ color: TerminalColor) -> TerminalColor {
        guard case .indexed(let index) = color, index < namedColors.count else { return color }
        return namedColors[Int(index)]
    }
    let copy = Screen(size: screen.size)
    for y in 0..<screen.size.height {
        for x in 0..<screen.size.width where !screen[x, y].isContinuation {
            let cell = screen[x, y]
            var style = cell.style
            style.foreground = named(style.foreground)
            style.background = named(style.background)
            if cell.grapheme == " " { style.attributes.subtract([.bold, .dim]) }
            let isWide = x + 1 < screen.size.width && screen[x + 1, y].isContinuation
            copy.put(cell.grapheme, width: isWide ? 2 : 1, at: Point(x: x, y: y), style: style)
        }
    }
    return copy
}
