import CEventLoop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import CoreFoundation
#endif

/// The main thread's sleep while a blocking `TerminalApp.run()` lasts. Everything the app
/// waits for (keys, signals, watched descriptors, the next frame, `Task`s and other main-actor
/// work) arrives as a job on the main dispatch queue, so serving that queue is the whole loop:
/// no timeout, no polling, no CPU while nothing happens.
enum MainQueue {
    /// Runs the main queue's jobs as they come until `isDone()` after a batch. Call on the main
    /// thread, outside any main-queue job.
    @MainActor
    static func serve(until isDone: () -> Bool) {
        #if canImport(Glibc)
            var wakeup = pollfd(
                fd: termlayout_main_queue_descriptor(), events: Int16(POLLIN), revents: 0)
            while !isDone() {
                if poll(&wakeup, 1, -1) > 0 { termlayout_drain_main_queue() }
            }
        #else
            // Where the main queue wakes a Mach port, CoreFoundation's run loop serves it.
            while !isDone() {
                _ = CFRunLoopRunInMode(CFRunLoopMode.defaultMode, 1e10, true)
            }
        #endif
    }
}
