import ArgumentParser
import Foundation
import TermLayout
import TermLayoutFiles
import TermLayoutTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lays the file out at every size in a range and lists the problems.",
        discussion: """
            A problem is broken (what `frames --json` lists as broken: a constraint refused, \
            one that holds the root at another size than the terminal's, a guide that left \
            its view's insets, a view's size floor that lost; or edges that miss on screen), ambiguous (a view's \
            frame is not determined), offscreen (a view leaves the screen) or empty (a view \
            has no room). By default each problem is summed up on one line: how many sizes \
            it happens at, the widths and heights they span, and the first; --verbose lists \
            every problem at every size instead, one line each (WxH: KIND: detail). Then the \
            number of sizes checked, and the smallest terminal at which every required \
            constraint holds. The layout messages the engine logs while the sizes change are \
            not printed: each is one of the problems listed. Exits 1 when a required \
            constraint broke at any size, else 0, so it can gate CI.
            """)

    @OptionGroup var layout: LayoutArguments

    /// Taken whatever it starts with, as `--size` is.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The sizes, from the smallest to the largest (default: 1x1-200x60).",
            valueName: "WxH-WxH"),
        transform: parseSizeRange)
    var sizes = SizeRange(widths: 1...200, heights: 1...60)

    @Option(
        name: .customLong("min-size"), parsing: .unconditional,
        help: ArgumentHelp(
            "Check only sizes at least this wide and this tall, such as the size an app"
                + " shows its too-small screen below.", valueName: "WxH"),
        transform: parseSize)
    var minimumSize: Size?

    @Flag(help: "List every problem at every size, one line each, instead of a summary.")
    var verbose = false

    mutating func validate() throws {
        guard let minimumSize else { return }
        guard minimumSize.width <= sizes.widths.upperBound,
            minimumSize.height <= sizes.heights.upperBound
        else {
            throw ValidationError(
                "--min-size \(minimumSize.width)x\(minimumSize.height) is larger than every size"
                    + " checked (up to \(sizes.widths.upperBound)x\(sizes.heights.upperBound))")
        }
        sizes = SizeRange(
            widths: max(sizes.widths.lowerBound, minimumSize.width)...sizes.widths.upperBound,
            heights: max(sizes.heights.lowerBound, minimumSize.height)...sizes.heights.upperBound)
    }

    @MainActor func run() async throws {
        let file = try layout.load(size: Size(width: sizes.widths.lowerBound, height: 1))
        var problems: [(size: Size, problems: [Problem])] = []
        let all = sweepSizes(widths: sizes.widths, heights: sizes.heights)
        var progress = ProgressLine(total: all.count)
        // What the engine would log at each size is among the problems listed below; printed
        // as it happens, it repeated them at every size the sweep crossed a threshold.
        file.root.log = { _ in }
        for (index, size) in all.enumerated() {
            // The terminal size is an edit variable: each size re-solves from the last.
            file.root.terminalSize = size
            file.root.layoutIfNeeded()
            let found = problemsNow(file)
            if !found.isEmpty { problems.append((size, found.sorted { $0.kind < $1.kind })) }
            progress.update(done: index + 1)
        }
        progress.finish()
        problems.sort { ($0.size.width, $0.size.height) < ($1.size.width, $1.size.height) }
        if verbose {
            for (size, found) in problems {
                for problem in found {
                    print("\(size.width)x\(size.height): \(problem.kind): \(problem.detail)")
                }
            }
        } else {
            for summary in ProblemSummary.summaries(of: problems) { print(summary) }
        }
        print("checked \(all.count) sizes: \(problems.count) with problems")
        let minimum = file.root.minimumSize
        print("minimum size: \(minimum.width)x\(minimum.height)")
        if problems.contains(where: { $0.problems.contains { $0.kind == .broken } }) {
            throw ExitCode(1)
        }
    }

    /// What is wrong with the layout at the root's present size: the broken constraints
    /// `frames --json` lists, `layoutProblems` by kind (anything but a view leaving the screen
    /// means a required constraint does not hold on screen), then ambiguous and empty views.
    @MainActor
    private func problemsNow(_ file: LayoutFile) -> [Problem] {
        var found = brokenParts(file).map { Problem(kind: .broken, detail: $0) }
        found += layoutProblems(in: file.root).filter {
            ![.brokenConstraint, .yieldedGuide, .lostFloor].contains($0.kind)
        }.map { problem in
            Problem(kind: problem.kind == .offscreen ? .offscreen : .broken, detail: problem.detail)
        }
        found += ambiguousViewNames(file).map { Problem(kind: .ambiguous, detail: $0) }
        for name in file.viewNames {
            let frame = file.views[name]!.absoluteFrame
            if frame.isEmpty {
                found.append(Problem(kind: .empty, detail: "\(name) at \(frame) is empty"))
            }
        }
        return found
    }
}

/// One line of the report.
struct Problem {
    /// In the order a size's lines are printed.
    enum Kind: Comparable {
        case broken, ambiguous, offscreen, empty
    }

    var kind: Kind
    var detail: String
}

/// "checked N of M sizes" on standard error while a long sweep runs, redrawn in place at most
/// ten times a second, and only when standard error is a terminal.
struct ProgressLine {
    let total: Int
    private let isShown = isatty(STDERR_FILENO) == 1
    private var lastDrawn = ContinuousClock.now

    init(total: Int) { self.total = total }

    mutating func update(done: Int) {
        guard isShown, ContinuousClock.now - lastDrawn >= .milliseconds(100) else { return }
        lastDrawn = .now
        FileHandle.standardError.write(Data("\rchecked \(done) of \(total) sizes".utf8))
    }

    /// Clears the line.
    func finish() {
        if isShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
