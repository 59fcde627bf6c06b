/// Parses one equation, `a.width == b.width * 0.5 + 2 @750`, into one constraint, or several
/// for the compound attributes `center`, `size` and `edges`.
@MainActor
struct EquationParser {
    private var scanner: FormatScanner
    private let context: FormatContext

    init(scanner: FormatScanner, context: FormatContext) {
        self.scanner = scanner
        self.context = context
    }

    /// One attribute or a compound standing for several.
    private enum Attribute: Equatable {
        case single(LayoutAttribute)
        case center, size, edges

        init?(name: String) {
            switch name {
            case "center": self = .center
            case "size": self = .size
            case "edges": self = .edges
            default:
                guard let attribute = LayoutAttribute(formatName: name) else { return nil }
                self = .single(attribute)
            }
        }

        var name: String {
            switch self {
            case .single(let attribute): attribute.rawValue
            case .center: "center"
            case .size: "size"
            case .edges: "edges"
            }
        }

        /// The attributes it expands to, and whether each is a far edge, where a constant
        /// applies inward (negated) and an inequality turns round.
        var expansion: [(attribute: LayoutAttribute, isFarEdge: Bool)] {
            switch self {
            case .single(let attribute): [(attribute, false)]
            case .center: [(.centerX, false), (.centerY, false)]
            case .size: [(.width, false), (.height, false)]
            case .edges: [(.top, false), (.left, false), (.bottom, true), (.right, true)]
            }
        }

        var isSize: Bool { self == .size || self == .single(.width) || self == .single(.height) }

        static let allNames = LayoutAttribute.formatNames + ["center", "size", "edges"]
    }

    private struct Item {
        /// The view named in the equation (or that `|` stands for) whose item this is.
        var view: View
        var item: any LayoutItem
        var viewName: String?
        var attribute: Attribute
        var attributeOffset: Int
    }

    private enum RightSide {
        case item(Item)
        case constant(Double, offset: Int)
    }

    mutating func parse() throws(FormatError) -> [LayoutConstraint] {
        let left = try leftSide()
        scanner.skipSpaces()
        guard let relation = try scanner.relation() else {
            throw scanner.unexpected("expected '==', '<=' or '>=' after the attribute")
        }
        scanner.skipSpaces()
        let right = try rightSide(after: left)
        var multiplier = 1.0
        var constant = 0.0
        var priority = LayoutPriority.required
        var seen: [UInt8] = []
        while true {
            scanner.skipSpaces()
            guard let symbol = scanner.current else { break }
            let offset = scanner.position
            switch symbol {
            case .star, .slash, .plus, .dash, .at: break
            default:
                throw scanner.unexpected(
                    "expected '*', '/', '+', '-', '@' or the end of the equation")
            }
            guard !seen.contains(symbol) else {
                throw scanner.error(
                    "'\(Character(Unicode.Scalar(symbol)))' appears twice; each of '*', '/', '+',"
                        + " '-' and '@' may be used once in an equation", at: offset)
            }
            seen.append(symbol)
            scanner.position += 1
            scanner.skipSpaces()
            if symbol == .at {
                priority = try context.priority(&scanner)
                continue
            }
            let start = scanner.position
            let value = try modifierValue(after: symbol)
            switch symbol {
            case .star: multiplier *= value
            case .slash: multiplier /= value
            case .plus: constant += value
            default: constant -= value
            }
            guard multiplier.isFinite, constant.isFinite else { throw tooLarge(at: start) }
        }
        return try constraints(left, relation, right, multiplier, constant, priority)
    }

    /// The error for arithmetic that left the finite numbers (`/ 0.0…01`, `1e300 * 1e300`).
    private func tooLarge(at offset: Int) -> FormatError {
        scanner.error(
            "the result is too large to be a number; use a multiplier and a constant of"
                + " reasonable size", at: offset)
    }

    /// The number or metric after `*`, `/`, `+` or `-`; a view's name there is an error that
    /// says where the view goes, as one before `*` is the common slip (`a.width == 2 * b.width`).
    private mutating func modifierValue(after symbol: UInt8) throws(FormatError) -> Double {
        let start = scanner.position
        let negative = symbol == .star && scanner.take(.dash)
        var lookahead = scanner
        if let name = lookahead.name(), context.views[name.text] != nil,
            context.metrics[name.text] == nil
        {
            throw scanner.error(
                "'\(name.text)' is a view name, but '\(Character(Unicode.Scalar(symbol)))' takes a"
                    + " number or a metric; an equation has one view on each side, its multiplier"
                    + " after it: 'a.width == b.width * 2 + 1'", at: name.start)
        }
        guard let value = try context.value(&scanner) else {
            throw scanner.unexpected(
                "expected a number or a metric after '\(Character(Unicode.Scalar(symbol)))'")
        }
        if symbol == .slash, value == 0 {
            throw scanner.error("division by zero; divide by a number other than 0", at: start)
        }
        return negative ? -value : value
    }

    // MARK: Sides

    private mutating func leftSide() throws(FormatError) -> Item {
        scanner.skipSpaces()
        let start = scanner.position
        let name = scanner.name()
        if [.bar, .less, .dash].contains(scanner.byte(at: start))
            || (["H", "V"].contains(name?.text) && scanner.current == .colon)
        {
            throw scanner.error(
                "this looks like a visual format, but it has no view; a visual format needs at"
                    + " least one view in brackets, such as '[a]'", at: start)
        }
        guard let name else {
            throw scanner.unexpected("expected a view name to begin the equation")
        }
        let view = try context.view(name, in: scanner)
        return try path(from: view, viewName: name.text)
    }

