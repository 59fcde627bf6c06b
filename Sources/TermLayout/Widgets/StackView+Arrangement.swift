/// The constraints a stack view makes: rebuilt whole whenever what they depend on changes (an
/// arranged view added, removed, hidden or shown; a property set), since a stack holds few
/// views and a rebuild is a handful of solver edits.
extension StackView {
    /// Makes the arrangement again if `changed`.
    func arrangementDidChange(_ changed: Bool) {
        guard changed else { return }
        LayoutConstraint.deactivate(arrangement)
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        arrangement = makeArrangement()
        do {
            try LayoutConstraint.activate(arrangement)
        } catch {
            // Every constraint relates this view, its subviews and its guides; a refusal is a bug.
            rootView?.log("stack view \(layoutName(viewName: nil)) could not arrange: \(error)")
        }
        setNeedsLayout()
    }

    /// The attributes along the axis and across it.
    private var along:
        (
            start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute,
            center: LayoutAttribute
        )
    {
        axis == .horizontal
            ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    private var across:
        (
            start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute,
            center: LayoutAttribute
        )
    {
        axis == .horizontal
            ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    private func makeArrangement() -> [LayoutConstraint] {
        let box: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let shown = arrangedSubviews.filter { !$0.isHidden }
        var constraints: [LayoutConstraint] = []
        for view in arrangedSubviews where view.isHidden {
            // A hidden view keeps a place, empty, at the start: defined, and out of the way.
            constraints += [
                relate(view, along.start, .equal, box, along.start),
                LayoutConstraint(
                    item: view, attribute: along.length, relatedBy: .equal, constant: 0),
                relate(view, across.start, .equal, box, across.start),
                LayoutConstraint(
                    item: view, attribute: across.length, relatedBy: .equal, constant: 0),
            ]
        }
        guard let first = shown.first, let last = shown.last else { return constraints }
        constraints.append(relate(first, along.start, .equal, box, along.start))
        constraints.append(relate(last, along.end, .equal, box, along.end))
        constraints += distributed(shown)
        for view in shown { constraints += aligned(view, first: first, in: box) }
        return constraints
    }

    /// The constraints along the axis between the shown views.
    private func distributed(_ shown: [View]) -> [LayoutConstraint] {
        let gap = Double(spacing)
        var constraints: [LayoutConstraint] = []
        let pairs = zip(shown, shown.dropFirst())
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next) in pairs {
                constraints.append(
                    relate(next, along.start, .equal, previous, along.end, constant: gap))
            }
        case .equalSpacing, .equalCentering:
            let centring = distribution == .equalCentering
            for (previous, next) in pairs {
                let guide = LayoutGuide(identifier: "gap")
                addLayoutGuide(guide)
                constraints += [
                    relate(
                        guide, along.start, .equal, previous, centring ? along.center : along.end),
                    relate(guide, along.end, .equal, next, centring ? along.center : along.start),
                    relate(
                        next, along.start, .greaterThanOrEqual, previous, along.end, constant: gap),
                ]
                if let firstGap = gapGuides.first {
                    constraints.append(relate(guide, along.length, .equal, firstGap, along.length))
                }
                gapGuides.append(guide)
            }
        }
        switch distribution {
        case .fillEqually:
            for view in shown.dropFirst() {
                constraints.append(relate(view, along.length, .equal, shown[0], along.length))
            }
        case .fillProportionally:
            let lengths = shown.map { intrinsicLength(of: $0) ?? 0 }
            if let reference = lengths.firstIndex(where: { $0 > 0 }) {
                for (view, length) in zip(shown, lengths)
                where length > 0 && view !== shown[reference] {
                    constraints.append(
                        relate(
                            view, along.length, .equal, shown[reference], along.length,
                            multiplier: Double(length) / Double(lengths[reference]),
                            priority: LayoutPriority(rawValue: 999)!))
                }
            }
        case .fill:
            constraints += tieBreakers(shown)
        case .equalSpacing, .equalCentering:
            break
        }
        return constraints
    }

    /// Where hugging or compression resistance ties, the last view of the tie stretches or
    /// shrinks: each other view in the tie holds its intrinsic length a hair more firmly.
    private func tieBreakers(_ shown: [View]) -> [LayoutConstraint] {
        let sized = shown.filter { intrinsicLength(of: $0) != nil }
        var constraints: [LayoutConstraint] = []
        for (relation, priority) in [
            (
                LayoutRelation.lessThanOrEqual,
                { (view: View) in view.contentHuggingPriority(for: self.axis) }
            ),
            (
                .greaterThanOrEqual,
                { (view: View) in view.contentCompressionResistancePriority(for: self.axis) }
            ),
        ] {
            let weakest = sized.map(priority).min()
            guard let yielding = sized.last(where: { priority($0) == weakest }) else { continue }
            for view in sized where view !== yielding && priority(view) == weakest {
                guard let firmer = LayoutPriority(rawValue: priority(view).rawValue + 0.5) else {
                    continue
                }
                constraints.append(
                    LayoutConstraint(
                        item: view, attribute: along.length, relatedBy: relation,
                        constant: Double(intrinsicLength(of: view)!), priority: firmer))
            }
        }
        return constraints
    }

    /// The constraints across the axis for one shown view.
    private func aligned(_ view: View, first: View, in box: any LayoutItem) -> [LayoutConstraint] {
        // Baselines are rows; a column aligns them as it fills.
        let alignment =
            axis == .vertical && [.firstBaseline, .lastBaseline].contains(self.alignment)
            ? .fill : self.alignment
        if alignment == .fill {
            return [
                relate(view, across.start, .equal, box, across.start),
                relate(view, across.end, .equal, box, across.end),
            ]
        }
        var constraints = [
            relate(view, across.start, .greaterThanOrEqual, box, across.start),
            relate(view, across.end, .lessThanOrEqual, box, across.end),
            // Where nothing else sizes the stack view, it hugs its largest view.
            relate(view, across.length, .equal, box, across.length, priority: .fittingSizeLevel),
        ]
        switch alignment {
        case .leading: constraints.append(relate(view, across.start, .equal, box, across.start))
        case .trailing: constraints.append(relate(view, across.end, .equal, box, across.end))
        case .center: constraints.append(relate(view, across.center, .equal, box, across.center))
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute =
                alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first {
                constraints.append(relate(view, baseline, .equal, first, baseline))
            }
            // As high as the baselines allow.
            constraints.append(
                relate(view, across.start, .equal, box, across.start, priority: .fittingSizeLevel))
        case .fill: break
        }
        return constraints
    }

    private func intrinsicLength(of view: View) -> Int? {
        axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
    }

    private func relate(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ other: any LayoutItem, _ otherAttribute: LayoutAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other,
            attribute: otherAttribute, multiplier: multiplier, constant: constant,
            priority: priority)
    }
}
