import TermLayout

/// Reads a layout file statement by statement and builds as it goes: a view exists from its
/// declaration on, and each constraint line is parsed, then activated, with the views and
/// metrics declared above it.
@MainActor
struct LayoutFileBuilder {
    static let keywords = ["unsafe", "spacing", "direction", "metrics", "view", "formula", "show"]
    /// The directives a `when` block may hold.
    static let conditionalKeywords = ["formula", "show"]

    let file: String
    let root: RootView
    /// The declared views by name, and the root as `root`: what the languages look names up in.
    var views: [String: View]
    var viewNames: [String] = []
    /// Where each name was declared or defined, for the error that redeclares it.
    var declarationLines: [String: Int] = [:]
    var metricLines: [String: Int] = [:]
    /// Where each one-off directive (`unsafe`, `spacing`, `direction`) stood.
    var settingLines: [String: Int] = [:]
    var metrics: [String: Double] = [:]
    var spacing = StandardSpacing.standard
    var constraints: [LayoutConstraint] = []
    /// The first line that made constraints: `spacing` must come before it.
    var firstConstraintLine: Int?
    /// The `when` block the lines are in, if any.
    var conditionBlock: ConditionBlock?
    /// Where each view was given a `show` line.
    var shownLines: [String: Int] = [:]

    init(file: String, root: RootView) {
        self.file = file
        self.root = root
        views = ["root": root]
        root.unsafeBorder = .zero
        root.layoutDirection = .leftToRight
    }

    mutating func read(_ line: LayoutFileLine) throws(LayoutFileError) {
        let words = line.words(from: line.start)
        guard let first = words.first else { return }
        try closeBlock(before: line)
        let isViewName = views[first.text] != nil
        let hint = suggestion(for: first.text, among: Self.keywords)
        if first.text == "when", words.count > 1 {
            try readWhen(words, in: line)
        } else if Self.keywords.contains(first.text), words.count > 1 || !isViewName {
            if let block = conditionBlock, !Self.conditionalKeywords.contains(first.text) {
                throw line.error(
                    "'\(first.text)' cannot be in a 'when' block (opened on line"
                        + " \(block.header.number)); only constraint, 'formula' and 'show' lines"
                        + " apply under a condition", at: first.start, in: file)
            }
            try readDirective(first.text, words: Array(words.dropFirst()), in: line)
        } else if !isViewName, Self.isMisspeltDirective(words, hint: hint, in: line) {
            throw line.error(
                "'\(first.text)' is not a directive\(hint); a line is a directive ("
                    + Self.keywords.joined(separator: ", ") + ") or a constraint", at: first.start,
                in: file)
        } else {
            try readConstraints(words, in: line)
        }
    }

    /// Whether a line that starts with no keyword nor view reads as a misspelt directive: a
    /// name and another word (an equation's name is followed by '.' or a relation), or a lone
    /// name close to a keyword.
    private static func isMisspeltDirective(
        _ words: [LayoutFileLine.Word], hint: String, in line: LayoutFileLine
    ) -> Bool {
        guard isIdentifier(words[0].text) else { return false }
        guard words.count > 1 else { return !hint.isEmpty }
        return !".=<>".unicodeScalars.contains(line.scalars[words[1].start])
    }

    /// A line of formats, VFL or equations separated by `;`, with an optional `options=` suffix.
    mutating func readConstraints(_ words: [LayoutFileLine.Word], in line: LayoutFileLine)
        throws(LayoutFileError)
    {
        var end = line.end
        var options: VisualFormatOptions = []
        if let index = words.firstIndex(where: { $0.text.hasPrefix("options=") }) {
            let word = words[index]
            guard index > 0 else {
                throw line.error(
                    "'options=' applies to the visual format before it on the same line, and"
                        + " there is none", at: word.start, in: file)
            }
            if index + 1 < words.count {
                throw line.error(
                    "unexpected '\(words[index + 1].text)' after the options; 'options=' ends"
                        + " the line", at: words[index + 1].start, in: file)
            }
            options = try self.options(word, in: line)
            end = words[index - 1].end
            guard line.text(from: line.start, to: end).contains("[") else {
                throw line.error(
                    "options apply to visual formats, and this line has none (a visual format"
                        + " has '['); remove them", at: word.start, in: file)
            }
        }
        let format = line.text(from: line.start, to: end)
        firstConstraintLine = firstConstraintLine ?? line.number
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views,
                spacing: spacing)
        } catch {
            throw line.error(
                Self.fileMessage(for: error), at: line.start + error.offset, in: file)
        }
        try activate(made, in: line, at: line.start)
    }

    /// `options=alignAllTop,alignAllBottom`.
    private func options(_ word: LayoutFileLine.Word, in line: LayoutFileLine)
        throws(LayoutFileError) -> VisualFormatOptions
    {
        var options: VisualFormatOptions = []
        var start = word.start + "options=".unicodeScalars.count
        for name in word.text.dropFirst("options=".count).split(
            separator: ",", omittingEmptySubsequences: false)
        {
            guard let option = VisualFormatOptions(name: name) else {
                let names = VisualFormatOptions.named.map(\.name)
                throw line.error(
                    name.isEmpty
                        ? "expected an option name such as 'alignAllTop'"
                        : "'\(name)' is not a format option"
                            + "\(suggestion(for: String(name), among: names)); the options are "
                            + names.joined(separator: ", "), at: start, in: file)
            }
            options.insert(option)
            start += name.unicodeScalars.count + 1
        }
        return options
    }

    /// Activates what a statement made, as the file's next constraints.
    mutating func activate(_ made: [LayoutConstraint], in line: LayoutFileLine, at offset: Int)
        throws(LayoutFileError)
    {
        for constraint in made { constraint.condition = try condition(for: constraint, on: line) }
        do {
            try LayoutConstraint.activate(made)
        } catch {
            throw line.error("\(error)", at: offset, in: file)
        }
        constraints += made
    }

    /// The languages' error with a file's advice: their own speaks of the Swift API's
    /// dictionaries, and a file has lines.
    static func fileMessage(for error: FormatError) -> String {
        switch error.kind {
        case .unknownView:
            error.problem + "; declare it on a 'view' line above this one, or fix the spelling"
        case .unknownMetric:
            error.problem + "; define it on a 'metrics' line above this one, or write a number"
        case .unknownName:
            error.problem + "; declare it on a 'view' or 'metrics' line above this one"
        case .other:
            error.message
        }
    }
}
