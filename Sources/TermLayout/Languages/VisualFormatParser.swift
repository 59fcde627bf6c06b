/// Parses one visual format (one piece of a `;`-separated string) into constraints, in the
/// order Apple's parser emits them: each element's connection, then that view's predicates;
/// alignments last.
@MainActor
struct VisualFormatParser {
    private var scanner: FormatScanner
    private let context: FormatContext
    private var axis: FormatAxis
    private var constraints: [LayoutConstraint] = []

    init(scanner: FormatScanner, context: FormatContext) {
        self.scanner = scanner
        self.context = context
        axis = .horizontal(context.options)
    }

    /// One side of a gap: an item, the attribute it offers there, and its dictionary name.
    private typealias Side = (item: any LayoutItem, attribute: LayoutAttribute, viewName: String?)

    private enum Connection {
        case flush, standard
        case predicates([Predicate])

        var isFlush: Bool { if case .flush = self { true } else { false } }
    }

    private struct Predicate {
        enum Object {
            case constant(Double)
            case view(View, name: String)
        }
        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
    }

    private typealias Element = (view: View, name: String)

    mutating func parse() throws(FormatError) -> [LayoutConstraint] {
        let formatStart = scanner.position
        axis = try orientation()
        try checkOptions(at: formatStart)
        let leadingEdge = try scanner.edge()
        var connection = leadingEdge == nil ? Connection.flush : try self.connection()
        var views: [Element] = []
        while true {
            guard scanner.current == .openBracket else {
                throw scanner.unexpected(
                    views.isEmpty && leadingEdge == nil
                        ? "expected '|', '|>', '<|' or '[' to begin the format"
                        : "expected a view such as '[name]'")
            }
            let (element, predicates) = try view()
            if let previous = views.last {
                emit(
                    connection, from: side(of: previous, at: axis.end, baseline: .lastBaseline),
                    to: side(of: element, at: axis.start, baseline: .firstBaseline), edge: false)
            } else if let leadingEdge {
                let edge = try context.item(
                    for: leadingEdge, beside: element.view, named: element.name, in: scanner)
                emit(
                    connection, from: (edge.item, axis.start, edge.viewName),
                    to: (element.view, axis.start, element.name), edge: true)
            }
            constraints += predicates
            views.append(element)
            connection = try self.connection()
            if scanner.current == .openBracket { continue }
            if let trailingEdge = try scanner.edge() {
                let last = views.last!
                let edge = try context.item(
                    for: trailingEdge, beside: last.view, named: last.name, in: scanner)
                emit(
                    connection, from: (last.view, axis.end, last.name),
                    to: (edge.item, axis.end, edge.viewName), edge: true)
                guard scanner.isAtEnd else {
                    throw scanner.unexpected(
                        "expected the end of the format after its closing edge"
                            + " (separate formats with ';')")
                }
                break
            }
            guard scanner.isAtEnd, case .flush = connection else {
                throw scanner.unexpected(
                    connection.isFlush
                        ? "expected '-', '[', an edge or the end of the format after ']'"
                        : "expected a view or an edge after the connection")
            }
            break
        }
        emitAlignments(views)
        return constraints
    }

    // MARK: Orientation and options

    private mutating func orientation() throws(FormatError) -> FormatAxis {
        guard let letter = scanner.current,
            letter == UInt8(ascii: "H") || letter == UInt8(ascii: "V")
        else { return .horizontal(context.options) }
        scanner.position += 1
        guard scanner.take(.colon) else {
            throw scanner.unexpected(
                "expected ':' after '\(Character(Unicode.Scalar(letter)))' (write 'H:' or 'V:')")
        }
        return letter == UInt8(ascii: "V")
            ? .vertical(context.options) : .horizontal(context.options)
    }

    private func checkOptions(at offset: Int) throws(FormatError) {
        let options = context.options
        let orientation = axis.isVertical ? "V:" : "H:"
        for (name, attribute) in options.alignmentAttributes
        where (attribute.axis == .vertical) == axis.isVertical {
            throw scanner.error(
                "\(name) aligns along the axis this \(orientation) format lays out; alignment"
                    + " options belong to formats of the other axis", at: offset)
        }
        if options.contains(.spacingBaselineToBaseline), !axis.isVertical {
            throw scanner.error(
                "spacingBaselineToBaseline applies to vertical formats; start this one with 'V:'"
                    + " or drop the option", at: offset)
        }
        let directions: VisualFormatOptions = [
            .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
        ]
        if options.intersection(directions).rawValue.nonzeroBitCount > 1 {
            throw scanner.error(
                "choose one direction option, not several (directionLeadingToTrailing,"
                    + " directionLeftToRight or directionRightToLeft)", at: offset)
        }
    }

    // MARK: Elements

    /// A view in brackets, with the constraints of its predicates.
    private mutating func view() throws(FormatError) -> (Element, [LayoutConstraint]) {
        scanner.position += 1
        guard let name = scanner.name() else {
            throw scanner.unexpected(
                "expected a view name (a letter or '_', then letters, digits"
                    + " or '_') after '['")
        }
        let view = try context.view(name, in: scanner)
        var predicates: [LayoutConstraint] = []
        if scanner.take(.openParen) {
            for predicate in try predicateList(allowingViews: true) {
                let size = (view as any LayoutItem, axis.size, name.text as String?)
                switch predicate.object {
                case .constant(let value):
                    predicates.append(
                        LayoutConstraint(
                            first: size, relation: predicate.relation,
                            second: nil, multiplier: 1, constant: value,
                            priority: predicate.priority))
                case .view(let other, let otherName):
                    predicates.append(
                        LayoutConstraint(
                            first: size, relation: predicate.relation,
                            second: (other, axis.size, otherName), multiplier: 1, constant: 0,
                            priority: predicate.priority))
                }
            }
        }
        guard scanner.take(.closeBracket) else {
            throw scanner.unexpected("expected ']' to close the view '\(name.text)'")
        }
        return ((view, name.text), predicates)
    }

