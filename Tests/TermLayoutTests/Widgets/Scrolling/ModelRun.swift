import Foundation
import TermLayout
import TermLayoutTesting
import Testing

/// What happens to a widget on screen besides its data changing: a key, a click, a notch of
/// the wheel, the terminal resized, or its unsafe border (a status line) moved.
enum ScreenEvent: CustomStringConvertible {
    case key(Key)
    case click(Point)
    case wheel(Point, down: Bool)
    case resize(Size)
    case border(EdgeInsets)

    /// The sizes at the corners of the range 1×1…300×100; a resize picks one half the time.
    static let extremes = [
        Size(width: 1, height: 1), Size(width: 300, height: 100), Size(width: 1, height: 100),
        Size(width: 300, height: 1),
    ]

    var description: String {
        switch self {
        case .key(let key): "key \(key)"
        case .click(let cell): "click \(cell.x),\(cell.y)"
        case .wheel(let cell, let down): "wheel \(down ? "down" : "up") \(cell.x),\(cell.y)"
        case .resize(let size): "resize \(size)"
        case .border(let border): "border \(border)"
        }
    }

    /// A random event on a screen of `size`: mostly keys from `keys`, then clicks and the wheel
    /// anywhere on it, resizes from 1×1 to 300×100 and borders of up to two cells.
    static func random(keys: [Key], on size: Size, _ random: inout SplitMix64) -> ScreenEvent {
        let cell = Point(x: random.next(below: size.width), y: random.next(below: size.height))
        switch random.next(below: 20) {
        case 0..<9: return .key(keys[random.next(below: keys.count)])
        case 9..<13: return .click(cell)
        case 13..<17: return .wheel(cell, down: random.next(below: 2) == 0)
        case 17..<19:
            if random.next(below: 2) == 0 { return .resize(extremes[random.next(below: 4)]) }
            return .resize(
                Size(width: 1 + random.next(below: 300), height: 1 + random.next(below: 100)))
        default:
            return .border(
                EdgeInsets(
                    top: random.next(below: 2), left: random.next(below: 3),
                    bottom: random.next(below: 2), right: random.next(below: 3)))
        }
    }

    /// Does it to `root`, as the terminal would.
    @MainActor
    func send(to root: RootView) {
        switch self {
        case .key(let key): root.dispatchKey(key)
        case .click(let cell):
            root.dispatchMouse(MouseEvent(.press, at: cell))
            root.dispatchMouse(MouseEvent(.release, button: .none, at: cell))
        case .wheel(let cell, let down):
            root.dispatchMouse(MouseEvent(down ? .scrollDown : .scrollUp, button: .none, at: cell))
        case .resize(let size): root.terminalSize = size
        case .border(let border): root.unsafeBorder = border
        }
    }
}

/// A data-driven widget beside a model of its data, for `runModel`: it makes random changes to
/// the data (each followed by a reload, as an app must) and to the widget through its API, and
/// says what the widget shows that the model does not.
@MainActor
protocol ModelSubject {
    associatedtype Change: CustomStringConvertible
    /// The root the widget fills.
    var root: RootView { get }
    /// The keys the widget takes, and some it does not.
    var keys: [Key] { get }
    /// A random change to the data, or a call to the widget's selection or scrolling.
    func randomChange(_ random: inout SplitMix64) -> Change
    func apply(_ change: Change)
    /// Every way the widget differs from the model now, and every ask of the data source for
    /// what does not exist since the last call; empty when all is well.
    func problems() -> [String]
}

/// How many steps each model run takes: `TERMLAYOUT_MODEL_STEPS`, else 10,000 for an ordinary
/// `swift test`; a soak sets a million, in release.
let modelSteps =
    ProcessInfo.processInfo.environment["TERMLAYOUT_MODEL_STEPS"].flatMap { Int($0) } ?? 10_000

/// The seed of the runs: `TERMLAYOUT_MODEL_SEED` to replay a failure, else a new one each run.
let modelSeed =
    ProcessInfo.processInfo.environment["TERMLAYOUT_MODEL_SEED"].flatMap { UInt64($0) }
    ?? UInt64.random(in: 0...UInt64.max)

/// Drives `subject` through `modelSteps` seeded random steps, two in five a change of its data
/// or a call to it, the rest screen events, laying out after each and stopping at the first
/// step after which it differs from its model; the issue gives the seed and the last steps.
@MainActor
func runModel(_ subject: some ModelSubject, name: String) {
    var random = SplitMix64(seed: modelSeed)
    var recent: [String] = []
    for step in 0..<modelSteps {
        if random.next(below: 5) < 2 {
            let change = subject.randomChange(&random)
            recent.append("\(step): \(change)")
            subject.apply(change)
        } else {
            let event = ScreenEvent.random(
                keys: subject.keys, on: subject.root.terminalSize, &random)
            recent.append("\(step): \(event)")
            event.send(to: subject.root)
        }
        if recent.count > 12 { recent.removeFirst() }
        subject.root.layoutIfNeeded()
        let problems = subject.problems()
        guard problems.isEmpty else {
            Issue.record(
                """
                \(name), seed \(modelSeed) (TERMLAYOUT_MODEL_SEED=\(modelSeed) replays it), \
                after step \(step):
                \(problems.prefix(8).joined(separator: "\n"))
                the last steps:
                \(recent.joined(separator: "\n"))
                """)
            return
        }
    }
}

/// Which of `count` lines `length` rows tall, `pitch` apart from content row `start`, have any
/// row in `sight`: the rows of a list or of a grid's items a model expects to see.
func lines(from start: Int, pitch: Int, length: Int, count: Int, in sight: Range<Int>)
    -> Range<Int>
{
    /// `a / b` rounded down, and rounded up, for any sign of `a` (`b` positive).
    func down(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    func up(_ a: Int, _ b: Int) -> Int { -down(-a, b) }
    let first = max(0, down(sight.lowerBound - start - length, pitch) + 1)
    let end = min(count, up(sight.upperBound - start, pitch))
    return first..<max(first, end)
}

/// The scroll view's vertical offset, when it lies outside the range that scrolling keeps it
/// in: past the content's end after the content shrank or the view grew, say.
@MainActor
func offsetProblems(_ scroll: ScrollView) -> [String] {
    let (offset, range) = (
        scroll.contentOffset.y, scroll.minimumContentOffset.y...scroll.maximumContentOffset.y
    )
    return range.contains(offset) ? [] : ["offset \(offset) outside \(range)"]
}
