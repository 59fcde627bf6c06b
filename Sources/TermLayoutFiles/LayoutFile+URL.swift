import TermLayout

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LayoutFile {
    /// Reads and builds the file at `url` (see `init(text:fileName:root:)`); errors call it
    /// by its path as given. Throws the file system's error when it cannot be read, and a
    /// `LayoutFileError` for what it says. Bytes that are not UTF-8 read as U+FFFD.
    public init(
        contentsOf url: URL, root: RootView = RootView(size: Size(width: 80, height: 24))
    ) throws {
        let data = try Data(contentsOf: url)
        try self.init(
            text: String(decoding: data, as: UTF8.self),
            fileName: url.isFileURL ? url.relativePath : url.absoluteString, root: root)
    }
}
