extension LayoutConstraint {
    /// The constraints a format string describes. Formats separated by `;` are parsed in
    /// order: a piece containing `[` is Visual Format Language (with `<|` and `|>` for the
    /// safe area), any other piece an equation such as `a.center == |`. A piece may open with
    /// a size condition, `when width < 80: H:|[a]|`, which applies to that piece's
    /// constraints alone. Options apply to the VFL pieces. An error's offset counts from the
    /// start of the whole string.
    public static func constraints(
        withVisualFormat format: String, options: VisualFormatOptions = [],
        metrics: [String: Double] = [:], views: [String: View],
        spacing: StandardSpacing = .standard
    ) throws(FormatError) -> [LayoutConstraint] {
        let bytes = Array(format.utf8)
        let context = FormatContext(
            views: views, metrics: metrics, options: options, spacing: spacing)
        var constraints: [LayoutConstraint] = []
        var start = 0
        while true {
            let end = bytes[start...].firstIndex(of: .semicolon) ?? bytes.count
            var lower = start
            var upper = end
            while lower < upper, bytes[lower] == .space || bytes[lower] == .tab { lower += 1 }
            while upper > lower, bytes[upper - 1] == .space || bytes[upper - 1] == .tab {
                upper -= 1
            }
            let scanner = FormatScanner(input: format, bytes: bytes, range: lower..<upper)
            if lower == upper {
                throw scanner.error(
                    start == 0 && end == bytes.count
                        ? "the format is empty; write a visual format such as 'H:|-[a]-|' or an"
                            + " equation such as 'a.width == 10'"
                        : "a format between ';' separators is empty; remove the extra ';'",
                    at: lower)
            }
            var condition: SizeCondition?
            if SizeConditionParser.opensCondition(bytes, at: lower, end: upper) {
                var parser = SizeConditionParser(scanner: scanner, context: context)
                condition = try parser.parse()
                lower = parser.scanner.position
                while lower < upper, bytes[lower] == .space || bytes[lower] == .tab { lower += 1 }
                guard lower < upper else {
                    throw scanner.error("expected a format after the condition's ':'", at: lower)
                }
            }
            let pieceScanner = FormatScanner(input: format, bytes: bytes, range: lower..<upper)
            var piece: [LayoutConstraint]
            if bytes[lower..<upper].contains(.openBracket) {
                var parser = VisualFormatParser(scanner: pieceScanner, context: context)
                piece = try parser.parse()
            } else {
                var parser = EquationParser(scanner: pieceScanner, context: context)
                piece = try parser.parse()
            }
            if let condition { for constraint in piece { constraint.condition = condition } }
            constraints += piece
            guard end < bytes.count else { return constraints }
            start = end + 1
        }
    }

    /// A constraint from a formula between two items, `width = 2 * width + 10`: the first
    /// attribute is `lhs`'s, the second `rhs`'s. Without `rhs` the formula compares with a
    /// constant (`width < 100`). `=`, `<` and `>` mean `==`, `<=` and `>=`.
    public convenience init(formula: String, lhs: any LayoutItem, rhs: (any LayoutItem)? = nil)
        throws(FormatError)
    {
        var parser = FormulaParser(formula, hasRightItem: rhs != nil)
        let parsed = try parser.parse()
        self.init(
            first: (lhs, parsed.firstAttribute, nil), relation: parsed.relation,
            second: rhs.flatMap { rhs in parsed.secondAttribute.map { (rhs, $0, nil) } },
            multiplier: parsed.multiplier, constant: parsed.constant, priority: parsed.priority)
    }
}

extension View {
    /// Builds the formula's constraint between this view and `other` (or a constant one) and
    /// installs it on their nearest common ancestor. Throws a `FormatError` for a malformed
    /// formula and an `ActivationError`, naming both views, when they share no ancestor.
    @discardableResult
    public func constrain(_ formula: String, to other: View? = nil) throws -> LayoutConstraint {
        let constraint = try LayoutConstraint(formula: formula, lhs: self, rhs: other)
        try constraint.activate()
        return constraint
    }
}