    // MARK: Connections and predicates

    /// The connection at the cursor: nothing (flush), `-`, `-N-` or `-(predicates)-`.
    private mutating func connection() throws(FormatError) -> Connection {
        guard scanner.take(.dash) else { return .flush }
        switch scanner.current {
        case .dash:
            throw scanner.error(
                "'--' is not a connection; write '-' for standard spacing or '-N-' for a gap of N",
                at: scanner.position)
        case .openParen:
            scanner.position += 1
            let predicates = try predicateList(allowingViews: false)
            try closeConnection()
            return .predicates(predicates)
        case let byte? where byte.isDigit || byte.isNameStart:
            let value = try gapValue()
            try closeConnection()
            return .predicates([
                Predicate(
                    relation: .equal, object: .constant(value),
                    priority: .required)
            ])
        default:
            return .standard
        }
    }

    private mutating func closeConnection() throws(FormatError) {
        guard scanner.take(.dash) else {
            throw scanner.unexpected("expected '-' to close the connection")
        }
    }

    /// A simple gap, `-N-`: a number or a metric, never a view.
    private mutating func gapValue() throws(FormatError) -> Double {
        if let number = try scanner.number() { return number.value }
        let name = scanner.name()!
        if context.views[name.text] != nil, context.metrics[name.text] == nil {
            throw scanner.error(
                "'\(name.text)' is a view name, but a gap is a number or a metric; put views in"
                    + " brackets, '[\(name.text)]'", at: name.start)
        }
        return try context.metric(name.text, at: name.start, in: scanner)
    }

    /// Predicates up to and including the closing `)`.
    private mutating func predicateList(allowingViews: Bool) throws(FormatError) -> [Predicate] {
        var predicates: [Predicate] = []
        repeat {
            predicates.append(try predicate(allowingViews: allowingViews))
        } while scanner.take(.comma)
        guard scanner.take(.closeParen) else {
            throw scanner.unexpected("expected ',' or ')' after the predicate")
        }
        return predicates
    }

    private mutating func predicate(allowingViews: Bool) throws(FormatError) -> Predicate {
        let relation = try scanner.relation() ?? .equal
        let object = try predicateObject(allowingViews: allowingViews)
        let priority = scanner.take(.at) ? try context.priority(&scanner) : .required
        return Predicate(relation: relation, object: object, priority: priority)
    }

    private mutating func predicateObject(allowingViews: Bool) throws(FormatError)
        -> Predicate.Object
    {
        let start = scanner.position
        if scanner.current == .dash, scanner.byte(at: start + 1)?.isDigit == true {
            scanner.position += 1
            return .constant(-(try scanner.number()!.value))
        }
        if let number = try scanner.number() { return .constant(number.value) }
        guard let name = scanner.name() else {
            throw scanner.unexpected("expected a number, a metric or a view name")
        }
        if let view = context.views[name.text] {
            guard allowingViews else {
                throw scanner.error(
                    "'\(name.text)' is a view name, but a connection takes a number or a metric;"
                        + " to match a view's size, put the predicate in its brackets:"
                        + " '[view(==\(name.text))]'", at: name.start)
            }
            return .view(view, name: name.text)
        }
        if context.metrics[name.text] == nil {
            let names = Array(context.views.keys) + context.metrics.keys
            throw scanner.unknown(
                .unknownName(name.text),
                "'\(name.text)' is neither a view nor a metric"
                    + suggestion(for: name.text, among: names),
                advice: "add it to the views or metrics dictionary", at: name.start)
        }
        return .constant(try context.metric(name.text, at: name.start, in: scanner))
    }

    // MARK: Emitting constraints

    /// A view's side facing a neighbouring view: a baseline under `spacingBaselineToBaseline`.
    private func side(
        of element: Element, at attribute: LayoutAttribute,
        baseline: LayoutAttribute
    ) -> Side {
        (element.view, axis.usesBaselines ? baseline : attribute, element.name)
    }

    /// The gap constraints between `earlier` and `later` (in format order): the side further
    /// along the coordinate axis equals the other plus the gap.
    private mutating func emit(
        _ connection: Connection, from earlier: Side, to later: Side,
        edge: Bool
    ) {
        let standard = edge ? context.spacing.toEdge : context.spacing.betweenSiblings
        let predicates: [Predicate]
        switch connection {
        case .flush:
            predicates = [Predicate(relation: .equal, object: .constant(0), priority: .required)]
        case .standard:
            predicates = [
                Predicate(relation: .equal, object: .constant(standard), priority: .required)
            ]
        case .predicates(let list): predicates = list
        }
        let (first, second) = axis.isForward ? (later, earlier) : (earlier, later)
        for predicate in predicates {
            guard case .constant(let gap) = predicate.object else { continue }
            constraints.append(
                LayoutConstraint(
                    first: first, relation: predicate.relation,
                    second: second, multiplier: 1, constant: gap, priority: predicate.priority))
        }
    }

    private mutating func emitAlignments(_ views: [Element]) {
        for (_, attribute) in context.options.alignmentAttributes {
            for (earlier, later) in zip(views, views.dropFirst()) {
                constraints.append(
                    LayoutConstraint(
                        first: (earlier.view, attribute, earlier.name), relation: .equal,
                        second: (later.view, attribute, later.name), multiplier: 1, constant: 0,
                        priority: .required))
            }
        }
    }
}
