// A user's test of an app as its user sees it: the real TerminalApp driven in-process by a
// pilot on a headless terminal, with its key bindings, focus, Tasks and clock.
import TermLayout
import TermLayoutCurses
import TermLayoutTesting
import Testing

/// The app under test: a field, and a status that says, a second later, what was saved.
@MainActor
func makeNotesApp() throws -> (TerminalApp, TextField, Label) {
    let root = RootView(size: Size(width: 80, height: 24))
    let field = TextField(identifier: "note", placeholder: "a note")
    let status = Label(identifier: "status", text: "ready")
    for view in [field, status] { try root.addSubview(view) }
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|[note]|; H:|[status]|; V:|[note][status]",
            views: ["note": field, "status": status]))
    root.focusedView = field
    let app = TerminalApp(root: root)
    field.onSubmit = { text in
        Task { @MainActor in
            try await app.clock.sleep(for: .seconds(1))
            status.text = "saved \(text)"
        }
    }
    return (app, field, status)
}

@Test("a note typed and entered is saved a second later")
@MainActor func savingANote() async throws {
    let (app, field, status) = try makeNotesApp()
    try await app.test(size: Size(width: 40, height: 10)) { pilot in
        try await pilot.type("milk 行\n")
        #expect(pilot.text(of: status) == "ready")
        try await pilot.advance(by: .seconds(1))  // the app's clock, which the pilot moves
        #expect(pilot.text(of: status) == "saved milk 行")
        try await pilot.resize(to: Size(width: 12, height: 3))
        #expect(pilot.text(of: field) == "milk 行")
    }
}
