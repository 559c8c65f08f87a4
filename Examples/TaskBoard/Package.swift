// swift-tools-version: 6.0
import PackageDescription

// The TaskBoard example: FOSMVVM-style view models localized with l10nc. The `TaskBoard`
// target's YAML is checked and compiled at build time by the L10nBuildPlugin, which adds
// `TaskBoardLocalization` (the embedded table) to the target.
let package = Package(
    name: "TaskBoard",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TaskBoard", targets: ["TaskBoard"])
    ],
    dependencies: [
        .package(name: "l10nc", path: "../..")
    ],
    targets: [
        .target(
            name: "TaskBoard",
            dependencies: [.product(name: "L10nRuntime", package: "l10nc")],
            exclude: [
                "DashboardViewModel.yml", "FeedViewModel.yml", "SettingsFormViewModel.yml",
                "TaskCardViewModel.yml", "UserNameViewModel.yml",
            ]
        )
    ]
)
