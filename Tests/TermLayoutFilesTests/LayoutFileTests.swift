import Foundation
import TermLayout
import TermLayoutFiles
import Testing

@Suite("Layout files")
@MainActor
struct LayoutFileTests {
    /// The example of the Layout files article, every directive once.
    static let example = """
        # a three-pane screen with a status line at the top and a key bar at the bottom
        unsafe top=1 bottom=1
        spacing 1
        direction leftToRight
        metrics side=20 gap=1

        view header
        view sidebar
        view content
        view title in content
        view hint intrinsic=12x1
        view logo intrinsic=8x3 hug=300,200 resist=700,600

        V:|[header(1)]
        H:|[header]|
        H:|>-[sidebar(side)]-(gap)-[content]-<|     options=alignAllTop,alignAllBottom
        V:|>[sidebar]<|
        title.centerX == |; title.top == |.top + 1  # equations; ';' separates several
        formula sidebar content: width = 0.25 * width   # RHS '-' for none
        """

    @Test("each directive sets what it names, and the views form the declared tree")
    func directives() throws {
        let file = try LayoutFile(text: Self.example, fileName: "example.layout")
        #expect(file.root.unsafeBorder == EdgeInsets(top: 1, bottom: 1))
        #expect(file.root.layoutDirection == .leftToRight)
        #expect(file.metrics == ["side": 20, "gap": 1])
        #expect(file.viewNames == ["header", "sidebar", "content", "title", "hint", "logo"])
        #expect(Set(file.views.keys) == Set(file.viewNames))
        let views = try #require(file.views as? [String: LayoutFileView])
        #expect(views["title"]?.superview === views["content"])
        #expect(views["header"]?.superview === file.root)
        #expect(views["hint"]?.intrinsicContentSize == IntrinsicSize(width: 12, height: 1))
        #expect(views["header"]?.intrinsicContentSize == IntrinsicSize())
        let hint = try #require(views["hint"])
        #expect(hint.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(hint.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let logo = try #require(views["logo"])
        #expect(logo.contentHuggingPriority(for: .horizontal).rawValue == 300)
        #expect(logo.contentHuggingPriority(for: .vertical).rawValue == 200)
        #expect(logo.contentCompressionResistancePriority(for: .horizontal).rawValue == 700)
        #expect(logo.contentCompressionResistancePriority(for: .vertical).rawValue == 600)
        #expect(file.views.values.allSatisfy { $0.identifier != nil })
    }

