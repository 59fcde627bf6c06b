// swift-tools-version: 6.0
// TermLayout: Auto Layout for the terminal. Licensed under the Apache License 2.0 (LICENSE).
import PackageDescription

let package = Package(
    name: "TermLayout",
    // Synchronization's Mutex and Atomic need macOS 15; Linux is where the package is tested.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TermLayout", targets: ["TermLayout"]),
        .library(name: "TermLayoutFiles", targets: ["TermLayoutFiles"]),
        .library(name: "TermLayoutTesting", targets: ["TermLayoutTesting"]),
        .library(name: "TermLayoutSamples", targets: ["TermLayoutSamples"]),
        .library(name: "TermLayoutCurses", targets: ["TermLayoutCurses"]),
        .library(name: "TermLayoutCursesTesting", targets: ["TermLayoutCursesTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "TermLayout", dependencies: ["Cassowary"]),
        .target(name: "TermLayoutFiles", dependencies: ["TermLayout"]),
        .target(name: "TermLayoutTesting", dependencies: ["TermLayout", "TermLayoutCurses"]),
        .target(name: "TermLayoutSamples", dependencies: ["TermLayout"]),
        // ncurses with wide characters and panels, found by pkg-config as ncursesw and panelw:
        // Debian's and Ubuntu's libncurses-dev, or Homebrew's ncurses keg (keg-only: SwiftPM
        // looks in $(brew --prefix)/opt/ncurses/lib/pkgconfig for the brew provider), not
        // macOS's own 5.7, which takes no pads on panels. Without the .pc files SwiftPM names
        // the package to install; without the headers CNcursesw.h's #error does.
        .systemLibrary(
            name: "CNcurseswLibraries", pkgConfig: "ncursesw panelw",
            providers: [.apt(["libncurses-dev"]), .yum(["ncurses-devel"]), .brew(["ncurses"])]),
        .target(name: "CNcursesw", dependencies: ["CNcurseswLibraries"]),
        // Signals as bytes on a pipe, and the main dispatch queue's wake-up descriptor.
        .target(name: "CEventLoop"),
        .target(name: "TerminalInput", dependencies: ["TermLayout"]),
        .target(
            name: "TermLayoutCurses",
            dependencies: ["TermLayout", "TerminalInput", "CNcursesw", "CEventLoop"]),
        .target(name: "CPseudoTerminal"),
        .target(
            name: "TermLayoutCursesTesting",
            dependencies: ["TermLayout", "TermLayoutCurses", "CPseudoTerminal"]),
        .executableTarget(
            name: "sample-screens", dependencies: ["TermLayoutCurses", "TermLayoutSamples"],
            path: "Demos/SampleScreens"),
        .executableTarget(
            name: "layout-demo",
            dependencies: ["TermLayout", "TermLayoutCurses", "TermLayoutSamples"],
            path: "Demos/LayoutDemo"),
        // For the tests only: an app whose second frame never ends (see its main.swift).
        .executableTarget(
            name: "stuck-frame", dependencies: ["TermLayout", "TermLayoutCurses"],
            path: "Tests/Programs/StuckFrame"),
        .executableTarget(
            name: "termlayout",
            dependencies: [
                "TermLayout", "TermLayoutFiles", "TermLayoutCurses", "TermLayoutTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TermLayoutTesting"]),
        .testTarget(
            name: "TermLayoutTests",
            dependencies: ["TermLayout", "TermLayoutTesting", "TermLayoutSamples", "Cassowary"],
            exclude: [
                "Languages/Conformance", "Widgets/Snapshots", "Widgets/Scrolling/Snapshots",
                "TestingKit/Snapshots", "Views/Snapshots", "Drawing/Snapshots",
            ]),
        .testTarget(
            name: "TermLayoutCursesTests",
            dependencies: [
                "TermLayoutCurses", "TerminalInput", "TermLayoutCursesTesting", "TermLayoutTesting",
                "TermLayoutSamples", "sample-screens", "layout-demo", "stuck-frame",
            ],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "TermLayoutFilesTests",
            dependencies: ["TermLayout", "TermLayoutFiles", "TermLayoutTesting"]),
        .testTarget(
            name: "TermLayoutCommandTests",
            dependencies: ["TermLayout", "TermLayoutFiles", "TermLayoutTesting", "termlayout"],
            exclude: ["Snapshots", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer targets in Fuzz/Targets, one executable each, only when Tools/fuzz.sh builds
// them (it sets TERMLAYOUT_FUZZ): libFuzzer supplies their `main`, so they link only with
// `-sanitize=fuzzer`, never in a plain `swift build`.
if Context.environment["TERMLAYOUT_FUZZ"] != nil {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("languages", ["TermLayout"]),
        ("layout-files", ["TermLayout", "TermLayoutFiles"]),
        ("solver", ["Cassowary"]),
        ("input-sequences", ["TermLayout", "TerminalInput"]),
    ]
    package.targets += fuzzTargets.map {
        .executableTarget(
            name: "fuzz-\($0.name)", dependencies: $0.dependencies, path: "Fuzz/Targets/\($0.name)")
    }
}