    /// `.attribute`, `.safeArea.attribute` or `.margins.attribute` after a view's name.
    private mutating func path(from view: View, viewName: String?) throws(FormatError) -> Item {
        try dot(after: viewName ?? "the item")
        var item: any LayoutItem = view
        let start = scanner.position
        if let guide = scanner.name(), guide.text == "safeArea" || guide.text == "margins" {
            item = guide.text == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
            try dot(after: guide.text)
        } else {
            scanner.position = start
        }
        let (attribute, offset) = try attribute()
        return Item(
            view: view, item: item, viewName: viewName, attribute: attribute,
            attributeOffset: offset)
    }

    /// An attribute's name, simple or compound.
    private mutating func attribute() throws(FormatError) -> (Attribute, offset: Int) {
        guard let word = scanner.name() else {
            throw scanner.unexpected("expected an attribute such as 'width' after '.'")
        }
        guard let attribute = Attribute(name: word.text) else {
            throw scanner.error(
                "'\(word.text)' is not an attribute"
                    + suggestion(for: word.text, among: Attribute.allNames)
                    + "; use left, right, top, bottom, leading, trailing, width, height, centerX,"
                    + " centerY, firstBaseline, lastBaseline, baseline, center, size or edges",
                at: word.start)
        }
        return (attribute, word.start)
    }

    private mutating func dot(after name: String) throws(FormatError) {
        scanner.skipSpaces()
        guard scanner.take(.dot) else {
            throw scanner.unexpected("expected '.' and an attribute after '\(name)'")
        }
        scanner.skipSpaces()
    }

    private mutating func rightSide(after left: Item) throws(FormatError) -> RightSide {
        let start = scanner.position
        if scanner.current == .bar || scanner.current == .less {
            return .item(try edge(beside: left))
        }
        if let number = try scanner.number() { return .constant(number.value, offset: start) }
        guard let name = scanner.name() else {
            throw scanner.unexpected(
                "expected a view, '|', '|>', '<|', a number or a metric after the relation")
        }
        if let view = context.views[name.text] {
            return .item(try optionalPath(from: view, viewName: name.text, default: left))
        }
        if context.metrics[name.text] != nil {
            return .constant(try context.metric(name.text, at: start, in: scanner), offset: start)
        }
        let names = Array(context.views.keys) + context.metrics.keys
        throw scanner.unknown(
            .unknownName(name.text),
            "'\(name.text)' is neither a view nor a metric\(suggestion(for: name.text, among: names))",
            advice: "add it to the views or metrics dictionary", at: start)
    }

    /// `|`, `|>` or `<|`: the left view's superview, or its safe-area guide.
    private mutating func edge(beside left: Item) throws(FormatError) -> Item {
        let token = try scanner.edge()!
        let leftName = left.item.layoutName(viewName: left.viewName)
        let (item, viewName) = try context.item(
            for: token, beside: left.view, named: leftName, in: scanner)
        var edge = Item(
            view: left.view.superview!, item: item, viewName: viewName,
            attribute: left.attribute, attributeOffset: token.offset)
        scanner.skipSpaces()
        if scanner.current == .dot {
            try dot(after: "|")
            (edge.attribute, edge.attributeOffset) = try attribute()
        }
        return edge
    }

    /// A right-hand view with or without `.attribute`; without, it takes the left one's.
    private mutating func optionalPath(from view: View, viewName: String, default left: Item)
        throws(FormatError) -> Item
    {
        let start = scanner.position
        scanner.skipSpaces()
        guard scanner.current == .dot else {
            scanner.position = start
            return Item(
                view: view, item: view, viewName: viewName, attribute: left.attribute,
                attributeOffset: start)
        }
        return try path(from: view, viewName: viewName)
    }

    // MARK: Building

    private func constraints(
        _ left: Item, _ relation: LayoutRelation, _ right: RightSide, _ multiplier: Double,
        _ constant: Double, _ priority: LayoutPriority
    ) throws(FormatError) -> [LayoutConstraint] {
        switch right {
        case .constant(let value, let offset):
            guard left.attribute.isSize else {
                throw scanner.error(
                    "'\(left.attribute.name)' is a location and cannot equal a constant; only"
                        + " width, height and size can — relate it to a view or '|' instead",
                    at: offset)
            }
            let total = value * multiplier + constant
            guard total.isFinite else { throw tooLarge(at: offset) }
            return left.attribute.expansion.map { part in
                LayoutConstraint(
                    first: (left.item, part.attribute, left.viewName), relation: relation,
                    second: nil, multiplier: 1, constant: total, priority: priority)
            }
        case .item(let right):
            if left.attribute != right.attribute,
                left.attribute.expansion.count > 1 || right.attribute.expansion.count > 1
            {
                throw scanner.error(
                    "'\(right.attribute.name)' does not match '\(left.attribute.name)'; a compound"
                        + " attribute relates only to the same compound ('\(left.attribute.name)')",
                    at: right.attributeOffset)
            }
            var result: [LayoutConstraint] = []
            for (part, rightPart) in zip(left.attribute.expansion, right.attribute.expansion) {
                let constraint = LayoutConstraint(
                    first: (left.item, part.attribute, left.viewName),
                    relation: part.isFarEdge ? relation.flipped : relation,
                    second: (right.item, rightPart.attribute, right.viewName),
                    multiplier: multiplier, constant: part.isFarEdge ? -constant : constant,
                    priority: priority)
                if let problem = constraint.attributeProblem {
                    throw scanner.error(problem, at: right.attributeOffset)
                }
                result.append(constraint)
            }
            return result
        }
    }
}
