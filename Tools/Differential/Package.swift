// swift-tools-version: 6.0
import PackageDescription

// The replay half of the differential test against kiwisolver (see README.md). A package of its
// own so that the main package never builds it.
let package = Package(
    name: "Differential",
    dependencies: [
        .package(name: "TermLayout", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "differential-replay",
            dependencies: [.product(name: "Cassowary", package: "TermLayout")]
        )
    ],
    swiftLanguageModes: [.v6]
)
