import Cassowary

/// Reads the condition that may open a piece of a constraint string,
/// `when width >= 40 and sidebar.height < 10:`, into a `SizeCondition`. Each comparison
/// bounds the terminal's size (`width`, `height`) or a view's (`NAME.width`, `NAME.height`)
/// by a whole number of cells; a condition no size satisfies is refused where it becomes so.
@MainActor
struct SizeConditionParser {
    var scanner: FormatScanner
    let context: FormatContext

    /// Whether the piece opens with a condition: the word `when` and whitespace (a view named
    /// `when` is still `when.width`).
    static func opensCondition(_ bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        let word = Array("when".utf8)
        guard end - offset > word.count, Array(bytes[offset..<offset + word.count]) == word
        else { return false }
        let next = bytes[offset + word.count]
        return next == .space || next == .tab
    }

    /// Reads `when COMPARISON (and COMPARISON)* :`, leaving the scanner after the colon.
    mutating func parse() throws(FormatError) -> SizeCondition {
        scanner.position += 4
        scanner.skipSpaces()
        var condition = try comparison()
        while true {
            scanner.skipSpaces()
            if scanner.take(.colon) { return condition }
            let start = scanner.position
            guard scanner.name()?.text == "and",
                scanner.current == .space || scanner.current == .tab
            else {
                scanner.position = start
                throw scanner.unexpected(
                    "expected ':' after the condition, or 'and' and another comparison")
            }
            scanner.skipSpaces()
            let comparisonStart = scanner.position
            let next = try comparison()
            let combined = condition.and(next)
            guard combined.isSatisfiable else {
                throw scanner.error(
                    "the condition holds at no size: '\(source(from: comparisonStart))' leaves"
                        + " nothing of what the comparisons before it allow", at: comparisonStart)
            }
            condition = combined
        }
    }

    /// `SUBJECT OP NUMBER`, one bound.
    private mutating func comparison() throws(FormatError) -> SizeCondition {
        let start = scanner.position
        guard let first = scanner.name() else {
            throw scanner.unexpected(
                "expected 'width', 'height', 'VIEW.width' or 'VIEW.height' in the condition")
        }
        var view: View?
        var attribute = first
        if scanner.take(.dot) {
            view = try context.view(first, in: scanner)
            guard let name = scanner.name() else {
                throw scanner.unexpected("expected 'width' or 'height' after '\(first.text).'")
            }
            attribute = name
        }
        guard attribute.text == "width" || attribute.text == "height" else {
            let subject = view == nil ? "the terminal's" : "a view's"
            throw scanner.error(
                "'\(attribute.text)' is not a size; a condition compares \(subject) 'width' or"
                    + " 'height'", at: attribute.start)
        }
        scanner.skipSpaces()
        let (lower, upper) = try bounds()
        let subject = view.map { SizeCondition.subject($0, viewName: first.text) } ?? .terminal
        let axis: LayoutAttribute.Axis = attribute.text == "width" ? .horizontal : .vertical
        guard lower <= upper else {
            throw scanner.error(
                "the condition holds at no size: '\(source(from: start))' leaves nothing, as"
                    + " sizes are 0 or more", at: start)
        }
        return SizeCondition(subject, axis, lower: lower, upper: upper)
    }

    /// The comparison and its number as the inclusive bounds it allows, `Int.max` for none.
    private mutating func bounds() throws(FormatError) -> (Int, Int) {
        let operators: [(text: String, bounds: (Int) -> (Int, Int))] = [
            ("<=", { (0, $0) }), (">=", { ($0, .max) }), ("==", { ($0, $0) }),
            ("<", { (0, $0 - 1) }), (">", { ($0 + 1, .max) }),
        ]
        guard
            let match = operators.first(where: { op in
                op.text.utf8.enumerated().allSatisfy {
                    scanner.byte(at: scanner.position + $0) == $1
                }
            })
        else {
            throw scanner.unexpected("expected '<', '<=', '>', '>=' or '==' after the size")
        }
        scanner.position += match.text.utf8.count
        scanner.skipSpaces()
        guard let number = try scanner.number() else {
            throw scanner.unexpected("expected a whole number of cells after '\(match.text)'")
        }
        guard number.value == number.value.rounded(), number.value <= 1_000_000_000 else {
            throw scanner.error(
                "a size is a whole number of cells up to 1000000000, not"
                    + " \(formatNumber(number.value))", at: number.start)
        }
        return match.bounds(Int(number.value))
    }

    /// The text read since `start`, for a message.
    private func source(from start: Int) -> String {
        String(decoding: scanner.bytes[start..<scanner.position], as: UTF8.self)
    }
}

extension SizeCondition {
    /// The condition that opens `text` (`when width < 80:`, whatever follows), read with the
    /// languages' grammar and errors, and the offset just after its colon: a layout file's
    /// `when` line, which opens a block when nothing follows.
    @MainActor
    package static func opening(_ text: String, views: [String: View]) throws(FormatError)
        -> (condition: SizeCondition, end: Int)
    {
        var parser = SizeConditionParser(
            scanner: FormatScanner(whole: text), context: FormatContext(views: views, metrics: [:]))
        let condition = try parser.parse()
        return (condition, parser.scanner.position)
    }
}
