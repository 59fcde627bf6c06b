/// A key press as a terminal reports it. Ctrl-C is not among them: it reaches a curses app as
/// SIGINT, which quits and restores the terminal.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// Text typed: a letter, a digit, a space, a CJK character from an input method.
    case character(Character)
    /// A letter typed with Ctrl held, as the lowercase letter (`.control("q")` for Ctrl-Q).
    case control(Character)
    /// A character typed with Alt (Meta) held, which a terminal sends as Esc and the
    /// character (`.alt("b")` for Alt-B).
    case alt(Character)
    /// Enter or Return.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace.
    case backspace
    /// Esc, alone (not the start of a key's sequence).
    case escape
    /// Delete (forward).
    case delete
    /// Insert.
    case insert
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A key with modifiers held that no other case names: an arrow, Home, End, Page Up,
    /// Page Down, Insert, Delete or F1 to F12 (`.modified(.left, .control)` for Ctrl-Left);
    /// Enter, Tab, Backspace or Esc with any (`.modified(.enter, .shift)`); a character with
    /// more than one, or with Super or Hyper (`.modified(.character("a"), [.control, .shift])`),
    /// which terminals tell apart only with the kitty keyboard protocol or xterm's
    /// modifyOtherKeys. Ctrl alone with a letter is `.control`, Alt alone with a character
    /// `.alt`, Shift alone with a character the character it types, Shift-Tab `.backTab`.
    indirect case modified(Key, KeyModifiers)
    /// Text pasted into the terminal, its line breaks and tabs kept (bracketed paste, which
    /// `TerminalApp` turns on): one event, or for a paste of more than 65,536 Unicode scalars
    /// one event for each 65,536 in order, passed on as they arrive, so that memory stays
    /// bounded and frames go on. A text field inserts each as one edit, without its control
    /// characters.
    case paste(String)
    /// F1 is `.function(1)`.
    case function(Int)

    public var description: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let letter): "ctrl-\(letter)"
        case .alt(let character): "alt-\(character)"
        case .function(let number): "F\(number)"
        case .enter: "enter"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .backspace: "backspace"
        case .escape: "escape"
        case .delete: "delete"
        case .insert: "insert"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .modified(let key, let modifiers): "\(modifiers)-\(key)"
        case .paste(let text): "paste of \(text.count) characters"
        }
    }
}
