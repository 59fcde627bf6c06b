import TermLayout
import TermLayoutFiles
import Testing

/// Extreme numbers in every place a file takes one. Numbers are plain decimals, so `1e308`,
/// `NaN` and `inf` are errors where they stand; infinity and the smallest doubles can only be
/// written out in digits (400 nines, and 1e-320 as `0.00…01`). What is accepted lays out, with
/// frames beyond any screen clamped to a billion cells by the engine.
@Suite("Extreme numbers in layout files")
@MainActor
struct NumberTests {
    /// Where a number goes: a file with `N` in its place.
    enum Place: String, Sendable {
        case vflConstant = "view a\nH:|[a(N)]"
        case equationConstant = "view a\nH:|[a]\na.width == N"
        case multiplier = "view a\nview b\nH:|[a][b]|\na.width == b.width * N"
        case priority = "view a\nH:|[a]|\na.width == 5 @N"
        case metric = "metrics m=N\nview a\nH:|-(m)-[a]"
        case intrinsicSize = "view a intrinsic=Nx1\nH:|[a]"
        case unsafeBorder = "unsafe top=N\nview a\nV:|>[a]"
        case spacing = "spacing N\nview a\nH:|-[a]"
        case hugging = "view a hug=N,250"
    }

    nonisolated static let nines = String(repeating: "9", count: 400)
    nonisolated static let tiny = "0." + String(repeating: "0", count: 319) + "1"
    nonisolated static let huge = "99999999999999999999"
    nonisolated static let billion = 1_000_000_000

    nonisolated static func row(_ number: String, _ place: Place, _ outcome: BadInput.Outcome)
        -> BadInput
    {
        let name = number == nines ? "400 nines" : number == tiny ? "1e-320 in digits" : number
        return BadInput(
            "\(name) as \(place)", place.rawValue.replacingOccurrences(of: "N", with: number),
            outcome)
    }

    /// An error on the line that holds the number.
    nonisolated static func error(_ place: Place, _ column: Int, _ message: String)
        -> BadInput.Outcome
    {
        let line = place.rawValue.prefix { $0 != "N" }.filter { $0 == "\n" }.count + 1
        return .error(line: line, column: column, message: message)
    }

    nonisolated static let afterPredicate = "expected ',' or ')' after the predicate, but found 'e'"
    nonisolated static let afterEquation =
        "expected '*', '/', '+', '-', '@' or the end of the equation, but found 'e'"
    nonisolated static let tooLarge = "the number is too large; constants must be finite"
    nonisolated static let tooManyCells = "\(huge) cells is too many; write at most \(Int.max)"
    nonisolated static func neither(_ name: String) -> String {
        "'\(name)' is neither a view nor a metric; declare it on a 'view' or 'metrics' line above"
            + " this one"
    }
    nonisolated static func notMetric(_ name: String) -> String {
        "'\(name)' is not a metric; define it on a 'metrics' line above this one, or write a number"
    }
    nonisolated static func priorityRange(_ shown: String) -> String {
        "priority \(shown) is out of range; use a number from 1 to 999, or 1000 for required"
    }
    nonisolated static func metricValue(_ found: String) -> String {
        "expected a number such as '2', '-1' or '0.5' after 'm=', but found '\(found)'"
    }
    nonisolated static func intrinsic(_ found: String) -> String {
        "expected WIDTHxHEIGHT in cells, such as '12x1', after 'intrinsic=', but found '\(found)x1'"
    }
    nonisolated static func cells(_ found: String) -> String {
        "expected a whole number of cells after 'top=', but found '\(found)'"
    }
    nonisolated static func spacingValue(_ found: String) -> String {
        "expected a number of cells such as '1', but found '\(found)'"
    }
    nonisolated static func priorities(_ found: String) -> String {
        "expected two priorities, horizontal then vertical, such as '250,750', after 'hug=', but"
            + " found '\(found),250'"
    }
    nonisolated static let minus =
        "expected a view, '|', '|>', '<|', a number or a metric after the relation, but found '-'"

    /// `a` where a number that is nothing, or too much, puts it.
    nonisolated static func a(x: Int = 0, y: Int = 0, width: Int = 0) -> BadInput.Outcome {
        .layout(views: 1, frames: ["a": Rect(x: x, y: y, width: width, height: 0)])
    }
    nonisolated static let aAndB = BadInput.Outcome.layout(
        views: 2,
        frames: [
            "a": Rect(x: 0, y: 0, width: 0, height: 0), "b": Rect(x: 0, y: 0, width: 80, height: 0),
        ])

