import TermLayout
import TermLayoutCurses
import TermLayoutSamples
import TermLayoutTesting
import Testing

/// The app's own loop, driven headless by a pilot: key bindings, focus, dialogs, the
/// too-small screen, `Task`s and timers, with no terminal and no waiting on the wall clock.
@Suite("A pilot drives the real app headless")
@MainActor
struct PilotTests {
    /// The form sample as `sample-screens form` runs it: `q` quits, as Esc does.
    static func formApp(size: Size) throws -> (TerminalApp, SampleForm) {
        let root = try SampleScreens.form(size)
        let app = TerminalApp(root: root)
        app.keyBindings[.character("q")] = { app.quit() }
        let form = try #require(root.subviews.first as? SampleForm)
        return (app, form)
    }

    @Test("keys typed reach the focused field, Tab moves the focus, and a binding quits")
    func typingAndQuitting() async throws {
        let (app, form) = try Self.formApp(size: Size(width: 80, height: 16))
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.type("Ada 行")
            #expect(form.name.text == "Ada 行")
            #expect(pilot.text(of: form.name).hasPrefix("Ada 行"))
            let field = form.name.absoluteFrame.origin
            #expect(pilot.screen.cursor == Point(x: field.x + 6, y: field.y))
            try await pilot.press(.tab)
            #expect(app.root.focusedView === form.copy)
            try await pilot.press(.character("q"))
            #expect(!pilot.terminal.isRunning, "q quit the app")
        }
    }

    @Test("a paste arrives whole in the field, as one key")
    func paste() async throws {
        let (app, form) = try Self.formApp(size: Size(width: 80, height: 16))
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.paste("two words")
            #expect(form.name.text == "two words")
        }
    }

    @Test("a click on the check box turns it on; a click on Send asks with an alert")
    func clicks() async throws {
        let (app, form) = try Self.formApp(size: Size(width: 80, height: 16))
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.click(on: form.copy)
            #expect(form.copy.isOn)
            try await pilot.click(on: form.send)
            #expect(pilot.screen.description.contains("Send"))
            #expect(app.root.presentedViews.count == 1, "the alert is up")
            try await pilot.press(.escape)
            #expect(app.root.presentedViews.isEmpty)
        }
    }

    @Test("too small, the app shows the too-small screen, still takes keys, and comes back")
    func tooSmall() async throws {
        let (app, form) = try Self.formApp(size: Size(width: 80, height: 16))
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.resize(to: Size(width: 12, height: 3))
            #expect(pilot.screen.description.contains("needs"))
            #expect(pilot.screen.lines == appScreen(of: app.root).lines)
            try await pilot.type("x")
            #expect(form.name.text == "x")
            try await pilot.resize(to: Size(width: 80, height: 16))
            #expect(pilot.text(of: form.name).hasPrefix("x"))
            #expect(app.resizeLayouts == 2)
        }
    }

    @Test("Ctrl-L, bound to nothing, repaints every cell")
    func repaint() async throws {
        let (app, _) = try Self.formApp(size: Size(width: 80, height: 16))
        try await app.test(size: Size(width: 80, height: 16)) { pilot in
            try await pilot.press(.control("l"))
            #expect(pilot.terminal.repaintsAsked == 1)
        }
    }

    @Test("a Task a key starts updates the screen before the pilot returns")
    func task() async throws {
        let root = RootView(size: Size(width: 30, height: 3))
        let status = Label(identifier: "status", text: "idle")
        try root.addSubview(status)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[status]|; V:|[status]", views: ["status": status]))
        let app = TerminalApp(root: root)
        app.keyBindings[.character("s")] = {
            Task { @MainActor in
                await Task.yield()
                status.text = "saving"
                Task { @MainActor in status.text = "saved" }
            }
        }
        app.keyBindings[.character("t")] = {
            Task { @MainActor in
                try await app.clock.sleep(for: .seconds(1))
                status.text = "a second later"
            }
        }
        try await app.test(size: Size(width: 30, height: 3)) { pilot in
            try await pilot.press(.character("s"))
            #expect(pilot.text(of: status) == "saved")
            try await pilot.press(.character("t"))
            try await pilot.advance(by: .milliseconds(999))
            #expect(pilot.text(of: status) == "saved")
            try await pilot.advance(by: .milliseconds(1))
            #expect(pilot.text(of: status) == "a second later")
        }
    }

    /// The responsive sample switches from panes side by side to stacked below 60 columns.
    @Test("a script runs at each size where the layout changes, the too-small screen included")
    func atEachLayoutChange() async throws {
        let root = try SampleScreens.responsive(Size(width: 80, height: 24))
        let app = TerminalApp(root: root)
        let minimum = root.minimumSize
        var sizes: [Size] = []
        try await app.test(size: Size(width: 80, height: 24)) { pilot in
            try await pilot.atEachLayoutChange(widths: 1...100, heights: 1...30) { size in
                sizes.append(size)
                #expect(pilot.screen.size == size)
                #expect(pilot.screen.styledLines == appScreen(of: root).styledLines, "at \(size)")
            }
        }
        let (widths, heights) = (Set(sizes.map(\.width)), Set(sizes.map(\.height)))
        #expect(widths.isSuperset(of: [59, 60]), "both sides of the sidebar's threshold")
        #expect(heights.isSuperset(of: [11, 12]), "both sides of the badge's")
        let aroundMinimum = [minimum.width - 1, minimum.width, 1, 100].filter { $0 >= 1 }
        #expect(widths.isSuperset(of: aroundMinimum))
        #expect(heights.isSuperset(of: [minimum.height - 1, minimum.height].filter { $0 >= 1 }))
        #expect(sizes.count == widths.count * heights.count)
    }

    /// The keys a person presses, and a resize now and then.
    static let browsing: [(keys: [Key], size: Size?)] = [
        ([], nil), ([.down, .down, .down], nil), ([.pageDown], nil), ([.tab], nil),
        ([.down, .down, .pageDown], nil), ([.end], nil), ([], Size(width: 50, height: 10)),
        ([.tab], nil), ([.end, .up], nil), ([], Size(width: 90, height: 20)), ([.home], nil),
        ([.tab, .pageUp], nil), ([], Size(width: 30, height: 6)), ([.down], nil),
    ]

    @Test("a list and a scroll view follow keys and resizes as the headless screen does")
    func sameAsHeadless() async throws {
        let size = Size(width: 70, height: 14)
        let root = try SampleScreens.browser(size)
        let app = TerminalApp(root: root)
        let headless = try SampleScreens.browser(size)
        try await app.test(size: size) { pilot in
            for (keys, resize) in Self.browsing {
                if let resize {
                    try await pilot.resize(to: resize)
                    headless.terminalSize = resize
                }
                try await pilot.press(keys)
                for key in keys {
                    headless.layoutIfNeeded()
                    headless.dispatchKey(key)
                }
                #expect(pilot.screen.styledLines == appScreen(of: headless).styledLines)
            }
        }
    }
}
