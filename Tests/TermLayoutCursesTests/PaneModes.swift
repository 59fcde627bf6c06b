import Testing

@testable import TermLayoutTesting

/// What a program's end must give back to the shell, as `SoakTests` and `TerminalSessionTests`
/// check it: the terminal's modes, and the pane's.
extension TmuxSession {
    /// The pane's modes that a program turns on and must turn off again as it ends, as they
    /// are in a new pane: the normal screen, no mouse reports, the keypad in normal mode.
    static let modesOfAShell = [
        "alternate_on": "0", "mouse_any_flag": "0", "mouse_button_flag": "0",
        "mouse_standard_flag": "0", "mouse_sgr_flag": "0", "mouse_utf8_flag": "0",
        "keypad_flag": "0", "keypad_cursor_flag": "0", "insert_flag": "0", "origin_flag": "0",
    ]

    /// Those modes as the pane has them now.
    func modes() throws -> [String: String] {
        let names = Self.modesOfAShell.keys.sorted()
        let values = try run(
            ["display-message", "-p", "-t", target]
                + [names.map { "#{\($0)}" }.joined(separator: " ")])
        let fields = values.split(whereSeparator: \.isWhitespace).map { String($0) }
        return Dictionary(uniqueKeysWithValues: zip(names, fields))
    }
}

/// A shell line that runs `command`, then sets `status` to its exit status, and `modes` to
/// `same` if the terminal's modes (`stty -g`) are again those from before it, else `changed`.
func keepingModes(running command: String) -> String {
    """
    before=$(stty -g); \(command); \
    status=$?; if [ "$(stty -g)" = "$before" ]; then modes=same; else modes=changed; fi
    """
}
