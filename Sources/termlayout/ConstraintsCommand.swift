import ArgumentParser
import TermLayout
import TermLayoutFiles

struct ConstraintsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constraints",
        abstract: "Prints every constraint the file's statements create, one a line, in order.")

    @Argument(help: layoutFileHelp)
    var file: InputFile

    @MainActor func run() async throws {
        let file = try loadLayoutFile(file, into: RootView(size: Size(width: 80, height: 24)))
        for constraint in file.constraints { print(constraint) }
    }
}