    nonisolated static let cases: [BadInput] = [
        row("1e308", .vflConstant, error(.vflConstant, 8, afterPredicate)),
        row("1e308", .equationConstant, error(.equationConstant, 13, afterEquation)),
        row("1e308", .multiplier, error(.multiplier, 23, afterEquation)),
        row("1e308", .priority, error(.priority, 16, afterEquation)),
        row("1e308", .metric, error(.metric, 11, metricValue("1e308"))),
        row("1e308", .intrinsicSize, error(.intrinsicSize, 18, intrinsic("1e308"))),
        row("1e308", .unsafeBorder, error(.unsafeBorder, 12, cells("1e308"))),
        row("1e308", .spacing, error(.spacing, 9, spacingValue("1e308"))),
        row("1e308", .hugging, error(.hugging, 12, priorities("1e308"))),
        row("NaN", .vflConstant, error(.vflConstant, 7, neither("NaN"))),
        row("NaN", .equationConstant, error(.equationConstant, 12, neither("NaN"))),
        row("NaN", .multiplier, error(.multiplier, 22, notMetric("NaN"))),
        row("NaN", .priority, error(.priority, 15, notMetric("NaN"))),
        row("NaN", .metric, error(.metric, 11, metricValue("NaN"))),
        row("NaN", .intrinsicSize, error(.intrinsicSize, 18, intrinsic("NaN"))),
        row("NaN", .unsafeBorder, error(.unsafeBorder, 12, cells("NaN"))),
        row("NaN", .spacing, error(.spacing, 9, spacingValue("NaN"))),
        row("NaN", .hugging, error(.hugging, 12, priorities("NaN"))),
        row("-0", .vflConstant, a()),
        row("-0", .equationConstant, error(.equationConstant, 12, minus)),
        row("-0", .multiplier, aAndB),
        row(
            "-0", .priority,
            error(
                .priority, 15,
                "expected a priority (a number from 1 to 999, or 1000) after '@', but found '-'")),
        row("-0", .metric, a()),
        row("-0", .intrinsicSize, error(.intrinsicSize, 18, intrinsic("-0"))),
        row("-0", .unsafeBorder, error(.unsafeBorder, 12, cells("-0"))),
        row("-0", .spacing, error(.spacing, 9, spacingValue("-0"))),
        row("-0", .hugging, error(.hugging, 12, priorities("-0"))),
        row(huge, .vflConstant, a(width: billion)),
        row(huge, .equationConstant, a(width: billion)),
        row(
            huge, .multiplier,
            .layout(
                views: 2,
                frames: [
                    "a": Rect(x: 0, y: 0, width: 80, height: 0),
                    "b": Rect(x: 80, y: 0, width: 0, height: 0),
                ])),
        row(huge, .priority, error(.priority, 15, priorityRange("1e+20"))),
        row(huge, .metric, a(x: billion)),
        row(huge, .intrinsicSize, error(.intrinsicSize, 18, tooManyCells)),
        row(huge, .unsafeBorder, error(.unsafeBorder, 12, tooManyCells)),
        row(huge, .spacing, a(x: billion)),
        row(huge, .hugging, error(.hugging, 12, priorityRange("1e+20"))),
        row("inf", .vflConstant, error(.vflConstant, 7, neither("inf"))),
        row("inf", .equationConstant, error(.equationConstant, 12, neither("inf"))),
        row("inf", .multiplier, error(.multiplier, 22, notMetric("inf"))),
        row("inf", .priority, error(.priority, 15, notMetric("inf"))),
        row("inf", .metric, error(.metric, 11, metricValue("inf"))),
        row("inf", .intrinsicSize, error(.intrinsicSize, 18, intrinsic("inf"))),
        row("inf", .unsafeBorder, error(.unsafeBorder, 12, cells("inf"))),
        row("inf", .spacing, error(.spacing, 9, spacingValue("inf"))),
        row("inf", .hugging, error(.hugging, 12, priorities("inf"))),
        row("1e-320", .vflConstant, error(.vflConstant, 8, afterPredicate)),
        row("1e-320", .equationConstant, error(.equationConstant, 13, afterEquation)),
        row("1e-320", .multiplier, error(.multiplier, 23, afterEquation)),
        row("1e-320", .priority, error(.priority, 16, afterEquation)),
        row("1e-320", .metric, error(.metric, 11, metricValue("1e-320"))),
        row("1e-320", .intrinsicSize, error(.intrinsicSize, 18, intrinsic("1e-320"))),
        row("1e-320", .unsafeBorder, error(.unsafeBorder, 12, cells("1e-320"))),
        row("1e-320", .spacing, error(.spacing, 9, spacingValue("1e-320"))),
        row("1e-320", .hugging, error(.hugging, 12, priorities("1e-320"))),
        row(nines, .vflConstant, error(.vflConstant, 7, tooLarge)),
        row(nines, .equationConstant, error(.equationConstant, 12, tooLarge)),
        row(nines, .multiplier, error(.multiplier, 22, tooLarge)),
        row(nines, .priority, error(.priority, 15, tooLarge)),
        row(nines, .metric, error(.metric, 11, tooLarge)),
        row(
            nines, .intrinsicSize,
            error(.intrinsicSize, 18, "\(nines) cells is too many; write at most \(Int.max)")),
        row(
            nines, .unsafeBorder,
            error(.unsafeBorder, 12, "\(nines) cells is too many; write at most \(Int.max)")),
        row(nines, .spacing, error(.spacing, 9, tooLarge)),
        row(nines, .hugging, error(.hugging, 12, tooLarge)),
        row(tiny, .vflConstant, a()),
        row(tiny, .equationConstant, a()),
        row(tiny, .multiplier, aAndB),
        row(tiny, .priority, error(.priority, 15, priorityRange("1e-320"))),
        row(tiny, .metric, a()),
        row(tiny, .intrinsicSize, error(.intrinsicSize, 18, intrinsic(tiny))),
        row(tiny, .unsafeBorder, error(.unsafeBorder, 12, cells(tiny))),
        row(tiny, .spacing, a()),
        row(tiny, .hugging, error(.hugging, 12, priorityRange("1e-320"))),
        BadInput(
            "a multiplier that overflows", "view a\nview b\na.width == b.width * \(huge) / \(tiny)",
            .error(
                line: 3, column: 45,
                message: "the result is too large to be a number; use a multiplier and a constant"
                    + " of reasonable size")),
    ]

    @Test("each is an error where it stands, or a layout", arguments: cases)
    func number(_ input: BadInput) throws { try expectOutcome(input) }
}
