import Dispatch
import TermLayoutCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls `changed` on the main actor when the file changes, watching the folder that holds it,
/// because editors often save by writing a new file and renaming it over the old one. The
/// kernel says when (inotify on Linux, a vnode source elsewhere): no polling. On Linux only a
/// file closed after writing or renamed into the folder wakes the watch, and only when it is
/// the watched file does `changed` run.
@MainActor
final class DirectoryWatch {
    private let descriptor: Int32
    #if canImport(Glibc)
        private var reader: DescriptorReader?
    #else
        private var source: (any DispatchSourceFileSystemObject)?
    #endif

    /// nil when the folder cannot be watched.
    init?(containing path: String, changed: @escaping @MainActor () -> Void) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        #if canImport(Glibc)
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            // A save ends in one of these, whether the editor writes the file in place or
            // renames a new one over it; every write to a neighbour (IN_MODIFY) would wake us.
            let events = IN_CLOSE_WRITE | IN_MOVED_TO
            guard descriptor >= 0 else { return nil }
            guard inotify_add_watch(descriptor, folder.isEmpty ? "/" : folder, UInt32(events)) >= 0
            else {
                close(descriptor)
                return nil
            }
            let name = String(path.split(separator: "/").last ?? Substring(path))
            reader = DescriptorReader(
                fileDescriptor: descriptor,
                onData: { events in
                    if Self.names(inEvents: events).contains(name) { changed() }
                })
        #else
            descriptor = open(folder.isEmpty ? "/" : folder, O_EVTONLY)
            guard descriptor >= 0 else { return nil }
            let source = DispatchSource.makeFileSystemObjectSource(
                fileDescriptor: descriptor, eventMask: [.write, .rename, .delete], queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { changed() } }
            source.activate()
            self.source = source
        #endif
    }

    #if canImport(Glibc)
        /// The file names inotify events carry: each event is a 16-byte header (its length at
        /// byte 12, in host order) and a name padded with NULs. The kernel never splits an
        /// event between reads.
        static func names(inEvents bytes: [UInt8]) -> [String] {
            var names: [String] = []
            var offset = 0
            while offset + 16 <= bytes.count {
                let length = bytes[(offset + 12)..<(offset + 16)].withUnsafeBytes {
                    Int($0.loadUnaligned(as: UInt32.self))
                }
                let end = min(bytes.count, offset + 16 + length)
                let name = bytes[(offset + 16)..<end].prefix { $0 != 0 }
                names.append(String(decoding: name, as: UTF8.self))
                offset = end
            }
            return names
        }
    #endif

    /// Stops watching, and closes the watch's descriptor once nothing watches it.
    func cancel() {
        let descriptor = descriptor
        #if canImport(Glibc)
            reader?.cancel { close(descriptor) }
            reader = nil
        #else
            source?.setCancelHandler { close(descriptor) }
            source?.cancel()
            source = nil
        #endif
    }
}
