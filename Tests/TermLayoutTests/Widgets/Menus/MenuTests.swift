import TermLayout
import Testing

/// A screen of 30×8 with a menu bar in its top border, and what its items did.
@MainActor
private final class MenuScreen {
    let root = RootView(size: Size(width: 30, height: 8), unsafeBorder: EdgeInsets(top: 1))
    var ran: [String] = []
    lazy var bar = MenuBar(menus: [
        Menu(
            "File",
            items: [
                MenuItem("Open", keyEquivalent: .control("o")) { self.ran.append("Open") },
                MenuItem("Save", keyEquivalent: .control("s"), isEnabled: false),
                .separator,
                MenuItem("Quit", keyEquivalent: .control("q")) { self.ran.append("Quit") },
            ]),
        Menu("Edit", items: [MenuItem("Undo") { self.ran.append("Undo") }]),
        Menu("View", items: [MenuItem("Zoom in") { self.ran.append("Zoom") }]),
    ])

    init() throws {
        try root.pinToTopBorder(bar)
        root.layoutIfNeeded()
    }

    var rows: [String] {
        root.layoutIfNeeded()
        return WidgetDrawing.rows(root)
    }
}

@Suite("A menu bar with drop-down menus, and pop-up menus")
@MainActor
struct MenuTests {
    @Test("F10 drops the first menu down under its title; keys move over the enabled items")
    func dropDown() throws {
        let screen = try MenuScreen()
        #expect(screen.rows[0] == " File  Edit  View")
        #expect(screen.root.dispatchKey(.function(10)))
        #expect(
            screen.rows[0...6] == [
                " File  Edit  View",
                "┌──────────────┐",
                "│ Open  ctrl-o │",
                "│ Save  ctrl-s │",
                "│──────────────│",
                "│ Quit  ctrl-q │",
                "└──────────────┘",
            ])
        let popup = try #require(screen.root.presentedViews.first as? MenuPopup)
        #expect(popup.highlightedIndex == 0)
        _ = screen.root.dispatchKey(.down)
        #expect(popup.highlightedIndex == 3, "past the disabled item and the separator")
        _ = screen.root.dispatchKey(.down)
        #expect(popup.highlightedIndex == 0, "round to the top")
        #expect(screen.root.dispatchKey(.character("q")), "an open menu uses up every key")
        _ = screen.root.dispatchKey(.enter)
        #expect(screen.ran == ["Open"])
        #expect(screen.root.presentedViews.isEmpty)
    }

    @Test("Right and Left open the neighbouring menus, round the ends; Esc closes")
    func neighbours() throws {
        let screen = try MenuScreen()
        _ = screen.root.dispatchKey(.alt("e"))
        #expect((screen.root.presentedViews.last as? MenuPopup)?.menu.title == "Edit")
        #expect(screen.root.presentedViews.last?.frame.origin == Point(x: 6, y: 1))
        _ = screen.root.dispatchKey(.right)
        _ = screen.root.dispatchKey(.right)
        #expect((screen.root.presentedViews.last as? MenuPopup)?.menu.title == "File")
        _ = screen.root.dispatchKey(.left)
        #expect((screen.root.presentedViews.last as? MenuPopup)?.menu.title == "View")
        #expect(screen.root.presentedViews.count == 1)
        _ = screen.root.dispatchKey(.escape)
        #expect(screen.root.presentedViews.isEmpty && screen.ran.isEmpty)
    }

    @Test("key equivalents run their items while no menu is open; disabled ones do not")
    func keyEquivalents() throws {
        let screen = try MenuScreen()
        #expect(screen.root.dispatchKey(.control("q")))
        #expect(!screen.root.dispatchKey(.control("s")), "disabled")
        #expect(!screen.root.dispatchKey(.control("x")))
        #expect(screen.ran == ["Quit"])
    }

    @Test("a click on a title opens its menu, on an item runs it, outside closes the menu")
    func clicks() throws {
        let screen = try MenuScreen()
        let root = screen.root
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 14, y: 0)))
        root.dispatchMouse(MouseEvent(.release, at: Point(x: 14, y: 0)))
        #expect((root.presentedViews.last as? MenuPopup)?.menu.title == "View")
        _ = screen.rows
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 20, y: 5)))
        #expect(root.presentedViews.isEmpty, "a press outside closes it")
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 1, y: 0)))
        _ = screen.rows
        root.dispatchMouse(MouseEvent(.press, at: Point(x: 3, y: 5)))
        root.dispatchMouse(MouseEvent(.release, at: Point(x: 3, y: 5)))
        #expect(screen.ran == ["Quit"] && root.presentedViews.isEmpty)
    }

    @Test("a pop-up menu near the bottom-right corner moves up and left to stay on the screen")
    func popUp() throws {
        let screen = try MenuScreen()
        var chosen = ""
        let menu = Menu(
            "Row", items: [MenuItem("Copy") { chosen = "Copy" }, MenuItem("Delete row")])
        let popup = menu.popUp(in: screen.root, at: Point(x: 25, y: 6))
        screen.root.layoutIfNeeded()
        #expect(popup.frame == Rect(x: 16, y: 4, width: 14, height: 4))
        _ = screen.root.dispatchKey(.enter)
        #expect(chosen == "Copy")
    }

    @Test("menus survive any terminal size", arguments: [(1, 1), (3, 2), (10, 3), (200, 60)])
    func anySize(width: Int, height: Int) throws {
        let screen = try MenuScreen()
        _ = screen.root.dispatchKey(.function(10))
        screen.root.terminalSize = Size(width: width, height: height)
        for view in screen.root.subtree {
            #expect(view.frame.width >= 0 && view.frame.height >= 0)
        }
        _ = screen.rows
    }
}
