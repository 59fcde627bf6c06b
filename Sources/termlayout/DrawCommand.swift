import ArgumentParser
import TermLayout

struct DrawCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Prints the screen as the headless renderer draws it, each view a titled box.",
        discussion: """
            With --svg it prints the screen as an SVG picture instead: each cell 10×20 pixels \
            in a monospace font, in xterm's colours.
            """)

    @OptionGroup var layout: LayoutArguments

    @OptionGroup var size: SizeArgument

    @Flag(help: "Print the screen as an SVG picture instead of text.")
    var svg = false

    @MainActor func run() async throws {
        let file = try layout.load(size: size.value)
        let screen = Screen(size: file.root.terminalSize)
        screen.render(file.root)
        if svg {
            print(screen.svg(), terminator: "")
        } else {
            print(screen.description)
        }
    }
}
