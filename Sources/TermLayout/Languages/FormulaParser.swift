import Cassowary

/// Parses a formula, `width = 2 * width + 10 @750`, or a constant one, `width < 100`; the items
/// are given separately, so the parser needs to know only whether there is a right-hand one.
@MainActor
struct FormulaParser {
    /// What a formula says, before it is applied to its items.
    struct Formula {
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var secondAttribute: LayoutAttribute?
        var multiplier = 1.0
        var constant = 0.0
        var priority = LayoutPriority.required
    }

    private var scanner: FormatScanner
    private let hasRightItem: Bool
    /// Formulas have no metrics; the context only reads priorities.
    private let context = FormatContext(views: [:], metrics: [:])

    init(_ formula: String, hasRightItem: Bool) {
        scanner = FormatScanner(whole: formula)
        self.hasRightItem = hasRightItem
    }

    mutating func parse() throws(FormatError) -> Formula {
        scanner.skipSpaces()
        let left = try attribute("expected an attribute such as 'width' to begin the formula")
        scanner.skipSpaces()
        var formula = Formula(firstAttribute: left.attribute, relation: try relation())
        scanner.skipSpaces()
        if let number = try scanner.number() {
            scanner.skipSpaces()
            if scanner.take(.star) {
                scanner.skipSpaces()
                formula.multiplier = number.value
                try parseRightSide(into: &formula)
            } else {
                try parseConstant(number, into: &formula)
            }
        } else {
            try parseRightSide(into: &formula)
        }
        scanner.skipSpaces()
        if scanner.take(.at) {
            scanner.skipSpaces()
            formula.priority = try context.priority(&scanner)
            scanner.skipSpaces()
        }
        guard scanner.isAtEnd else {
            throw scanner.unexpected("expected '+', '-', '@' or the end of the formula")
        }
        return formula
    }

    /// `attribute [(+|-) constant]`, after any multiplier.
    private mutating func parseRightSide(into formula: inout Formula) throws(FormatError) {
        let right = try attribute("expected an attribute such as 'width'")
        guard hasRightItem else {
            throw scanner.error(
                "the formula names a right-hand attribute but no right-hand view was given; pass"
                    + " one, or write a constant such as 'width = 10'", at: right.start)
        }
        if let problem = LayoutConstraint.attributeProblem(formula.firstAttribute, right.attribute)
        {
            throw scanner.error(problem, at: right.start)
        }
        formula.secondAttribute = right.attribute
        scanner.skipSpaces()
        if let sign = scanner.current, sign == .plus || sign == .dash {
            scanner.position += 1
            scanner.skipSpaces()
            guard let number = try scanner.number() else {
                throw scanner.unexpected("expected a number after '\(sign == .plus ? "+" : "-")'")
            }
            formula.constant = sign == .plus ? number.value : -number.value
        }
    }

    private func parseConstant(_ number: (value: Double, start: Int), into formula: inout Formula)
        throws(FormatError)
    {
        guard !hasRightItem else {
            throw scanner.unexpected(
                "expected '*' after the multiplier: a right-hand view was given, so the formula"
                    + " needs its attribute (write '\(formatNumber(number.value)) * width')")
        }
        if let problem = LayoutConstraint.attributeProblem(formula.firstAttribute, nil) {
            throw scanner.error(problem, at: number.start)
        }
        formula.constant = number.value
    }

    private mutating func attribute(_ expectation: String) throws(FormatError)
        -> (attribute: LayoutAttribute, start: Int)
    {
        guard let word = scanner.name() else { throw scanner.unexpected(expectation) }
        guard let attribute = LayoutAttribute(formatName: word.text) else {
            throw scanner.error(
                "'\(word.text)' is not an attribute"
                    + suggestion(for: word.text, among: LayoutAttribute.formatNames)
                    + "; a formula relates one attribute of each view, such as width or leading",
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
