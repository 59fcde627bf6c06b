import TermLayout
import Testing

/// A theme whose roles tell themselves apart: each its own colours, all of them not the
/// terminal's default foreground, some 24-bit.
let markedTheme = Theme(
    accent: TextStyle(.underline, foreground: .rgb(red: 0, green: 175, blue: 255)),
    focused: TextStyle(foreground: .black, background: .cyan),
    selection: TextStyle(foreground: .white, background: .blue),
    unfocusedSelection: TextStyle(.bold, foreground: .blue),
    border: TextStyle(foreground: .indexed(244)),
    dimmed: TextStyle(.dim, foreground: .indexed(240)),
    error: TextStyle(.bold, foreground: .red),
    title: TextStyle(.bold, foreground: .yellow),
    header: TextStyle(.underline, foreground: .indexed(250)),
    bar: TextStyle(foreground: .indexed(16), background: .rgb(red: 95, green: 135, blue: 0)),
    field: TextStyle(.underline, foreground: .brightWhite))

/// A button that has the focus, one cell in from the top-left of a 20×3 root, and the root;
/// in `superview` when given, which fills the root.
@MainActor
private func focusedButton(in superview: View? = nil) throws -> (RootView, Button) {
    let root = RootView(size: Size(width: 20, height: 3))
    let button = Button(identifier: "button", title: "OK")
    try (superview ?? root).addSubview(button)
    if let superview {
        try root.addSubview(superview)
        superview.frame = Rect(origin: .zero, size: root.terminalSize)
    }
    button.frame = Rect(x: 1, y: 1, width: 6, height: 1)
    root.focusedView = button
    return (root, button)
}

@Suite("A theme: named styles the controls draw with, inherited down the tree")
@MainActor
struct ThemeTests {
    @Test(
        "the standard theme is today's look: attributes only, in the terminal's colours",
        arguments: [
            (\Theme.accent, TextStyle(.underline)), (\.focused, TextStyle(.reverse)),
            (\.selection, TextStyle(.reverse)), (\.unfocusedSelection, TextStyle(.bold)),
            (\.border, .plain), (\.dimmed, TextStyle(.dim)), (\.error, TextStyle(.reverse)),
            (\.title, TextStyle(.bold)), (\.header, TextStyle(.underline)),
            (\.bar, TextStyle(.reverse)), (\.field, TextStyle(.underline)),
        ] as [(KeyPath<Theme, TextStyle> & Sendable, TextStyle)])
    func standard(_ role: KeyPath<Theme, TextStyle> & Sendable, style: TextStyle) {
        #expect(Theme.standard[keyPath: role] == style)
    }

    @Test("a view without a theme of its own has its superview's, and the root the standard one")
    func inherited() throws {
        let box = Box(identifier: "box")
        let (root, button) = try focusedButton(in: box)
        #expect(root.overrideTheme == nil && button.theme == .standard)
        #expect(WidgetDrawing.screen(root)[1, 1].style == TextStyle(.reverse))
        root.theme = markedTheme
        #expect(box.overrideTheme == nil && button.theme == markedTheme)
        #expect(WidgetDrawing.screen(root)[1, 1].style == markedTheme.focused)
    }

    @Test("a theme set on a view replaces the inherited one below it only, until set to nil")
    func overridden() throws {
        let box = Box(identifier: "box")
        let (root, button) = try focusedButton(in: box)
        let outside = Button(identifier: "outside", title: "No")
        try root.addSubview(outside)
        outside.frame = Rect(x: 10, y: 1, width: 6, height: 1)
        var replaced = Theme.standard
        replaced.focused = TextStyle(.bold, foreground: .green)
        box.theme = replaced
        #expect(WidgetDrawing.screen(root)[1, 1].style == replaced.focused)
        root.focusedView = outside
        #expect(WidgetDrawing.screen(root)[10, 1].style == TextStyle(.reverse), "not under box")
        root.focusedView = button
        box.overrideTheme = nil
        #expect(button.theme == .standard)
        #expect(WidgetDrawing.screen(root)[1, 1].style == TextStyle(.reverse))
    }

    @Test("a new theme marks for display the views that inherit it, and only those")
    func marksForDisplay() throws {
        let box = Box(identifier: "box")
        let (root, button) = try focusedButton(in: box)
        let ownTheme = Label(identifier: "own", text: "own")
        ownTheme.theme = .standard
        try box.addSubview(ownTheme)
        ownTheme.frame = Rect(x: 10, y: 1, width: 3, height: 1)
        _ = WidgetDrawing.screen(root)
        #expect(root.subtree.allSatisfy { !$0.needsDisplay })
        box.theme = markedTheme
        #expect(box.needsDisplay && button.needsDisplay)
        #expect(!root.needsDisplay && !ownTheme.needsDisplay)
        _ = WidgetDrawing.screen(root)
        box.theme = markedTheme
        #expect(!box.needsDisplay, "the same theme again changes nothing")
    }

    @Test("a view moved under another theme is drawn again")
    func moved() throws {
        let root = RootView(size: Size(width: 20, height: 3))
        let themed = View(identifier: "themed")
        themed.theme = markedTheme
        let box = Box(identifier: "box")
        for view in [themed, box] {
            try root.addSubview(view)
            view.frame = Rect(origin: .zero, size: root.terminalSize)
        }
        #expect(WidgetDrawing.screen(root)[0, 0].style == .plain)
        try themed.addSubview(box)
        #expect(box.needsDisplay)
        #expect(WidgetDrawing.screen(root)[0, 0].style == markedTheme.border)
    }

    @Test(
        "a style laid over another adds its attributes, and its colours where not the default",
        arguments: [
            (TextStyle.plain, TextStyle(.reverse), TextStyle(.reverse)),
            (
                TextStyle(.bold, foreground: .red), TextStyle(.reverse),
                TextStyle([.bold, .reverse], foreground: .red)
            ),
            (
                TextStyle(.underline, foreground: .red, background: .green),
                TextStyle(background: .blue),
                TextStyle(.underline, foreground: .red, background: .blue)
            ),
            (
                TextStyle(foreground: .red), TextStyle(foreground: .rgb(red: 1, green: 2, blue: 3)),
                TextStyle(foreground: .rgb(red: 1, green: 2, blue: 3))
            ),
        ])
    func applying(base: TextStyle, overlay: TextStyle, result: TextStyle) {
        #expect(base.applying(overlay) == result)
    }

    @Test("the headless screen keeps 24-bit colours as they were drawn")
    func screenKeepsRGB() throws {
        let root = RootView(size: Size(width: 4, height: 1))
        let orange = TextStyle(foreground: .rgb(red: 255, green: 128, blue: 0))
        let label = Label(identifier: "label", text: "hi", style: orange)
        try root.addSubview(label)
        label.frame = Rect(x: 0, y: 0, width: 2, height: 1)
        let screen = WidgetDrawing.screen(root)
        #expect(screen[0, 0].style == orange && screen[1, 0].style == orange)
        #expect(screen.styledLines == ["hi  ", "aa..", "a = fg:#FF8000"])
    }
}
