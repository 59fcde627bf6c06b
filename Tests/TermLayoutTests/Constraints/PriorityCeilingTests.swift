import TermLayout
import Testing

/// 999 is the highest priority a constraint that may break can have: between it and required
/// are the engine's own, the terminal's size (999.95) among them, and a number there is refused
/// wherever a priority is written, so that no constraint outranks the terminal.
@Suite("The highest priority below required")
@MainActor
struct PriorityCeilingTests {
    /// Numbers at and around the two ends of the gap, written as a format writes them, and
    /// whether they are priorities.
    nonisolated static let numbers: [(text: String, isPriority: Bool)] = [
        ("998.5", true), ("999", true), ("999.000001", false), ("999.5", false),
        ("999.9", false), ("999.95", false), ("999.96", false), ("999.99", false),
        ("999.999", false), ("999.9999999", false), ("1000", true), ("1000.5", false),
    ]

    /// Where a language takes a priority: a text with `P` in its place.
    enum Place: String, CaseIterable, Sendable {
        case visualFormat = "H:|[a(5@P)]"
        case equation = "a.width == 5 @P"
        case formula = "width = 5 @P"
        /// A metric named `m`, whose value is the number.
        case metric = "H:|[a(5@m)]"
    }

    /// The message of a number that is not a priority.
    nonisolated static func refusal(_ number: String) -> String {
        let advice = "use a number from 1 to 999, or 1000 for required"
        return Double(number)! < 1000
            ? "priority \(number) is between 999 and 1000, where the engine's own priorities are"
                + " (the terminal's size among them); \(advice)"
            : "priority \(number) is out of range; \(advice)"
    }

    @Test(
        "each language takes 1...999 and 1000, and refuses a number between at its place",
        arguments: Place.allCases, numbers)
    func written(_ place: Place, _ number: (text: String, isPriority: Bool)) throws {
        let scene = Scene("a")
        let text = place.rawValue.replacingOccurrences(of: "P", with: number.text)
        let offset =
            place.rawValue.distance(
                from: place.rawValue.startIndex, to: place.rawValue.firstIndex(of: "@")!) + 1
        let result = Result { () throws -> LayoutConstraint in
            switch place {
            case .formula: return try LayoutConstraint(formula: text, lhs: scene["a"])
            case .metric:
                return try LayoutConstraint.constraints(
                    withVisualFormat: text, metrics: ["m": Double(number.text)!],
                    views: scene.views
                ).first { $0.firstAttribute == .width }!
            case .visualFormat, .equation:
                return try LayoutConstraint.constraints(withVisualFormat: text, views: scene.views)
                    .first { $0.firstAttribute == .width }!
            }
        }
        switch result {
        case .success(let constraint):
            #expect(number.isPriority)
            #expect(constraint.priority.rawValue == Double(number.text))
        case .failure(let error as FormatError):
            #expect(!number.isPriority)
            #expect(error.message == Self.refusal(number.text))
            #expect(error.offset == offset)
        case .failure(let error):
            Issue.record("an error that is not a FormatError: \(error)")
        }
    }

    @Test(
        "LayoutPriority(rawValue:) takes 1...999 and 1000, and nothing between",
        arguments: numbers)
    func api(_ number: (text: String, isPriority: Bool)) {
        #expect((LayoutPriority(rawValue: Double(number.text)!) != nil) == number.isPriority)
    }

    /// A constraint that wants the root 20 wide, at every number below required: the terminal's
    /// 80 columns hold, or the number is refused.
    @Test(
        "no priority a constraint can be given below required outranks the terminal's size",
        arguments: numbers.filter { $0.text != "1000" })
    func terminalKeepsItsSize(_ number: (text: String, isPriority: Bool)) throws {
        let written = Scene(size: Size(width: 80, height: 24), ["a"])
        try written.layOut("H:|[a]|; V:|[a]|")
        if let narrow = try? LayoutConstraint.constraints(
            withVisualFormat: "a.width == 20 @\(number.text)", views: written.views)
        {
            try LayoutConstraint.activate(narrow)
        }
        let set = Scene(size: Size(width: 80, height: 24), ["a"])
        try set.layOut("H:|[a]|; V:|[a]|")
        let narrow = set["a"].widthAnchor.constraint(equalToConstant: 20)
        narrow.priority = .fittingSizeLevel
        try LayoutConstraint.activate([narrow])
        if let priority = LayoutPriority(rawValue: Double(number.text)!) {
            narrow.priority = priority
        }
        for scene in [written, set] {
            scene.screen.layoutIfNeeded()
            #expect(scene.screen.frame.size == Size(width: 80, height: 24))
            #expect(scene["a"].frame.width == 80)
        }
    }
}
