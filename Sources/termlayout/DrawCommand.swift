import ArgumentParser
import TermLayout

struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Prints the screen as the headless renderer draws it, each view a titled box.")

    @OptionGroup var layout: LayoutArguments

    @Option(
        help: ArgumentHelp(
            "The terminal size (default: this terminal's, else 80x24).", valueName: "WxH"),
        transform: parseSize)
    var size: Size?

    func run() throws {
        let file = try layout.load(size: size ?? terminalSize())
        let screen = Screen(size: file.root.terminalSize)
        screen.render(file.root)
        print(screen.description)
    }
}
