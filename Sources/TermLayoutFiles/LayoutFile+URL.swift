import TermLayout

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension LayoutFile {
    /// Reads and builds the file at `url` (see `init(text:fileName:root:)`); errors call it
    /// by its path as given. A file URL is read to its end, so it may name a pipe, a FIFO or
    /// `/dev/fd/N`; one that cannot be read throws a `LayoutFileReadError`. What the file says,
    /// or its first byte that is not UTF-8, throws a `LayoutFileError`.
    public init(
        contentsOf url: URL, root: RootView = RootView(size: Size(width: 80, height: 24))
    ) throws {
        let fileName = url.isFileURL ? url.relativePath : url.absoluteString
        let data =
            url.isFileURL
            ? try Self.bytes(atPath: url.path, fileName: fileName) : try Data(contentsOf: url)
        let text = try Self.text(decoding: data, fileName: fileName)
        try self.init(text: text, fileName: fileName, root: root)
    }

    /// The bytes of the file at `path`, read to its end rather than by its size or a mapping,
    /// which a pipe, a FIFO or `/dev/fd/N` does not have; errors call it `fileName`, by
    /// default its path.
    nonisolated public static func bytes(atPath path: String, fileName: String? = nil)
        throws(LayoutFileReadError) -> Data
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LayoutFileReadError(file: fileName ?? path, code: errno)
        }
        defer { close(descriptor) }
        return try bytes(readingFrom: descriptor, fileName: fileName ?? path)
    }

    /// The bytes `descriptor` reads until its end, which it leaves open: for standard input.
    /// Errors call the file `fileName`.
    nonisolated public static func bytes(readingFrom descriptor: Int32, fileName: String)
        throws(LayoutFileReadError) -> Data
    {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw LayoutFileReadError(file: fileName, code: errno)
            }
            data.append(chunk, count: count)
        }
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
