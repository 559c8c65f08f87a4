// swift-tools-version: 6.0
import PackageDescription

// Release-build benchmarks, kept out of the main package so its build stays lean.
// Run one with `swift run -c release --package-path Benchmarks <Name>`; each prints its
// figures next to a baseline measured in the same run.
let package = Package(
    name: "l10nc-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "l10nc", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // Timing, statistics and corpus generators shared by the benchmarks.
        .target(name: "BenchmarkSupport"),
        // The project the command and engine benchmarks share, with the repository's CLDR data.
        .target(
            name: "BenchmarkProject",
            dependencies: ["BenchmarkSupport", .product(name: "L10nToolchain", package: "l10nc")]),
        // libyaml on its own, for the bare event loop that is the reader's floor.
        .systemLibrary(name: "CYAMLBench", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .executableTarget(
            name: "ReaderBenchmark",
            dependencies: [
                "BenchmarkSupport", "CYAMLBench",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "ScannerBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "CheckBenchmark",
            dependencies: [
                "BenchmarkSupport", "BenchmarkProject", "CYAMLBench",
                .product(name: "L10nToolchain", package: "l10nc"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // The floor alone, one parse per process, for an instruction counter
        // (`check-instructions.sh`).
        .executableTarget(
            name: "ParseFloor",
            dependencies: [
                "BenchmarkSupport", "CYAMLBench", .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "LockBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        // glibc's heap statistics, for the memory a snapshot keeps.
        .systemLibrary(name: "CMallocBench"),
        .executableTarget(
            name: "EngineBenchmark",
            dependencies: [
                "BenchmarkSupport", "BenchmarkProject", "CMallocBench",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "LanguageServerBenchmark",
            dependencies: [
                "BenchmarkSupport", "BenchmarkProject",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "FixBenchmark",
            dependencies: [
                "BenchmarkSupport", "BenchmarkProject",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "MemoryBenchmark",
            dependencies: [
                "BenchmarkSupport", "BenchmarkProject",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "ExchangeBenchmark",
            dependencies: [
                "BenchmarkSupport", "BenchmarkProject",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "AgentBenchmark",
            dependencies: [
                "BenchmarkSupport", "BenchmarkProject",
                .product(name: "L10nToolchain", package: "l10nc"),
            ]),
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: [
                // The runtime alone: a release build of swift-syntax is not needed to time it.
                .product(name: "L10nRuntime", package: "l10nc")
            ]),
    ]
)
