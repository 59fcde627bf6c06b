import ArgumentParser
import TermLayout
import TermLayoutFiles

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Prints why a view's attribute has its value: what determines it, what lost.",
        discussion: """
            The value as solved, the constraints that hold exactly and determine it (in \
            canonical form with their priorities, the engine's own in words: the terminal's \
            size, frames, guides, intrinsic sizes), what it rests on that nothing pins, and \
            the lower-priority constraints near it that do not hold.
            """)

    @OptionGroup var layout: LayoutArguments

    @Argument(
        help: ArgumentHelp(
            "A view of the file (or root) and an attribute, such as sidebar.width.",
            valueName: "view.attribute"))
    var subject: String

    @OptionGroup var size: SizeArgument

    /// Checks the view and attribute against the file here rather than in `run()`, so that a
    /// wrong one is a usage error with this command's usage; the file is built twice for it
    /// (read once, as a pipe can be), and laid out only in `run()`, so what the layout reports
    /// is printed once.
    func validate() throws {
        try MainActor.assumeIsolated {
            let file = try loadLayoutFile(layout.file, into: RootView(size: size.value))
            _ = try parseSubject(subject, in: file)
        }
    }

    @MainActor func run() async throws {
        let file = try layout.load(size: size.value)
        let (view, attribute) = try parseSubject(subject, in: file)
        print(view.explainLayout(for: attribute))
    }
}

/// `sidebar.width`: a view of `file` (or `root`) and an attribute, as the languages name
/// them. An error quotes the argument with a caret under the part at fault.
@MainActor
func parseSubject(_ text: String, in file: LayoutFile) throws -> (View, LayoutAttribute) {
    func failure(_ problem: String, at offset: Int) -> ValidationError {
        let before = printable(String(text.prefix(offset)))
        return ValidationError(
            "\(problem)\n\(printable(text))\n"
                + String(repeating: " ", count: before.displayWidth) + "^")
    }
    guard let dot = text.lastIndex(of: ".") else {
        throw failure(
            "expected VIEW.ATTRIBUTE such as sidebar.width, but found no '.'", at: text.count)
    }
    let name = String(text[..<dot])
    let attributeName = String(text[text.index(after: dot)...])
    let names = ["root"] + file.viewNames
    guard let view = name == "root" ? file.root : file.views[name] else {
        throw failure(
            "'\(printable(name))' is not a view of \(file.fileName)"
                + suggestion(for: name, among: names)
                + "; its views are \(names.joined(separator: ", "))", at: 0)
    }
    guard let attribute = LayoutAttribute(formatName: attributeName) else {
        throw failure(
            "'\(printable(attributeName))' is not an attribute"
                + suggestion(for: attributeName, among: LayoutAttribute.formatNames)
                + "; the attributes are \(LayoutAttribute.formatNames.joined(separator: ", "))",
            at: text.distance(from: text.startIndex, to: dot) + 1)
    }
    return (view, attribute)
}
