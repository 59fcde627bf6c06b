import TermLayout

/// libFuzzer's entry point: the input is a header line and a constraint string (see
/// `LanguageInput`), parsed through both string entry points: as a format (VFL and equations)
/// and as a formula, with and without a second item. Each parse must give constraints with
/// finite numbers or throw a `FormatError` that points inside the input after ASCII only and
/// describes itself in three lines; anything else traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = LanguageInput(
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    MainActor.assumeIsolated { input.parse() }
    return 0
}

/// `HEADER\nTEXT`: the header's words are metrics (`name=value`), VFL option names
/// (`alignAllTop`) and view names, the first two views being the formula's items; the text is
/// everything after the first line break. Without a line break the whole input is the text.
struct LanguageInput {
    var text: String
    var viewNames: [String] = []
    var metrics: [String: Double] = [:]
    var options: VisualFormatOptions = []

    init(_ input: String) {
        guard let lineBreak = input.firstIndex(of: "\n") else {
            text = input
            return
        }
        text = String(input[input.index(after: lineBreak)...])
        for word in input[..<lineBreak].split(separator: " ") {
            let pair = word.split(separator: "=", maxSplits: 1)
            if pair.count == 2, let value = Double(pair[1]) {
                metrics[String(pair[0])] = value
            } else if let option = VisualFormatOptions(name: word) {
                options.formUnion(option)
            } else {
                viewNames.append(String(word))
            }
        }
    }

    @MainActor
    func parse() {
        let root = View(identifier: "root")
        var views: [String: View] = [:]
        for name in viewNames {
            let view = View(identifier: name)
            try? root.addSubview(view)
            views[name] = view
        }
        let first = viewNames.first.flatMap { views[$0] } ?? root
        let second = viewNames.dropFirst().first.flatMap { views[$0] } ?? root
        check { () throws(FormatError) in
            try LayoutConstraint.constraints(
                withVisualFormat: text, options: options, metrics: metrics, views: views)
        }
        check { () throws(FormatError) in
            [try LayoutConstraint(formula: text, lhs: first, rhs: second)]
        }
        check { () throws(FormatError) in [try LayoutConstraint(formula: text, lhs: first)] }
    }

    /// Traps unless `parse` gives constraints with finite numbers or throws a well-formed
    /// `FormatError` for `text`.
    @MainActor
    private func check(_ parse: () throws(FormatError) -> [LayoutConstraint]) {
        do {
            for constraint in try parse() {
                require(
                    constraint.multiplier.isFinite && constraint.constant.isFinite,
                    "non-finite number in \(constraint)")
            }
        } catch {
            let scalars = text.unicodeScalars
            require(error.input == text, "the error's input is not the text parsed")
            require(
                (0...scalars.count).contains(error.offset),
                "offset \(error.offset) outside 0...\(scalars.count): \(error.message)")
            require(
                scalars.prefix(error.offset).allSatisfy(\.isASCII),
                "offset \(error.offset) comes after a non-ASCII character: \(error.message)")
            let lines = error.description.split(omittingEmptySubsequences: false) {
                $0.isNewline
            }
            require(lines.count == 3, "the description has \(lines.count) lines, not 3")
        }
    }
}

/// Stops with `message` unless `condition` holds, which libFuzzer reports as a crash.
/// `precondition` would trap too, but without its message in a release build.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
