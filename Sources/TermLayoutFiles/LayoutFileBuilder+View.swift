import TermLayout

extension LayoutFileBuilder {
    /// `view NAME [in PARENT] [intrinsic=WxH] [hug=H,V] [resist=H,V]`, in any order after the
    /// name. The parent must be declared above, so the views always form a tree.
    mutating func readView(_ words: [Word], _ reader: DirectiveReader) throws(LayoutFileError) {
        guard let name = words.first else { throw reader.missing("a view name") }
        guard Self.isIdentifier(name.text) else {
            throw reader.error(
                "'\(name.text)' is not a valid view name; " + Self.identifierRule, at: name.start)
        }
        if name.text == "root" {
            throw reader.error(
                "'root' is the root view's name; give this view another name", at: name.start)
        }
        if let defined = metricLines[name.text] {
            throw reader.error(
                "'\(name.text)' is the name of the metric defined on line \(defined); give this"
                    + " view another name", at: name.start)
        }
        if let earlier = declarationLines[name.text] {
            throw reader.error(
                "'\(name.text)' is already declared on line \(earlier); give this view another"
                    + " name", at: name.start)
        }
        var parent: View = root
        var intrinsicSize = IntrinsicSize()
        var hugging: (LayoutPriority, LayoutPriority)?
        var resistance: (LayoutPriority, LayoutPriority)?
        var given: Set<String> = []
        var rest = words.dropFirst()
        while let word = rest.popFirst() {
            if word.text == "in" {
                guard given.insert("in").inserted else {
                    throw reader.error("'in' is given twice; a view has one parent", at: word.start)
                }
                guard let parentName = rest.popFirst() else {
                    throw reader.error(
                        "expected the parent's name after 'in', but found the end of the line",
                        at: reader.line.end)
                }
                parent = try self.parent(parentName, of: name.text, reader)
                continue
            }
            let (key, value) = try reader.keyValue(
                word, "'in PARENT', 'intrinsic=WxH', 'hug=H,V' or 'resist=H,V'")
            guard ["intrinsic", "hug", "resist"].contains(key) else {
                throw reader.error(
                    "'\(key)' is not a view option; write 'in PARENT', 'intrinsic=WxH', 'hug=H,V'"
                        + " or 'resist=H,V'", at: word.start)
            }
            guard given.insert(key).inserted else {
                throw reader.error("'\(key)=' is given twice", at: word.start)
            }
            switch key {
            case "intrinsic": intrinsicSize = try self.intrinsicSize(value, reader)
            case "hug": hugging = try priorities(value, after: key, reader)
            default: resistance = try priorities(value, after: key, reader)
            }
        }
        let view = LayoutFileView(identifier: name.text, intrinsicSize: intrinsicSize)
        if let (horizontal, vertical) = hugging {
            view.setContentHuggingPriority(horizontal, for: .horizontal)
            view.setContentHuggingPriority(vertical, for: .vertical)
        }
        if let (horizontal, vertical) = resistance {
            view.setContentCompressionResistancePriority(horizontal, for: .horizontal)
            view.setContentCompressionResistancePriority(vertical, for: .vertical)
        }
        do {
            try parent.addSubview(view)
        } catch {
            throw reader.error("\(error)", at: name.start)
        }
        views[name.text] = view
        viewNames.append(name.text)
        declarationLines[name.text] = reader.line.number
    }

    /// How deep views may nest: a view at the top level is 1 deep. Far more than a screen can
    /// show (each level of outline takes a cell on every side), and it bounds the work on each
    /// view's chain of ancestors, which building, solving and drawing walk.
    static let maximumNestingDepth = 100

    private func parent(_ word: Word, of name: String, _ reader: DirectiveReader)
        throws(LayoutFileError) -> View
    {
        if word.text == name {
            throw reader.error(
                "'\(name)' cannot be its own parent: a view cannot contain itself; name a view"
                    + " declared above, or leave out 'in'", at: word.start)
        }
        guard let parent = views[word.text] else {
            throw reader.error(
                "'\(word.text)' is not a declared view"
                    + "\(suggestion(for: word.text, among: views.keys)); declare a parent on a"
                    + " line above the views in it", at: word.start)
        }
        let depth = sequence(first: parent) { $0.superview }.reduce(0) { count, _ in count + 1 }
        if depth > Self.maximumNestingDepth {
            throw reader.error(
                "'\(word.text)' is already \(depth - 1) views deep, and views nest at most"
                    + " \(Self.maximumNestingDepth) deep; put '\(name)' in a view nearer the root",
                at: word.start)
        }
        return parent
    }

    /// `12x1`: width and height in whole cells.
    private func intrinsicSize(_ value: Word, _ reader: DirectiveReader) throws(LayoutFileError)
        -> IntrinsicSize
    {
        let parts = value.text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
        else {
            throw reader.error(
                "expected WIDTHxHEIGHT in cells, such as '12x1', after 'intrinsic=', but found"
                    + " \(reader.quoted(value.text))", at: value.start)
        }
        let width = Word(text: String(parts[0]), start: value.start)
        let height = Word(text: String(parts[1]), start: width.end + 1)
        return IntrinsicSize(
            width: try reader.cells(width, after: "intrinsic"),
            height: try reader.cells(height, after: "intrinsic"))
    }

    /// `250,750`: a horizontal and a vertical priority, each in 1...999 or 1000.
    private func priorities(_ value: Word, after key: String, _ reader: DirectiveReader)
        throws(LayoutFileError) -> (LayoutPriority, LayoutPriority)
    {
        var parts: [Word] = []
        for part in value.text.split(separator: ",", omittingEmptySubsequences: false) {
            parts.append(
                Word(text: String(part), start: parts.last.map { $0.end + 1 } ?? value.start))
        }
        var numbers: [Double] = []
        for part in parts {
            if let number = try Self.decimal(part, signed: false, reader) { numbers.append(number) }
        }
        guard parts.count == 2, numbers.count == 2 else {
            throw reader.error(
                "expected two priorities, horizontal then vertical, such as '250,750', after"
                    + " '\(key)=', but found \(reader.quoted(value.text))", at: value.start)
        }
        var priorities: [LayoutPriority] = []
        for (part, number) in zip(parts, numbers) {
            guard let priority = LayoutPriority(rawValue: number) else {
                throw reader.error(LayoutPriority.outOfRange(number), at: part.start)
            }
            priorities.append(priority)
        }
        return (priorities[0], priorities[1])
    }
}
