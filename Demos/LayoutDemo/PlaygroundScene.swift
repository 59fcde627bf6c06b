import TermLayout

/// Scene 2: type a visual format, an equation or a formula over the views `a`, `b` and `c`;
/// Enter applies it in place of the last one, or shows its error with a caret under the bad
/// character. A formula is written `formula a b: width = 2 * width + 10`, as in layout files.
/// The field takes every printable key; Esc leaves it (then q quits, digits switch scenes),
/// Tab goes back to it.
final class PlaygroundScene: View, DemoScene {
    let name = "playground"
    let hints: [(key: String, action: String)] = [
        ("enter", "apply"), ("^U", "clear"), ("esc", "leave"), ("tab", "back"),
    ]
    var firstFocus: View? { field }
    private let field = TextField(identifier: "field", placeholder: "a format, then Enter")
    private let message = Label(identifier: "message")
    private let stage = View(identifier: "stage")
    private let views: [String: View]
    private var applied: [LayoutConstraint] = []
    /// What the engine logged while the last input was applied: a conflict, a broken constraint.
    private var logged: [String] = []

    init() throws {
        views = ["a": SampleBox("a"), "b": SampleBox("b"), "c": SampleBox("c")]
        super.init(identifier: "playground scene")
        message.numberOfLines = 0
        try layOut(
            ["field": field, "message": message, "stage": stage],
            order: ["stage", "field", "message"],
            "H:|>-[field]-<|;H:|>-[message]-<|;H:|>[stage]<|;V:|>[field(1)][message(3)][stage]<|")
        // Where the views rest until the input says otherwise: weak, so any input wins.
        var resting: [String] = []
        for (index, name) in ["a", "b", "c"].enumerated() {
            try stage.addSubview(views[name]!)
            resting.append(
                "\(name).left == |.left + \(2 + index * 10) @200; \(name).top == |.top + 1 @200;"
                    + " \(name).width == 8 @200; \(name).height == 3 @200")
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: resting.joined(separator: ";"), views: views))
        message.text =
            "try  H:|-[a]-[b(==a)]-|  or  a.center == |  or  formula a b: width = 2 * width"
        field.onSubmit = { [weak self] input in self?.apply(input) }
    }

    /// Replaces the last applied constraints with the input's, or shows why it cannot be.
    private func apply(_ input: String) {
        let made: [LayoutConstraint]
        do {
            made = try constraints(for: input)
        } catch {
            message.text = "\(error)"
            return
        }
        LayoutConstraint.deactivate(applied)
        applied = []
        logged = []
        let root = rootView
        let sink = root?.log
        root?.log = { [weak self] line in self?.logged.append(line) }
        defer { root?.log = sink ?? { _ in } }
        do {
            try LayoutConstraint.activate(made)
            applied = made.filter(\.isActive)
        } catch {
            message.text = "\(error)"
            return
        }
        let described = made.map(\.description).joined(separator: "; ")
        message.text =
            logged.isEmpty ? "applied: \(described)" : logged.joined(separator: "\n")
    }

    /// The input's constraints: a formula after `formula LHS RHS:`, else VFL or equations.
    private func constraints(for text: String) throws -> [LayoutConstraint] {
        let prefix = "formula "
        guard text.hasPrefix(prefix), let colon = text.firstIndex(of: ":") else {
            return try LayoutConstraint.constraints(withVisualFormat: text, views: views)
        }
        let names = text[text.index(text.startIndex, offsetBy: prefix.count)..<colon]
            .split(separator: " ").map(String.init)
        guard names.count == 2, let lhs = views[names[0]] else {
            throw PlaygroundError("a formula names two views: formula a b: width = 2 * width")
        }
        let rhs = names[1] == "-" ? nil : views[names[1]]
        let formula = String(text[text.index(after: colon)...])
        return [try LayoutConstraint(formula: formula, lhs: lhs, rhs: rhs)]
    }
}

/// What the playground says of an input it cannot read as a formula.
struct PlaygroundError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A view of the playground: a box titled with its name, placed by whatever the input says.
final class SampleBox: Box {
    init(_ name: String) {
        super.init(identifier: name, title: name)
    }
}
