// swift-tools-version: 6.1
import PackageDescription

// SwiftPM names a path dependency after its folder, so the main package's identity is the name
// of whatever folder this repository was cloned into, lowercased.
let mainPackage = Context.packageDirectory.split(separator: "/").dropLast().last!.lowercased()

let package = Package(
    name: "TermLayoutBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "Scenarios",
            dependencies: [
                .product(name: "Cassowary", package: mainPackage),
                .product(name: "TermLayout", package: mainPackage),
                .product(name: "TermLayoutSamples", package: mainPackage),
                .product(name: "TermLayoutCurses", package: mainPackage),
                .product(name: "TermLayoutCursesTesting", package: mainPackage),
            ]
        ),
        .executableTarget(
            name: "scenario-timer",
            dependencies: ["Scenarios"]
        ),
        .executableTarget(
            name: "terminal-resize",
            dependencies: ["Scenarios", .product(name: "TermLayout", package: mainPackage)]
        ),
        .executableTarget(
            name: "CassowaryBenchmarks",
            dependencies: [
                "Scenarios",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CassowaryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
