/// The columns' widths as constraints on the header's cells, for the solver to settle:
///
/// - required: each cell fills the header's height; the first starts at the header's left
///   edge plus its content inset, each next one a cell (the separator) after the one before;
///   each is at least its column's `minimumWidth` and at most its `maximumWidth`;
/// - 900 for the first column, two less for each next: the cell ends at most at the header's
///   right edge less its content inset;
/// - 899 for the first column, two less for each next: a fixed column's width, a fitting
///   column's hugging and compression resistance around the width it measured. So when room
///   runs short the last columns shrink first, and a column that does not fit at all is
///   pushed past the right edge, where it is cut off, rather than squeezing the ones before
///   it (a 1-cell table shows the first column's first cell). Both stop at 601;
/// - 600: the last cell ends at the right edge, which stretches the proportional columns;
/// - 500: each proportional column's width in the ratio of its share to the previous one's.
extension TableHeaderView {
    /// Makes a cell per column, replacing the old ones (and so their constraints), and lays
    /// them out by the columns' width rules.
    func show(_ columns: [TableColumn]) {
        for cell in cells { cell.removeFromSuperview() }
        cells = columns.map { TableHeaderCell(title: $0.title) }
        let right = Double(-contentInset.right)
        leftEdge = cells.first?.leftAnchor.constraint(
            equalTo: leftAnchor, constant: Double(contentInset.left))
        rightEdges = []
        var constraints = leftEdge.map { [$0] } ?? []
        var proportional: (cell: TableHeaderCell, share: Int)?
        for (index, (cell, column)) in zip(cells, columns).enumerated() {
            try! addSubview(cell)
            constraints += placement(of: cell, column: column, after: cells[..<index].last)
            let fit = LayoutPriority(rawValue: max(602, 900 - 2 * Double(index)))!
            let bound = cell.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor, constant: right)
                .prioritized(fit)
            rightEdges.append(bound)
            constraints.append(bound)
            let rule = LayoutPriority(rawValue: fit.rawValue - 1)!
            switch column.width {
            case .fixed(let width):
                constraints.append(
                    cell.widthAnchor.constraint(equalToConstant: Double(max(0, width)))
                        .prioritized(rule))
            case .fitting:
                cell.setContentHuggingPriority(rule, for: .horizontal)
                cell.setContentCompressionResistancePriority(rule, for: .horizontal)
            case .proportional(let share):
                let share = max(1, share)
                if let previous = proportional {
                    constraints.append(
                        cell.widthAnchor.constraint(
                            equalTo: previous.cell.widthAnchor,
                            multiplier: Double(share) / Double(previous.share)
                        ).prioritized(LayoutPriority(rawValue: 500)!))
                }
                proportional = (cell, share)
            }
        }
        if let last = cells.last {
            let fill = last.rightAnchor.constraint(equalTo: rightAnchor, constant: right)
                .prioritized(LayoutPriority(rawValue: 600)!)
            rightEdges.append(fill)
            constraints.append(fill)
        }
        try! LayoutConstraint.activate(constraints)
    }

    /// The required constraints of a cell: the header's height, a separator after `previous`,
    /// and the column's minimum and maximum widths.
    private func placement(of cell: TableHeaderCell, column: TableColumn, after previous: View?)
        -> [LayoutConstraint]
    {
        let minimum = max(0, column.minimumWidth)
        var constraints = [
            cell.topAnchor.constraint(equalTo: topAnchor),
            cell.bottomAnchor.constraint(equalTo: bottomAnchor),
            cell.widthAnchor.constraint(greaterThanOrEqualToConstant: Double(minimum)),
        ]
        if let previous {
            constraints.append(
                cell.leftAnchor.constraint(equalTo: previous.rightAnchor, constant: 1))
        }
        if let maximum = column.maximumWidth {
            constraints.append(
                cell.widthAnchor.constraint(
                    lessThanOrEqualToConstant: Double(max(maximum, minimum))))
        }
        return constraints
    }
}

extension LayoutConstraint {
    /// The constraint at `priority`, to be activated.
    fileprivate func prioritized(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}

extension TableView {
    /// The most rows a fitting column measures.
    static let fittingSampleCount = 100

    /// Where column `index`'s header cell lies, in the table's coordinates: the rows draw the
    /// column's cells at the same x and width. Nil for a column that does not exist.
    public func rect(ofColumn index: Int) -> Rect? {
        guard header.cells.indices.contains(index) else { return nil }
        return header.cells[index].frame.offsetBy(dx: header.frame.minX, dy: header.frame.minY)
    }

    /// Gives each row in sight the header's columns, in the row's coordinates.
    func updateRowColumns() {
        let shift = header.frame.minX - contentView.frame.minX
        let ranges = header.columnRanges.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
        for row in rows.visible.values {
            (row as? TableRow)?.columnRanges = ranges
        }
    }

    /// Measures each fitting column over its title, with room for the sort mark when it
    /// sorts, and the sampled rows' cells.
    func measureFittingColumns() {
        let source = dataSource as? TableViewDataSource
        let samples = sampledRows
        for (column, cell) in zip(columns, header.cells) {
            guard column.width == .fitting else {
                cell.fittingWidth = nil
                continue
            }
            var widest = column.title.displayWidth + (column.isSortable ? 2 : 0)
            for row in samples {
                let text = source?.tableView(self, textFor: row, column: column) ?? ""
                widest = max(widest, text.displayWidth)
            }
            cell.fittingWidth = widest
        }
    }

    /// Every data row up to `fittingSampleCount` of them, else that many spread evenly from
    /// the first to the last.
    private var sampledRows: [Int] {
        let count = numberOfRows
        let samples = Self.fittingSampleCount
        guard count > samples else { return Array(0..<count) }
        return (0..<samples).map { $0 * (count - 1) / (samples - 1) }
    }
}
