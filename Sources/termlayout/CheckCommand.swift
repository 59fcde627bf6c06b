import ArgumentParser
import TermLayout
import TermLayoutFiles
import TermLayoutTesting

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lays the file out at every size in a range and lists the problems.",
        discussion: """
            One line a problem, WxH: KIND: detail, KIND being broken (a required constraint \
            does not hold), ambiguous (a view's frame is not determined), offscreen (a view \
            leaves the screen) or empty (a view has no room); then a summary line, and the \
            smallest terminal at which every required constraint holds. Exits 1 \
            when a required constraint broke at any size.
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

    @MainActor func run() async throws {
        let file = try layout.load(size: Size(width: sizes.widths.lowerBound, height: 1))
        let refused = file.constraints.filter { !$0.isActive }
        var problems: [Size: [Problem]] = [:]
        for size in sweepSizes(widths: sizes.widths, heights: sizes.heights) {
            file.root.terminalSize = size
            file.root.layoutIfNeeded()
            let found = refused.map { Problem(kind: .broken, detail: "\($0)") } + problemsNow(file)
            if !found.isEmpty { problems[size] = found.sorted { $0.kind < $1.kind } }
        }
        let ordered = problems.keys.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
        for size in ordered {
            for problem in problems[size]! {
                print("\(size.width)x\(size.height): \(problem.kind): \(problem.detail)")
            }
        }
        print(
            "checked \(sizes.widths.count * sizes.heights.count) sizes: \(ordered.count) with problems"
        )
        let minimum = file.root.minimumSize
        print("minimum size: \(minimum.width)x\(minimum.height)")
        if problems.values.joined().contains(where: { $0.kind == .broken }) { throw ExitCode(1) }
    }

    /// What is wrong with the layout at the root's present size: `layoutProblems` by kind
    /// (anything but a view leaving the screen means a required constraint does not hold on
    /// screen), then ambiguous and empty views.
    @MainActor
    private func problemsNow(_ file: LayoutFile) -> [Problem] {
        var found = layoutProblems(in: file.root).map { problem in
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
