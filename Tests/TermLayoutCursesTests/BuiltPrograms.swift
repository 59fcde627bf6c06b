import Foundation

/// The path of a program SwiftPM built beside this test runner: an executable target, or a
/// snippet of `Snippets/`, which every `swift build` and `swift test` builds too.
func builtProgram(_ name: String) -> String {
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return runner.deletingLastPathComponent().appendingPathComponent(name).path
}

let sampleScreens = builtProgram("sample-screens")
let layoutDemo = builtProgram("layout-demo")

/// The environment every run gets: a UTF-8 locale whatever the caller's, for wide characters.
let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
