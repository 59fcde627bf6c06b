/// Parses a formula between two given items, `width = 2 * width + 10 @750`, or a constant one,
/// `width < 100`, when there is no right-hand item.
struct FormulaParser {
    private var scanner: FormatScanner
    private let left: any LayoutItem
    private let right: (any LayoutItem)?

    init(_ formula: String, left: any LayoutItem, right: (any LayoutItem)?) {
        let bytes = Array(formula.utf8)
        scanner = FormatScanner(input: formula, bytes: bytes, range: 0..<bytes.count)
        self.left = left
        self.right = right
    }

    mutating func parse() throws(FormatError) -> LayoutConstraint {
        scanner.skipSpaces()
        let leftAttribute = try attribute(
            "expected an attribute such as 'width' to begin the formula")
        scanner.skipSpaces()
        let relation = try self.relation()
        scanner.skipSpaces()
        let constraint: LayoutConstraint
        if let number = try scanner.number() {
            scanner.skipSpaces()
            if scanner.take(.star) {
                scanner.skipSpaces()
                constraint = try relate(leftAttribute.attribute, relation, multiplier: number.value)
            } else {
                constraint = try constant(leftAttribute.attribute, relation, number)
            }
        } else {
            constraint = try relate(leftAttribute.attribute, relation, multiplier: 1)
        }
        scanner.skipSpaces()
        if scanner.take(.at) {
            scanner.skipSpaces()
            let start = scanner.position
            guard let value = try scanner.number() else {
                throw scanner.unexpected("expected a priority (a number from 1 to 1000) after '@'")
            }
            guard let priority = LayoutPriority(rawValue: value.value) else {
                throw scanner.error(
                    "priority \(formatNumber(value.value)) is out of range; use a number from 1"
                        + " to 1000 (1000 is required)", at: start)
            }
            constraint.priority = priority
            scanner.skipSpaces()
        }
        guard scanner.isAtEnd else {
            throw scanner.unexpected("expected '+', '-', '@' or the end of the formula")
        }
        return constraint
    }

    /// `[multiplier *] attribute [(+|-) constant]`, the multiplier already read.
    private mutating func relate(
        _ leftAttribute: LayoutAttribute, _ relation: LayoutRelation, multiplier: Double
    ) throws(FormatError) -> LayoutConstraint {
        let rightAttribute = try attribute("expected an attribute such as 'width'")
        guard let right else {
            throw scanner.error(
                "the formula names a right-hand attribute but no right-hand view was given; pass"
                    + " one, or write a constant such as 'width = 10'",
                at: rightAttribute.start)
        }
        scanner.skipSpaces()
        var constant = 0.0
        if let sign = scanner.current, sign == .plus || sign == .dash {
            scanner.position += 1
            scanner.skipSpaces()
            guard let number = try scanner.number() else {
                throw scanner.unexpected("expected a number after '\(sign == .plus ? "+" : "-")'")
            }
            constant = sign == .plus ? number.value : -number.value
        }
        let constraint = LayoutConstraint(
            first: (left, leftAttribute, nil), relation: relation,
            second: (right, rightAttribute.attribute, nil), multiplier: multiplier,
            constant: constant, priority: .required)
        if let problem = constraint.attributeProblem {
            throw scanner.error(problem, at: rightAttribute.start)
        }
        return constraint
    }

    private func constant(
        _ leftAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ number: (value: Double, start: Int)
    ) throws(FormatError) -> LayoutConstraint {
        guard right == nil else {
            throw scanner.unexpected(
                "expected '*' after the multiplier: a right-hand view was given, so the formula"
                    + " needs its attribute (write '\(formatNumber(number.value)) * width')")
        }
        let constraint = LayoutConstraint(
            first: (left, leftAttribute, nil), relation: relation, second: nil, multiplier: 1,
            constant: number.value, priority: .required)
        if let problem = constraint.attributeProblem {
            throw scanner.error(problem, at: number.start)
        }
        return constraint
    }

    private mutating func attribute(_ expectation: String) throws(FormatError)
        -> (attribute: LayoutAttribute, start: Int)
    {
        guard let word = scanner.name() else { throw scanner.unexpected(expectation) }
        guard let attribute = LayoutAttribute(formatName: word.text) else {
            let names = LayoutAttribute.allCases.map(\.rawValue) + ["baseline"]
            throw scanner.error(
                "'\(word.text)' is not an attribute\(suggestion(for: word.text, among: names));"
                    + " a formula relates one attribute of each view, such as width or leading",
                at: word.start)
        }
        return (attribute, word.start)
    }

    /// `=`, `<`, `>` (meaning `<=` and `>=`), or `==`, `<=`, `>=`.
    private mutating func relation() throws(FormatError) -> LayoutRelation {
        let relation: LayoutRelation
        switch scanner.current {
        case .equals: relation = .equal
        case .less: relation = .lessThanOrEqual
        case .greater: relation = .greaterThanOrEqual
        default: throw scanner.unexpected("expected '=', '<' or '>' after the attribute")
        }
        scanner.position += 1
        _ = scanner.take(.equals)
        return relation
    }
}
