// swift-tools-version: 6.0
import PackageDescription

// The TaskBoard example: FOSMVVM-style view models localized with l10nc. The `TaskBoard`
// target's YAML is checked and compiled at build time by the L10nBuildPlugin, which adds
// `TaskBoardLocalization` (the embedded table) to the target.
let package = Package(
    name: "TaskBoard",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TaskBoard", targets: ["TaskBoard"]),
        .executable(name: "taskboard-demo", targets: ["TaskBoardDemo"]),
    ],
    dependencies: [
        .package(name: "l10nc", path: "../..")
    ],
    targets: [
        .target(
            name: "TaskBoard",
            dependencies: [.product(name: "L10nRuntime", package: "l10nc")],
            plugins: [.plugin(name: "L10nBuildPlugin", package: "l10nc")]
        ),
        // Prints a view model localized for a locale, and the keys the view models look up.
        .executableTarget(
            name: "TaskBoardDemo",
            dependencies: ["TaskBoard", .product(name: "L10nRuntime", package: "l10nc")]
        ),
        .testTarget(
            name: "TaskBoardTests",
            dependencies: ["TaskBoard", "TaskBoardDemo", .product(name: "L10nRuntime", package: "l10nc")]
        ),
    ]
)
