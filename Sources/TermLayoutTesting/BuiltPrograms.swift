import Foundation

/// The path of a program SwiftPM built beside the running tests: an executable target, or a
/// snippet of `Snippets/`, which every `swift build` and `swift test` builds too. The products'
/// folder is the one that holds the test runner on Linux, and the `.xctest` bundle on macOS,
/// where the runner is a tool of the toolchain's.
package func builtProgram(_ name: String) -> String {
    productsFolder.appendingPathComponent(name).path
}

/// Where SwiftPM put this build's products.
private let productsFolder: URL = {
    #if canImport(Darwin)
        if let tests = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return tests.bundleURL.deletingLastPathComponent()
        }
    #endif
    return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
}()
