// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TermLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TermLayout", targets: ["TermLayout"]),
        .library(name: "TermLayoutTesting", targets: ["TermLayoutTesting"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "TermLayout", dependencies: ["Cassowary"]),
        .target(name: "TermLayoutTesting", dependencies: ["TermLayout"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(
            name: "TermLayoutTests",
            dependencies: ["TermLayout", "TermLayoutTesting", "Cassowary"],
            exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
