import TermLayout

/// The directives: `unsafe`, `spacing`, `direction`, `metrics`, `view`, `formula` and `show`
/// (in `+Conditions`).
extension LayoutFileBuilder {
    typealias Word = LayoutFileLine.Word

    mutating func readDirective(_ keyword: String, words: [Word], in line: LayoutFileLine)
        throws(LayoutFileError)
    {
        let reader = DirectiveReader(keyword: keyword, line: line, file: file)
        switch keyword {
        case "unsafe":
            try setOnce(reader)
            root.unsafeBorder = try unsafeBorder(words, reader)
        case "spacing":
            try setOnce(reader)
            if let first = firstConstraintLine {
                throw reader.error(
                    "'spacing' must come before the constraint lines it applies to; move it above"
                        + " line \(first)", at: line.start)
            }
            let value = try reader.single(words, "a number of cells such as '1'")
            guard let cells = try Self.decimal(value, signed: false, reader) else {
                throw reader.error(
                    "expected a number of cells such as '1', but found '\(value.text)'",
                    at: value.start)
            }
            spacing = StandardSpacing(betweenSiblings: cells, toEdge: cells)
        case "direction":
            try setOnce(reader)
            let value = try reader.single(words, "leftToRight or rightToLeft")
            switch value.text {
            case "leftToRight": root.layoutDirection = .leftToRight
            case "rightToLeft": root.layoutDirection = .rightToLeft
            default:
                throw reader.error(
                    "'\(value.text)' is not a direction; write leftToRight or rightToLeft",
                    at: value.start)
            }
        case "metrics":
            try readMetrics(words, reader)
        case "view":
            try readView(words, reader)
        case "show":
            try readShow(words, reader)
        default:
            try readFormula(reader)
        }
    }

    /// `unsafe`, `spacing` and `direction` set the whole file's value: twice is a mistake.
    private mutating func setOnce(_ reader: DirectiveReader) throws(LayoutFileError) {
        if let earlier = settingLines[reader.keyword] {
            throw reader.error(
                "'\(reader.keyword)' is already set on line \(earlier); keep one '\(reader.keyword)'"
                    + " line", at: reader.line.start)
        }
        settingLines[reader.keyword] = reader.line.number
    }

    /// `top=1 bottom=1`: any of the four sides, each once, in whole cells.
    private func unsafeBorder(_ words: [Word], _ reader: DirectiveReader) throws(LayoutFileError)
        -> EdgeInsets
    {
        guard !words.isEmpty else { throw reader.missing("a side such as 'top=1'") }
        let sides = ["top", "left", "bottom", "right"]
        var values: [String: Int] = [:]
        for word in words {
            let (side, value) = try reader.keyValue(word, "a side such as 'top=1'")
            guard sides.contains(side) else {
                throw reader.error(
                    "'\(side)' is not a side of the unsafe border"
                        + "\(suggestion(for: side, among: sides)); the sides are top, left,"
                        + " bottom and right", at: word.start)
            }
            guard values[side] == nil else {
                throw reader.error("'\(side)' is set twice on this line", at: word.start)
            }
            values[side] = try reader.cells(value, after: side)
        }
        return EdgeInsets(
            top: values["top"] ?? 0, left: values["left"] ?? 0, bottom: values["bottom"] ?? 0,
            right: values["right"] ?? 0)
    }

    /// `side=20 gap=1`: named numbers, each defined once.
    private mutating func readMetrics(_ words: [Word], _ reader: DirectiveReader)
        throws(LayoutFileError)
    {
        guard !words.isEmpty else { throw reader.missing("a metric such as 'gap=1'") }
        for word in words {
            let (name, value) = try reader.keyValue(word, "a metric such as 'gap=1'")
            guard Self.isIdentifier(name) else {
                throw reader.error(
                    "'\(name)' is not a valid metric name; " + Self.identifierRule, at: word.start)
            }
            if let earlier = metricLines[name] {
                throw reader.error(
                    "metric '\(name)' is already defined on line \(earlier); give it one value",
                    at: word.start)
            }
            if name == "root" || views[name] != nil {
                throw reader.error(
                    (declarationLines[name].map {
                        "'\(name)' is the name of the view declared on line \($0)"
                    } ?? "'root' is the root view's name") + "; give the metric another name",
                    at: word.start)
            }
            guard let number = try Self.decimal(value, signed: true, reader) else {
                throw reader.error(
                    "expected a number such as '2', '-1' or '0.5' after '\(name)=', but found"
                        + " \(reader.quoted(value.text))", at: value.start)
            }
            metrics[name] = number
            metricLines[name] = reader.line.number
        }
    }

    /// `formula LHS RHS: FORMULA`, RHS `-` for none: one constraint between two declared views.
    private mutating func readFormula(_ reader: DirectiveReader) throws(LayoutFileError) {
        let line = reader.line
        let body = line.start + "formula".unicodeScalars.count
        guard let colon = line.scalars[body..<line.end].firstIndex(of: ":") else {
            throw reader.error(
                "expected ':' after the formula's two views, as in 'formula a b: width = width',"
                    + " but found the end of the line", at: line.end)
        }
        let names = line.words(from: body, to: colon)
        guard names.count == 2 else {
            throw reader.error(
                names.count < 2
                    ? "expected two views before ':', the formula's left-hand view and its"
                        + " right-hand one ('-' for none)"
                    : "unexpected '\(names[2].text)'; a formula names two views before ':'",
                at: names.count < 2 ? colon : names[2].start)
        }
        let lhs = try declaredView(names[0], reader)
        let rhs = names[1].text == "-" ? nil : try declaredView(names[1], reader)
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(
                formula: line.text(from: colon + 1, to: line.end), lhs: lhs, rhs: rhs)
        } catch {
            throw reader.error(error.message, at: colon + 1 + error.offset)
        }
        firstConstraintLine = firstConstraintLine ?? line.number
        try activate([constraint], in: line, at: names[0].start)
    }

    func declaredView(_ word: Word, _ reader: DirectiveReader) throws(LayoutFileError)
        -> View
    {
        guard let view = views[word.text] else {
            throw reader.error(
                "'\(word.text)' is not a declared view"
                    + "\(suggestion(for: word.text, among: views.keys)); declare it on a 'view'"
                    + " line above this one, or fix the spelling", at: word.start)
        }
        return view
    }
}

extension LayoutFileBuilder {
    static let identifierRule =
        "a name starts with a letter or '_' and goes on with letters, digits or '_'"

    /// Whether `text` is a name by the languages' rule, read by their scanner.
    static func isIdentifier(_ text: String) -> Bool {
        var scanner = FormatScanner(whole: text)
        return scanner.name() != nil && scanner.isAtEnd
    }

    /// A plain decimal, `12` or `0.5` (with a leading `-` when `signed`), read as the languages
    /// read numbers; nil for anything else, such as `1e3`, `inf` or `0x10`, which `Double(_:)`
    /// would take. Throws the languages' error, at the number, for one too large to be finite.
    static func decimal(_ word: Word, signed: Bool, _ reader: DirectiveReader)
        throws(LayoutFileError) -> Double?
    {
        var scanner = FormatScanner(whole: word.text)
        let negative = signed && scanner.take(UInt8(ascii: "-"))
        let number: (value: Double, start: Int)?
        do {
            number = try scanner.number()
        } catch {
            throw reader.error(error.message, at: word.start + error.offset)
        }
        guard let number, scanner.isAtEnd else { return nil }
        return negative ? -number.value : number.value
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
