import TermLayout

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LayoutFile {
    /// Reads and builds the file at `url` (see `init(text:fileName:root:)`); errors call it
    /// by its path as given. Throws the file system's error when it cannot be read, and a
    /// `LayoutFileError` for what it says, or at its first byte that is not UTF-8.
    public init(
        contentsOf url: URL, root: RootView = RootView(size: Size(width: 80, height: 24))
    ) throws {
        let fileName = url.isFileURL ? url.relativePath : url.absoluteString
        let text = try Self.text(decoding: Data(contentsOf: url), fileName: fileName)
        try self.init(text: text, fileName: fileName, root: root)
    }

    /// The text of a layout file's bytes, which must be UTF-8 (a byte-order mark may start
    /// them); throws the error that points at the first byte that is not, calling the file
    /// `fileName`.
    public static func text(decoding data: Data, fileName: String) throws(LayoutFileError)
        -> String
    {
        if let text = String(validating: data, as: UTF8.self) { return text }
        throw LayoutFileError(notUTF8: data, file: fileName)
    }
}
