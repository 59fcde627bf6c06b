import ArgumentParser
import Foundation
import TermLayout

/// `termlayout`: solves, draws, checks, shows and explains `.layout` files (specified in the Layout files article).
/// Exit status: 0 done, 1 a file error (or, for `check`, a required constraint broke), 2 a
/// usage error.
@main
struct TermLayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termlayout",
        abstract:
            "Lays out .layout files: frames, drawings, checks over sizes, a live view, explanations.",
        subcommands: [
            FramesCommand.self, DrawCommand.self, CheckCommand.self, ShowCommand.self,
            ConstraintsCommand.self, ExplainCommand.self,
        ])

    /// ArgumentParser's own `main`, with usage errors exiting 2 rather than `EX_USAGE` (64),
    /// and the arguments they quote shown with control characters as symbols.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            writeError(printableLines(fullMessage(for: error)))
            Foundation.exit(2)
        }
    }
}

/// Writes `text` and a line break to stderr.
func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
