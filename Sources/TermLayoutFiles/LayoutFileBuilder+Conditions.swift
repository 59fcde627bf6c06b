import TermLayout

/// `when CONDITION:` blocks: the indented lines under one apply only while the condition
/// holds, their constraints through `LayoutConstraint.condition` and `show NAME` through
/// `View.shownWhen`. A `when` line with a format after its colon is one conditional line.
extension LayoutFileBuilder {
    /// An open `when` block: its condition, its header line and whether a line is under it.
    struct ConditionBlock {
        var condition: SizeCondition
        var header: LayoutFileLine
        var hasLines = false
    }

    /// Ends the open block at a line indented no deeper than its header; a block with no line
    /// under it is an error at its header, since its lines were surely meant to be indented.
    mutating func closeBlock(before line: LayoutFileLine?) throws(LayoutFileError) {
        guard let block = conditionBlock else { return }
        if let line, line.start > block.header.start {
            conditionBlock?.hasLines = true
            return
        }
        conditionBlock = nil
        guard block.hasLines else {
            throw block.header.error(
                "the 'when' block holds no lines; indent the lines under it that apply only"
                    + " while its condition holds", at: block.header.start, in: file)
        }
    }

    /// A `when` line: a block's header when nothing follows its colon, else a constraint line
    /// with its own condition.
    mutating func readWhen(_ words: [LayoutFileLine.Word], in line: LayoutFileLine)
        throws(LayoutFileError)
    {
        let opening: (condition: SizeCondition, end: Int)
        do {
            opening = try SizeCondition.opening(
                line.text(from: line.start, to: line.end), views: views)
        } catch {
            throw line.error(Self.fileMessage(for: error), at: line.start + error.offset, in: file)
        }
        if line.start + opening.end < line.end {
            try readConstraints(words, in: line)
            return
        }
        if let block = conditionBlock {
            throw line.error(
                "a 'when' block cannot hold another (this one opened on line"
                    + " \(block.header.number)); join the conditions with 'and' in one 'when'",
                at: line.start, in: file)
        }
        conditionBlock = ConditionBlock(condition: opening.condition, header: line)
    }

    /// The condition a constraint made on `line` takes: its block's and its own together.
    func condition(for constraint: LayoutConstraint, on line: LayoutFileLine)
        throws(LayoutFileError) -> SizeCondition?
    {
        guard let block = conditionBlock else { return constraint.condition }
        let condition = constraint.condition.map { block.condition.and($0) } ?? block.condition
        guard condition.isSatisfiable else {
            throw line.error(
                "this line's condition and its block's (line \(block.header.number)) hold at no"
                    + " size together", at: line.start, in: file)
        }
        return condition
    }

    /// `show NAME...` in a block: each view shows only while the block's condition holds.
    mutating func readShow(_ words: [LayoutFileLine.Word], _ reader: DirectiveReader)
        throws(LayoutFileError)
    {
        guard let block = conditionBlock else {
            throw reader.error(
                "'show' belongs in a 'when' block: it shows views only while the block's"
                    + " condition holds", at: reader.line.start)
        }
        guard !words.isEmpty else { throw reader.missing("the names of declared views") }
        for word in words {
            let view = try declaredView(word, reader)
            if let earlier = shownLines[word.text] {
                throw reader.error(
                    "'\(word.text)' is already shown under the condition on line \(earlier); a"
                        + " view has one condition, so join them with 'and'", at: word.start)
            }
            view.shownWhen = block.condition
            shownLines[word.text] = reader.line.number
        }
    }
}
