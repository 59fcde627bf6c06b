import TermLayout

/// One problem summed up over the sizes it happens at: a problem is the same at two sizes
/// when its kind and its detail with the numbers left out are (`sidebar at 0,3 16×0 is empty`
/// at one size is `sidebar at 0,3 17×0 is empty` at the next).
struct ProblemSummary: CustomStringConvertible {
    let kind: Problem.Kind
    /// The first size it happens at (widths first), and its detail there.
    let first: Size
    let detail: String
    private(set) var count = 1
    private(set) var widths: ClosedRange<Int>
    private(set) var heights: ClosedRange<Int>

    init(kind: Problem.Kind, first: Size, detail: String) {
        self.kind = kind
        self.first = first
        self.detail = detail
        widths = first.width...first.width
        heights = first.height...first.height
    }

    mutating func add(_ size: Size) {
        count += 1
        widths = min(widths.lowerBound, size.width)...max(widths.upperBound, size.width)
        heights = min(heights.lowerBound, size.height)...max(heights.upperBound, size.height)
    }

    /// `KIND at N sizes, widths A-B, heights C-D, first at WxH: detail`.
    var description: String {
        let sizes = count == 1 ? "1 size" : "\(count) sizes"
        return "\(kind) at \(sizes), widths \(span(widths)), heights \(span(heights)),"
            + " first at \(first.width)x\(first.height): \(detail)"
    }

    private func span(_ range: ClosedRange<Int>) -> String {
        range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)-\(range.upperBound)"
    }

    /// The problems of a sweep (sizes in sweep order) summed up, by kind, then by the first
    /// size each happens at.
    static func summaries(of sweep: [(size: Size, problems: [Problem])]) -> [ProblemSummary] {
        var summaries: [ProblemSummary] = []
        var positions: [String: Int] = [:]
        for (size, problems) in sweep {
            for problem in problems {
                let key = "\(problem.kind) \(withoutNumbers(problem.detail))"
                if let position = positions[key] {
                    summaries[position].add(size)
                } else {
                    positions[key] = summaries.count
                    summaries.append(
                        ProblemSummary(kind: problem.kind, first: size, detail: problem.detail))
                }
            }
        }
        return summaries.enumerated().sorted {
            ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset)
        }.map(\.element)
    }

    /// `text` with every number in it as `#`; digits inside a name (`view2`) stay.
    private static func withoutNumbers(_ text: String) -> String {
        var result = ""
        var inName = false
        var inNumber = false
        for character in text {
            if character.isASCII, character.isNumber, !inName {
                if !inNumber { result.append("#") }
                inNumber = true
                continue
            }
            inNumber = false
            inName = character.isLetter || character == "_" || (inName && character.isNumber)
            result.append(character)
        }
        return result
    }
}
