import ArgumentParser
import TermLayout

struct DrawCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Prints the screen as the headless renderer draws it, each view a titled box.")

    @OptionGroup var layout: LayoutArguments

    @OptionGroup var size: SizeArgument

    @MainActor func run() async throws {
        let file = try layout.load(size: size.value)
        let screen = Screen(size: file.root.terminalSize)
        screen.render(file.root)
        print(screen.description)
    }
}
