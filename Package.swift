// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TermLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TermLayout", targets: ["TermLayout"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "TermLayout", dependencies: ["Cassowary"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TermLayoutTests", dependencies: ["TermLayout", "Cassowary"]),
    ],
    swiftLanguageModes: [.v6]
)
