import Cassowary

/// What the parsers look names up in: the views and metrics dictionaries, the options and the
/// standard spacing of one call.
@MainActor
struct FormatContext {
    let views: [String: View]
    let metrics: [String: Double]
    let options: VisualFormatOptions
    let spacing: StandardSpacing
    init(
        views: [String: View], metrics: [String: Double], options: VisualFormatOptions = [],
        spacing: StandardSpacing = .standard
    ) {
        self.views = views
        self.metrics = metrics
        self.options = options
        self.spacing = spacing
    }

    /// The name `view` has in the views dictionary, for descriptions of constraints to a
    /// superview that `|` stood for. Only an unnamed view needs it (an identifier wins), so the
    /// dictionary is searched only then; the smallest of several names is taken.
    func name(of view: View) -> String? {
        guard view.identifier == nil else { return nil }
        var found: String?
        for (name, candidate) in views where candidate === view {
            if found.map({ name < $0 }) ?? true { found = name }
        }
        return found
    }

    /// A metric's value; throws, pointing at the name, when it is missing or not finite.
    func metric(_ name: String, at offset: Int, in scanner: FormatScanner) throws(FormatError)
        -> Double
    {
        guard let value = metrics[name] else {
            throw scanner.unknown(
                .unknownMetric(name),
                "'\(name)' is not a metric\(suggestion(for: name, among: metrics.keys))",
                advice: "add it to the metrics dictionary or write a number", at: offset)
        }
        guard value.isFinite else {
            throw scanner.error(
                "metric '\(name)' is \(value); give it a finite value", at: offset)
        }
        return value
    }

    /// A number or a metric's name, at the cursor; nil when neither is there.
    func value(_ scanner: inout FormatScanner) throws(FormatError) -> Double? {
        if let number = try scanner.number() { return number.value }
        guard let name = scanner.name() else { return nil }
        return try metric(name.text, at: name.start, in: scanner)
    }

    /// The priority after an `@`: a number or a metric, in `1...999` or 1000.
    func priority(_ scanner: inout FormatScanner) throws(FormatError) -> LayoutPriority {
        let start = scanner.position
        guard let value = try value(&scanner) else {
            throw scanner.unexpected("expected \(LayoutPriority.expected) after '@'")
        }
        guard let priority = LayoutPriority(rawValue: value) else {
            throw scanner.error(LayoutPriority.outOfRange(value), at: start)
        }
        return priority
    }

    /// What an edge beside `view` stands for: its superview or the superview's safe-area guide,
    /// with the superview's dictionary name. Throws, naming the view, when it has no superview.
    func item(for edge: EdgeToken, beside view: View, named name: String, in scanner: FormatScanner)
        throws(FormatError) -> (item: any LayoutItem, viewName: String?)
    {
        guard let superview = view.superview else {
            throw scanner.error(
                "'\(name)' has no superview, so '\(edge.isSafeArea ? "<|" : "|")' has nothing to"
                    + " pin to; add '\(name)' to a view first", at: edge.offset)
        }
        let item: any LayoutItem = edge.isSafeArea ? superview.safeAreaLayoutGuide : superview
        return (item, self.name(of: superview))
    }

    /// A view by name; throws, pointing at the name, when the dictionary has none.
    func view(_ name: (text: String, start: Int), in scanner: FormatScanner) throws(FormatError)
        -> View
    {
        guard let view = views[name.text] else {
            throw scanner.unknown(
                .unknownView(name.text),
                "'\(name.text)' is not a view name\(suggestion(for: name.text, among: views.keys))",
                advice: "add it to the views dictionary or fix the spelling", at: name.start)
        }
        return view
    }
}

/// ` (did you mean 'x'?)` for the closest candidate, or an empty string. A name may be off by
/// one edit per three characters, two at most, so one-letter names get no guesses. Long names
/// and huge dictionaries get none either: an error must stay cheap.
package func suggestion(for name: String, among candidates: some Collection<String>) -> String {
    let limit = min(2, name.utf8.count / 3)
    guard limit > 0, name.utf8.count <= 64, candidates.count <= 1000 else { return "" }
    var best: (distance: Int, name: String)?
    for candidate in candidates {
        let distance = editDistance(Array(name.utf8), Array(candidate.utf8), limit: limit)
        guard distance <= limit else { continue }
        if let best, (best.distance, best.name) <= (distance, candidate) { continue }
        best = (distance, candidate)
    }
    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
}

/// Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, or `limit + 1`
/// when there are more than `limit`.
private func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        if current.min()! > limit { return limit + 1 }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return min(previous[b.count], limit + 1)
}
