import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tmux executable on `PATH`, looked up once; nil when tmux is not installed.
let tmuxExecutable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/tmux"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}()

/// `argument` as tmux must receive it to pass it on unchanged: tmux splits its command line at
/// any argument *ending* in `;` (and drops the `;`), unless the `;` is preceded by `\`.
func tmuxEscaped(_ argument: String) -> String {
    argument.hasSuffix(";") ? argument.dropLast() + "\\;" : argument
}

/// What one run of tmux gave: its exit status (128 + n for signal n) and both outputs.
struct ProcessResult {
    var status: Int32
    var output: String
    var errorOutput: String
}

/// Runs `executable` with `posix_spawn`, reading stdout and stderr to their ends on two threads
/// (so neither pipe can fill and block it), and kills it after `timeout`. Not Foundation's
/// `Process`:
/// - a tmux command may start the server, and the server and every program in it inherit the
///   spawning thread's signal mask and open descriptors. `Process` passes on the test thread's
///   mask (SIGCHLD, SIGWINCH, SIGTERM blocked: the server never reaps, the app never hears of a
///   resize) and, on Linux, the socket it watches its child with, so a client that forks the
///   server never seems to end;
/// - on Linux, `Process.run()` in Swift 6.3 reads past a buffer while it lists /proc/self/fd
///   and crashes about one test run in five (swift-corelibs-foundation PR 5472).
func runProcess(_ executable: String, _ arguments: [String], timeout: Duration) throws
    -> ProcessResult
{
    let output = Pipe()
    let errorOutput = Pipe()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output.fileHandleForWriting.fileDescriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, errorOutput.fileHandleForWriting.fileDescriptor, 2)
    #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT
    #else
        var attributes = posix_spawnattr_t()
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        closeDescriptors(from: 3, in: &actions)
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var catchable = sigset_t()
    sigfillset(&catchable)
    sigdelset(&catchable, SIGKILL)
    sigdelset(&catchable, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &catchable)
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
    let envp = environment + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    try? output.fileHandleForWriting.close()
    try? errorOutput.fileHandleForWriting.close()
    guard spawned == 0 else {
        throw TmuxError.launchFailed(path: executable, reason: String(cString: strerror(spawned)))
    }
    let (readers, collected) = startReading(output, errorOutput)
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    while true {
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid { break }
        if waited == -1 && errno != EINTR {
            throw TmuxError.launchFailed(path: executable, reason: String(cString: strerror(errno)))
        }
        if ContinuousClock.now > deadline {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            throw TmuxError.commandTimedOut(
                arguments: commandLine(executable, arguments), timeout: timeout)
        }
        usleep(1000)
    }
    guard readers.wait(timeout: .now() + timeout.seconds) == .success else {
        throw TmuxError.commandTimedOut(
            arguments: commandLine(executable, arguments), timeout: timeout)
    }
    let signal = status & 0x7f
    return ProcessResult(
        status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
        output: collected.text(isError: false), errorOutput: collected.text(isError: true))
}

#if !canImport(Darwin)
    /// Closes every descriptor from `first` up in the child: with glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34+, looked up by name as Swift does not
    /// import it), else one close per descriptor open now.
    private func closeDescriptors(from first: Int32, in actions: inout posix_spawn_file_actions_t) {
        if let addCloseFrom {
            _ = addCloseFrom(&actions, first)
        } else {
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for descriptor in open.compactMap({ Int32($0) }) where descriptor >= first {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
    }

    private typealias AddCloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private let addCloseFrom: AddCloseFrom? = dlsym(
        dlopen(nil, RTLD_LAZY), "posix_spawn_file_actions_addclosefrom_np"
    ).map { unsafeBitCast($0, to: AddCloseFrom.self) }
#endif

/// `arguments` after the executable's name, as a shell would show the command.
private func commandLine(_ executable: String, _ arguments: [String]) -> [String] {
    [URL(fileURLWithPath: executable).lastPathComponent] + arguments
}

extension Duration {
    /// The duration in seconds, for Dispatch deadlines.
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// Starts two threads reading `output` and `errorOutput` to their ends.
private func startReading(_ output: Pipe, _ errorOutput: Pipe) -> (DispatchGroup, Collected) {
    let collected = Collected()
    let readers = DispatchGroup()
    for (handle, isError) in [
        (output.fileHandleForReading, false), (errorOutput.fileHandleForReading, true),
    ] {
        DispatchQueue.global().async(group: readers) {
            collected.store(handle.readDataToEndOfFile(), isError: isError)
        }
    }
    return (readers, collected)
}

/// The bytes two reader threads collect, behind a lock.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var output = Data()
    private var errorOutput = Data()

    func store(_ data: Data, isError: Bool) {
        lock.withLock {
            if isError { errorOutput = data } else { output = data }
        }
    }

    func text(isError: Bool) -> String {
        lock.withLock { String(decoding: isError ? errorOutput : output, as: UTF8.self) }
    }
}
