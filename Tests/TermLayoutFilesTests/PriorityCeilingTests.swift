import TermLayout
import TermLayoutFiles
import Testing

/// A layout file takes the priorities the languages take, 1 to 999 and 1000, in its
/// constraints, its metrics and its views' hugging and resistance: a number between 999 and
/// 1000 is an error at its place, and 999 leaves the terminal its size.
@Suite("Priorities above 999 in layout files")
@MainActor
struct PriorityCeilingTests {
    /// Where a file takes a priority: a file with `N` in its place, which wants `a` 20 wide.
    enum Place: String, CaseIterable, Sendable {
        case equation = "view a\nH:|[a]|\na.width == 20 @N"
        case visualFormat = "view a\nH:|[a(20@N)]|"
        case metric = "metrics m=N\nview a\nH:|[a(20@m)]|"
        case hugging = "view a hug=N,250\nH:|[a]|"
        case resistance = "view a resist=250,N\nH:|[a]|"

        /// The line and column of the priority (of the metric's name, for `metric`).
        var position: (line: Int, column: Int) {
            switch self {
            case .equation: (3, 16)
            case .visualFormat: (2, 10)
            case .metric: (3, 10)
            case .hugging: (1, 12)
            case .resistance: (1, 19)
            }
        }
    }

    nonisolated static let numbers = ["999", "999.000001", "999.5", "999.95", "999.96", "999.999"]

    nonisolated static let cases: [BadInput] = Place.allCases.flatMap { place in
        numbers.map { number in
            let text = place.rawValue.replacingOccurrences(of: "N", with: number)
            let outcome =
                number == "999"
                ? BadInput.Outcome.layout(
                    views: 1,
                    frames: ["root": fullScreen, "a": Rect(x: 0, y: 0, width: 80, height: 0)])
                : .error(
                    line: place.position.line, column: place.position.column,
                    message: "priority \(number) is between 999 and 1000, where the engine's own"
                        + " priorities are (the terminal's size among them); use a number from 1"
                        + " to 999, or 1000 for required")
            return BadInput("\(number) in \(place)", text, outcome)
        }
    }

    @Test("a priority above 999 is an error at its place; 999 lays out", arguments: cases)
    func priority(_ input: BadInput) throws { try expectOutcome(input) }
}
