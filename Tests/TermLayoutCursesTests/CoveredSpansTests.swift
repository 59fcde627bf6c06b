import TermLayout
import Testing

@testable import TermLayoutCurses

@Suite("The lines of a window that the windows above cover whole")
struct CoveredSpansTests {
    @Test(
        "windows met top to bottom, on a screen 3 rows high: each window's lines, covered or not",
        arguments: [
            ("the first window", [Rect(x: 0, y: 0, width: 10, height: 2)], [[false, false]]),
            (
                "one under another of its size",
                [Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 0, y: 0, width: 10, height: 2)],
                [[false, false], [true, true]]
            ),
            (
                "one under a shorter one",
                [Rect(x: 0, y: 1, width: 10, height: 1), Rect(x: 0, y: 0, width: 10, height: 3)],
                [[false], [false, true, false]]
            ),
            (
                "one under two side by side",
                [
                    Rect(x: 5, y: 0, width: 5, height: 1), Rect(x: 0, y: 0, width: 5, height: 1),
                    Rect(x: 0, y: 0, width: 10, height: 1),
                ],
                [[false], [false], [true]]
            ),
            (
                "one under two with a gap between, then one under the wider of the two",
                [
                    Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 6, y: 0, width: 4, height: 1),
                    Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 6, y: 0, width: 2, height: 1),
                ],
                [[false], [false], [false], [true]]
            ),
            (
                "one one cell wider than the one above",
                [Rect(x: 1, y: 0, width: 9, height: 1), Rect(x: 0, y: 0, width: 10, height: 1)],
                [[false], [false]]
            ),
            (
                "rows past the screen",
                [Rect(x: 0, y: 0, width: 10, height: 3), Rect(x: 0, y: 1, width: 10, height: 3)],
                [[false, false, false], [true, true, false]]
            ),
        ] as [(String, [Rect], [[Bool]])])
    func coveredLines(_ name: String, windows: [Rect], expected: [[Bool]]) {
        var spans = CoveredSpans()
        spans.reset(height: 3)
        var lines: [[Bool]] = []
        for window in windows {
            var noted: [Bool] = []
            spans.cover(window, noting: &noted)
            lines.append(noted)
        }
        #expect(lines == expected, "\(name)")
    }
}