    @Test("constraints come in file order, in the canonical form, all active")
    func constraintsInFileOrder() throws {
        let file = try LayoutFile(text: Self.example, fileName: "example.layout")
        #expect(
            file.constraints.map(\.description) == [
                "header.top == root.top",
                "header.height == 1",
                "header.leading == root.leading",
                "root.trailing == header.trailing",
                "sidebar.leading == root.safeArea.leading + 1",
                "sidebar.width == 20",
                "content.leading == sidebar.trailing + 1",
                "root.safeArea.trailing == content.trailing + 1",
                "sidebar.top == content.top",
                "sidebar.bottom == content.bottom",
                "sidebar.top == root.safeArea.top",
                "root.safeArea.bottom == sidebar.bottom",
                "title.centerX == content.centerX",
                "title.top == content.top + 1",
                "sidebar.width == content.width * 0.25",
            ])
        #expect(file.constraints.allSatisfy { $0.isActive })
    }

    @Test("spacing, metrics and direction change what the formats mean")
    func settingsApply() throws {
        let file = try LayoutFile(
            text: """
                direction rightToLeft
                spacing 2
                metrics wide=30 under=-1
                view a
                view b
                H:|-[a(wide)]-[b]-(under)-|
                V:|[a(1)]; V:|[b(1)]
                """, fileName: "rtl.layout", root: RootView(size: Size(width: 50, height: 3)))
        #expect(
            file.constraints.prefix(4).map(\.description) == [
                "a.leading == root.leading + 2", "a.width == 30", "b.leading == a.trailing + 2",
                "root.trailing == b.trailing - 1",
            ])
        file.root.layoutIfNeeded()
        #expect(file.views["a"]?.frame == Rect(x: 18, y: 0, width: 30, height: 1))
        #expect(file.views["b"]?.frame == Rect(x: -1, y: 0, width: 17, height: 1))
    }

    @Test("comments, blank lines, indentation, CRLF line ends and a byte-order mark are ignored")
    func layoutOfLines() throws {
        let file = try LayoutFile(
            text: "\u{FEFF}# title\r\n\r\n   view a   # the only view\r\n\tH:|[a]|\r\n   \r\n",
            fileName: "crlf.layout")
        #expect(file.viewNames == ["a"])
        #expect(
            file.constraints.map(\.description) == [
                "a.leading == root.leading", "root.trailing == a.trailing",
            ])
    }

    @Test("a keyword not followed by whitespace starts a constraint, so views may be named so")
    func keywordsAsNames() throws {
        let file = try LayoutFile(
            text: """
                view view
                view metrics in view
                metrics.width == 3
                view.height == metrics.height * 2
                formula metrics view: top = top
                """, fileName: "names.layout")
        #expect(file.viewNames == ["view", "metrics"])
        #expect(
            file.constraints.map(\.description) == [
                "metrics.width == 3", "view.height == metrics.height * 2",
                "metrics.top == view.top",
            ])
    }

    @Test("the root is 'root' in equations and formulas, and '-' leaves a formula's right side out")
    func rootByName() throws {
        let file = try LayoutFile(
            text: """
                view a
                a.width == root.width * 0.5
                formula a root: centerX = centerX
                formula a -: height < 10 @750
                """, fileName: "root.layout")
        #expect(
            file.constraints.map(\.description) == [
                "a.width == root.width * 0.5", "a.centerX == root.centerX", "a.height <= 10 @750",
            ])
    }

    @Test("a constraint the engine refuses is kept, inactive, in its place")
    func refusedConstraint() throws {
        let file = try LayoutFile(
            text: "view a\nH:|[a(10)]\na.width == 20\nV:|[a(1)]", fileName: "conflict.layout")
        #expect(file.constraints.map(\.isActive) == [true, true, false, true, true])
    }

    @Test("a root given is built into, its border and direction reset to the file's")
    func buildsIntoRoot() throws {
        let root = RootView(size: Size(width: 30, height: 5), unsafeBorder: EdgeInsets(top: 2))
        root.layoutDirection = .rightToLeft
        let file = try LayoutFile(text: "view a\nH:|[a]|;V:|>[a]<|", fileName: "a", root: root)
        #expect(file.root === root)
        #expect(root.unsafeBorder == .zero)
        #expect(root.layoutDirection == .leftToRight)
        root.layoutIfNeeded()
        #expect(file.views["a"]?.frame == Rect(x: 0, y: 0, width: 30, height: 5))
    }

    @Test("a file read from a URL is named by its path as given")
    func readsURL() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("layoutfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("bad.layout")
        try Data("view a\nview b in c\n".utf8).write(to: url)
        let error = #expect(throws: LayoutFileError.self) { try LayoutFile(contentsOf: url) }
        #expect(error?.file == url.path)
        #expect(error?.line == 2)
    }

    @Test(
        "a file that cannot be read throws the system's reason, naming the file",
        arguments: [
            ("missing.layout", ENOENT, "No such file or directory"),
            (".", EISDIR, "Is a directory"),
        ])
    func unreadable(path: String, code: Int32, reason: String) throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("layoutfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = URL(fileURLWithPath: path, relativeTo: folder)
        let error = #expect(throws: LayoutFileReadError.self) { try LayoutFile(contentsOf: url) }
        #expect(error == LayoutFileReadError(file: path, code: code))
        #expect(error?.description == "\(path): \(reason)")
    }

    @Test("a pipe named /dev/fd/N, as <(…) names one, is read to its end")
    func readsPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = Array("view a\nH:|[a]|; V:|[a]|\n".utf8)
        #expect(write(ends[1], text, text.count) == text.count)
        close(ends[1])
        let file = try LayoutFile(contentsOf: URL(fileURLWithPath: "/dev/fd/\(ends[0])"))
        #expect(file.viewNames == ["a"])
    }

    @Test("the description is the location and message, the line, and a caret under the column")
    func description() {
        let error = #expect(throws: LayoutFileError.self) {
            try LayoutFile(text: "view sidebar\nH:|-[sidbar]-|", fileName: "screen.layout")
        }
        #expect(
            error?.description == """
                screen.layout:2:6: error: 'sidbar' is not a view name (did you mean 'sidebar'?); \
                declare it on a 'view' line above this one, or fix the spelling
                H:|-[sidbar]-|
                     ^
                """)
    }

    @Test("the caret stays under its character after tabs, wide characters and control ones")
    func caretAlignment() {
        let error = LayoutFileError(
            file: "f", line: 1, column: 7, message: "m", lineText: "\t漢\u{1B}\tH:x\u{7}")
        #expect(
            error.description.split(separator: "\n").dropFirst() == ["\t漢␛\tH:x␇", "\t   \t  ^"])
    }
}
