import Dispatch
import TermLayoutCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls `changed` on the main actor when anything in the folder holding a file changes. The
/// folder, not the file, because editors often save by writing a new file and renaming it
/// over the old one. The kernel says when (inotify on Linux, a vnode source elsewhere): no
/// polling.
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
            let events =
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB
            guard descriptor >= 0 else { return nil }
            guard inotify_add_watch(descriptor, folder.isEmpty ? "/" : folder, UInt32(events)) >= 0
            else {
                close(descriptor)
                return nil
            }
            reader = DescriptorReader(fileDescriptor: descriptor, onData: { _ in changed() })
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
