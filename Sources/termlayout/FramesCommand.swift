import ArgumentParser
import TermLayout
import TermLayoutFiles

struct FramesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Prints each view's frame in screen cells, the root first.",
        discussion: """
            Plain: one line a view, NAME X Y WIDTH HEIGHT, then "hidden" for a view that does \
            not show (as a `show` in a `when` block hides one at sizes where its condition does \
            not hold, and the views inside it). With --json: one object with the size, the \
            minimum size (the smallest at which the required constraints in force there \
            hold), the root's safe area, each view's frame and safe-area insets (and \
            "hidden": true if it does not show), the constraints the engine had to break and \
            the views whose frame is not determined.
            """)

    @OptionGroup var layout: LayoutArguments

    @OptionGroup var size: SizeArgument

    @Flag(help: "Prints one JSON object.")
    var json = false

    @MainActor func run() async throws {
        let file = try layout.load(size: size.value)
        print(json ? framesJSON(file) : framesText(file))
    }
}

/// `NAME X Y WIDTH HEIGHT` for the root and each declared view, in declaration order, and
/// `hidden` after a view that does not show.
@MainActor
func framesText(_ file: LayoutFile) -> String {
    ([("root", file.root)] + file.viewNames.map { ($0, file.views[$0]!) }).map { name, view in
        let frame = view.absoluteFrame
        return "\(name) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)"
            + (isHiddenInTree(view) ? " hidden" : "")
    }.joined(separator: "\n")
}

/// Whether the view does not show because it or a view it is in is hidden.
@MainActor
private func isHiddenInTree(_ view: View) -> Bool {
    sequence(first: view, next: \.superview).contains { $0.isHidden }
}

/// The object the Layout files article shows, keys in its order, laid out as it is there.
@MainActor
func framesJSON(_ file: LayoutFile) -> String {
    let root = file.root
    let size = root.terminalSize
    let minimum = root.minimumSize
    let views = file.viewNames.map { name in
        let view = file.views[name]!
        let insets = view.safeAreaInsets
        return "    {\"name\": \(jsonString(name)), \"frame\": \(jsonRect(view.absoluteFrame)),\n"
            + "     \"safeAreaInsets\": {\"top\": \(insets.top), \"left\": \(insets.left),"
            + " \"bottom\": \(insets.bottom), \"right\": \(insets.right)}"
            + (isHiddenInTree(view) ? ", \"hidden\": true}" : "}")
    }
    let broken = brokenParts(file).map(jsonString)
    let ambiguous = ambiguousViewNames(file).map(jsonString)
    return """
        {
          "size": {"width": \(size.width), "height": \(size.height)},
          "minimumSize": {"width": \(minimum.width), "height": \(minimum.height)},
          "safeArea": \(jsonRect(root.frame.inset(by: root.safeAreaInsets))),
          "views": \(views.isEmpty ? "[]" : "[\n" + views.joined(separator: ",\n") + "\n  ]"),
          "broken": [\(broken.joined(separator: ", "))],
          "ambiguous": [\(ambiguous.joined(separator: ", "))]
        }
        """
}

private func jsonRect(_ rect: Rect) -> String {
    "{\"x\": \(rect.minX), \"y\": \(rect.minY), \"width\": \(rect.width), \"height\": \(rect.height)}"
}

/// A JSON string literal: quotes, backslashes and control characters escaped.
private func jsonString(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped + "\""
}

/// What the layout breaks at the root's size, the story `check` and the log tell too: the
/// file's constraints the engine refused (they conflict with required ones above them) and
/// those of the root's `brokenConstraints`, in file order, then the guides that left their
/// views' insets and the size floors that lost.
@MainActor
func brokenParts(_ file: LayoutFile) -> [String] {
    let broken = Set(file.root.brokenConstraints.map(ObjectIdentifier.init))
    let shortage = file.root.layoutShortage
    return file.constraints.filter { !$0.isActive || broken.contains(ObjectIdentifier($0)) }
        .map(\.description) + (shortage?.yieldedGuides ?? []) + (shortage?.lostFloors ?? [])
}

/// The root and declared views whose frame the constraints leave open, in declaration order,
/// probed all at once.
@MainActor
func ambiguousViewNames(_ file: LayoutFile) -> [String] {
    let ambiguous = Set(file.root.ambiguousViewsInSubtree.map(ObjectIdentifier.init))
    return (["root"] + file.viewNames).filter { name in
        ambiguous.contains(ObjectIdentifier(name == "root" ? file.root : file.views[name]!))
    }
}
