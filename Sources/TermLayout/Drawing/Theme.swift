/// The styles the controls draw with, by role: a palette an app replaces to give every control
/// its colours at once. Set it on a view with `View.theme` (on the root for the whole app); the
/// views below inherit it, as UIKit views inherit `tintColor`. Roles are whole `TextStyle`s,
/// so a theme can use attributes, colours or both; where a control lays a role over a style of
/// its own (a list row's selection), the role's colours replace the row's only where they are
/// not the default (see `TextStyle.applying(_:)`).
///
/// ```swift
/// var theme = Theme.standard
/// theme.accent = TextStyle(.underline, foreground: .rgb(red: 0, green: 175, blue: 255))
/// theme.selection = TextStyle(foreground: .black, background: .cyan)
/// root.theme = theme
/// ```
public struct Theme: Hashable, Sendable {
    /// What marks the value of a control that has the focus, beside it rather than over all
    /// of it: a focused check box's title, a focused radio group's chosen option.
    public var accent: TextStyle
    /// A control that has the focus, all of it: a focused button, the selected title of a
    /// focused tab row, the thumb of a focused scroll view's indicator.
    public var focused: TextStyle
    /// The selected row or item of a list, table or grid that has the focus, and the
    /// highlighted item of an open menu.
    public var selection: TextStyle
    /// The selected row or item of a list, table or grid that does not have the focus.
    public var unfocusedSelection: TextStyle
    /// Outlines and rules: a box's border (a dialog's, a menu's, a grid item's), the line of a
    /// tab row, a menu's separators.
    public var border: TextStyle
    /// What stands back: a text field's placeholder, the tracks of a scroll indicator and of a
    /// progress bar, a disabled menu item, the lines between a table's columns.
    public var dimmed: TextStyle
    /// Errors an app shows; `termlayout show` shows a layout file's errors in it.
    public var error: TextStyle
    /// Titles: a dialog's, the selected tab's, a list's section headers and a table's column
    /// titles (these two over `header`).
    public var title: TextStyle
    /// A table's header row and a list's section headers, under their titles.
    public var header: TextStyle
    /// Bars along the screen's edges: a status bar, a menu bar, the keys of a key bar.
    public var bar: TextStyle
    /// Where text is typed: a text field's text and the empty cells after it.
    public var field: TextStyle

    /// A theme with the given roles; see `standard` for what each is by default.
    public init(
        accent: TextStyle, focused: TextStyle, selection: TextStyle,
        unfocusedSelection: TextStyle, border: TextStyle, dimmed: TextStyle, error: TextStyle,
        title: TextStyle, header: TextStyle, bar: TextStyle, field: TextStyle
    ) {
        self.accent = accent
        self.focused = focused
        self.selection = selection
        self.unfocusedSelection = unfocusedSelection
        self.border = border
        self.dimmed = dimmed
        self.error = error
        self.title = title
        self.header = header
        self.bar = bar
        self.field = field
    }

    /// Attributes only, in the terminal's own colours, so it reads on every terminal: accent
    /// and fields underlined; the focus, selections, bars and errors in reverse video, a
    /// selection without the focus bold; borders plain; dimmed dim; titles bold over
    /// underlined headers.
    public static let standard = Theme(
        accent: TextStyle(.underline), focused: TextStyle(.reverse),
        selection: TextStyle(.reverse), unfocusedSelection: TextStyle(.bold), border: .plain,
        dimmed: TextStyle(.dim), error: TextStyle(.reverse), title: TextStyle(.bold),
        header: TextStyle(.underline), bar: TextStyle(.reverse), field: TextStyle(.underline))
}
