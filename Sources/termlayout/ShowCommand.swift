import ArgumentParser
import Foundation
import TermLayout
import TermLayoutCurses
import TermLayoutFiles

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Shows the file live in this terminal; q quits.",
        discussion: """
            The layout follows the terminal's size, and is read again whenever the file is \
            saved: an edit with an error shows the error at the bottom of the screen and keeps \
            the last good layout.
            """)

    @OptionGroup var layout: LayoutArguments

    func validate() throws {
        guard layout.file.path != "-" else {
            throw ValidationError(
                "show reads its keys from standard input, so it cannot read the file from there;"
                    + " name the file")
        }
    }

    @MainActor func run() async throws {
        let root = RootView(size: Size(width: 80, height: 24))
        let live = LiveLayout(path: layout.file.path, root: root, unsafe: layout.unsafe)
        if let error = live.reload() {
            writeError(error)
            throw ExitCode(1)
        }
        let app = TerminalApp(root: root)
        app.keyBindings[.character("q")] = { app.quit() }
        // A pipe or a FIFO is read once: it is not saved, and opening it again would wait for
        // another writer.
        let watch =
            isRegularFile(layout.file.path)
            ? DirectoryWatch(containing: layout.file.path) { live.reloadIfChanged() } : nil
        await app.runOrExit()
        watch?.cancel()
    }
}

/// Whether `path` names a regular file (through symbolic links).
private func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
}

/// A layout file built into a root that outlives it: each reload replaces the root's views,
/// unless the file has an error, which then shows below the last good layout.
@MainActor
final class LiveLayout {
    let path: String
    let root: RootView
    let unsafe: EdgeInsets?
    /// What the file was when last read.
    private var stamp: Stamp?
    private var banner: Label?

    init(path: String, root: RootView, unsafe: EdgeInsets?) {
        self.path = path
        self.root = root
        self.unsafe = unsafe
    }

    /// Reads the file again if it changed since the last read; a file missing for a moment,
    /// as while an editor saves, is waited for.
    func reloadIfChanged() {
        guard let now = Stamp(path: path), now != stamp else { return }
        if let error = reload() { showBanner(error) }
    }

    /// Builds the file into the root, or returns its error and leaves the root as it was.
    func reload() -> String? {
        stamp = Stamp(path: path)
        do {
            let text = try LayoutFile.text(decoding: LayoutFile.bytes(atPath: path), fileName: path)
            // Built once aside first, so that an error leaves the shown layout untouched.
            _ = try LayoutFile(text: text, fileName: path, root: RootView(size: root.terminalSize))
            LayoutConstraint.deactivate(root.constraints)
            for view in root.subviews { view.removeFromSuperview() }
            banner = nil
            let file = try LayoutFile(text: text, fileName: path, root: root)
            if let unsafe { root.unsafeBorder = unsafe }
            for view in file.views.values { (view as? LayoutFileView)?.showsOutline = true }
            return nil
        } catch {
            return message(for: error)
        }
    }

    /// The error's three lines across the bottom of the screen, above the layout.
    private func showBanner(_ text: String) {
        banner?.removeFromSuperview()
        let label = Label(identifier: "error", text: text, style: root.theme.error)
        label.numberOfLines = 0
        try? root.addSubview(label)
        try? LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[error]|;V:[error]|", views: ["error": label]))
        banner = label
    }
}

/// A file's modification date, size and inode: an editor's save changes one of them, even
/// within the file system's clock tick, and a save by rename changes the inode.
private struct Stamp: Equatable {
    var date: Date
    var size: Int
    var inode: Int

    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let date = attributes[.modificationDate] as? Date,
            let size = attributes[.size] as? Int,
            let inode = attributes[.systemFileNumber] as? Int
        else { return nil }
        (self.date, self.size, self.inode) = (date, size, inode)
    }
}
